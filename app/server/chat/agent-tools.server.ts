import { tool } from "ai";
import { z } from "zod";
import type { Membership } from "~/server/access/membership.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { findDocument } from "~/server/db/documents.server";
import { addAnnotation, relateDocuments } from "~/server/documents/canvas-context.server";
import { createMarkdownDocument } from "~/server/documents/upload.server";
import { searchProject, type SearchHit } from "~/server/search/hybrid-search";
import { searchServices } from "~/server/search/search-services";

/**
 * The project agent's tools (through the ai SDK): search the project's
 * documents, annotate one, relate two, create a Markdown document. Each acts
 * as the signed-in member, inside their project only, and answers
 * `{ ok: false, error }` instead of throwing, so the model can say what failed.
 */
export function agentTools(env: AppEnv, membership: Membership, found: SearchHit[]) {
  const failure = (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : "erro desconhecido" });
  const documentName = async (documentId: string) =>
    (await findDocument(database(env.DB), membership.projectId, documentId))?.name ?? "Documento";

  return {
    search_documents: tool({
      description: "Busca trechos nos documentos do projeto.",
      inputSchema: z.object({ query: z.string().min(1).max(500) }),
      execute: async ({ query }) => {
        const hits = await searchProject({ db: database(env.DB), ...searchServices(env) }, membership.projectId, query, { limit: 5 });
        const start = found.length;
        found.push(...hits);
        return {
          ok: true as const,
          passages: hits.map((hit, i) => ({
            n: start + i + 1,
            chunkId: hit.chunkId,
            documentId: hit.documentId,
            documentName: hit.documentName,
            location: hit.location,
            text: hit.content,
          })),
        };
      },
    }),
    add_annotation: tool({
      description: "Adiciona uma anotação a um documento do projeto.",
      inputSchema: z.object({ documentId: z.string().uuid(), content: z.string().min(1).max(2000) }),
      execute: async ({ documentId, content }) => {
        try {
          await addAnnotation(env, membership, documentId, content);
          return { ok: true as const, documentName: await documentName(documentId), content };
        } catch (error) {
          return failure(error);
        }
      },
    }),
    relate_documents: tool({
      description: "Relaciona dois documentos do projeto.",
      inputSchema: z.object({ sourceDocumentId: z.string().uuid(), targetDocumentId: z.string().uuid() }),
      execute: async ({ sourceDocumentId, targetDocumentId }) => {
        try {
          await relateDocuments(env, membership, sourceDocumentId, targetDocumentId);
          return { ok: true as const, sourceName: await documentName(sourceDocumentId), targetName: await documentName(targetDocumentId) };
        } catch (error) {
          return failure(error);
        }
      },
    }),
    create_document: tool({
      description: "Cria um documento Markdown editável no projeto.",
      inputSchema: z.object({ title: z.string().min(1).max(120), content: z.string().min(1).max(100_000) }),
      execute: async ({ title, content }) => {
        try {
          const created = await createMarkdownDocument(env, membership, { title, content });
          return { ok: true as const, documentId: created.id, name: created.name };
        } catch (error) {
          return failure(error);
        }
      },
    }),
  };
}
