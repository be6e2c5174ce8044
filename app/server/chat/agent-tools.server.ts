import { tool } from "ai";
import { z } from "zod";
import type { Membership } from "~/server/access/membership.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { findDocument } from "~/server/db/documents.server";
import { addAnnotation, relateDocuments } from "~/server/documents/canvas-context.server";
import { createMarkdownDocument } from "~/server/documents/upload.server";
import {
  SEARCH_UNAVAILABLE_MESSAGE,
  searchProject,
  type SearchHit,
  SearchUnavailableError,
} from "~/server/search/hybrid-search";
import { searchServices } from "~/server/search/search-services";

/**
 * The project agent's tools (through the ai SDK): search the project's
 * documents, annotate one, relate two, create a Markdown document. Each acts
 * as the signed-in member, inside their project only, and answers
 * `{ ok: false, error }` instead of throwing, so the model can say what failed.
 * What a tool writes is named after the turn (`turnId`, the user message) and
 * the call's place in it, so a turn retried after a failure finds what its
 * first attempt wrote instead of writing it twice. A search that was partial
 * marks the turn's `search` so the answer says "busca parcial".
 */
export function agentTools(env: AppEnv, membership: Membership, found: SearchHit[], turnId: string, search: { partial: boolean }) {
  const failure = (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : "erro desconhecido" });
  const documentName = async (documentId: string) =>
    (await findDocument(database(env.DB), membership.projectId, documentId))?.name ?? "Documento";
  const calls = { add_annotation: 0, create_document: 0 };
  const idOfCall = (tool: keyof typeof calls) => turnScopedId(turnId, `${tool}:${calls[tool]++}`);

  return {
    search_documents: tool({
      description: "Busca trechos nos documentos do projeto.",
      inputSchema: z.object({ query: z.string().min(1).max(500) }),
      execute: async ({ query }) => {
        let hits: SearchHit[];
        try {
          const result = await searchProject({ db: database(env.DB), ...searchServices(env) }, membership.projectId, query, { limit: 5 });
          hits = result.hits;
          if (result.partial) search.partial = true;
        } catch (error) {
          return failure(error instanceof SearchUnavailableError ? new Error(SEARCH_UNAVAILABLE_MESSAGE) : error);
        }
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
        const id = idOfCall("add_annotation");
        try {
          await addAnnotation(env, membership, documentId, content, await id);
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
        const id = idOfCall("create_document");
        try {
          const existing = await findDocument(database(env.DB), membership.projectId, await id);
          if (existing) return { ok: true as const, documentId: existing.id, name: existing.name };
          const created = await createMarkdownDocument(env, membership, { title, content, id: await id });
          return { ok: true as const, documentId: created.id, name: created.name };
        } catch (error) {
          return failure(error);
        }
      },
    }),
  };
}

/**
 * A UUID (version 8, RFC 9562) that is the same for the same turn and key:
 * the first 16 bytes of SHA-256 over both, with the version and variant bits set.
 */
export async function turnScopedId(turnId: string, key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${turnId}:${key}`)));
  const bytes = digest.slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
