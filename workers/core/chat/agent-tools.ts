import { tool } from "ai";
import { z } from "zod";
import type { Membership } from "#core/access/membership.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { findDocument } from "#core/db/documents.ts";
import { addAnnotation, relateDocuments } from "#core/documents/canvas-context.ts";
import { createMarkdownDocument } from "#core/documents/upload.ts";
import type { SearchHit } from "#core/search/hybrid-search.ts";
import { searchWithRetry } from "#core/search/search-retry.ts";
import { searchServices } from "#core/search/search-services.ts";
import { calculate, OPERATIONS } from "#core/ai/answer/calculate.ts";
import { parseQuantity } from "#core/documents/tables.ts";
import { chunkAccess, liveChunkRows } from "#core/store/project-chunks.ts";
import { onceInTurn } from "./tool-calls.ts";
import { toolFailure } from "./tool-failure.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { logger } from "#core/log.ts";

/**
 * The project agent's tools (through the ai SDK): search the project's
 * documents, read one whole (to summarise it), annotate one, relate two,
 * create a Markdown document. Passages a tool returns are numbered after the
 * turn's, so the answer cites them like the others. Each acts
 * as the signed-in member, inside their project only, and answers
 * `{ ok: false, code, error }` (./tool-failure.ts) instead of throwing, so the
 * model can say what failed.
 * Each call that writes is recorded with the turn (`turnId`, the user message)
 * before it acts (`onceInTurn`), and what it writes is named after the turn and
 * the call's place in it, so a turn run again after a failure neither repeats
 * a finished call nor duplicates a half-finished one. A search that was
 * partial marks the turn's `search`, so the answer says "busca parcial".
 */
const READ_LIMIT = 80;

export function agentTools(
  env: AppEnv,
  membership: Membership,
  found: SearchHit[],
  turnId: string,
  search: { partial: boolean },
) {
  const documentName = async (documentId: string) =>
    (await findDocument(database(env.DB), membership.projectId, documentId))?.name ?? "Documento";
  const calls = { add_annotation: 0, relate_documents: 0, create_document: 0 };
  /** The call's key in the turn: the tool and how many of its calls came before. */
  const keyOfCall = (tool: keyof typeof calls) => `${tool}:${calls[tool]++}`;

  return {
    search_documents: tool({
      description: "Busca trechos nos documentos do projeto.",
      inputSchema: z.object({ query: z.string().min(1).max(500) }),
      execute: async ({ query }) => {
        const result = await searchWithRetry(
          { db: database(env.DB), ...searchServices(env) },
          membership.projectId,
          query,
          { limit: 5 },
        ).catch((error: unknown) => {
          logger.error("search_unavailable", { tool: "search_documents", error });
          return null;
        });
        if (!result) return toolFailure(new AppError("search_unavailable"), "search_documents");
        if (result.partial) search.partial = true;
        const hits = result.hits;
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
            ...(hit.tables ? { tables: hit.tables } : {}),
          })),
        };
      },
    }),
    read_document: tool({
      description: "Lê um documento do projeto inteiro (até 80 trechos), para resumi-lo.",
      inputSchema: z.object({ documentId: z.string().uuid() }),
      execute: async ({ documentId }) => {
        const document = await findDocument(database(env.DB), membership.projectId, documentId);
        if (document?.status !== "ready")
          return toolFailure(
            new AppError("document_not_found", "o documento não existe ou ainda está sendo processado"),
            "read_document",
          );
        const rows = await liveChunkRows(chunkAccess(env), document, READ_LIMIT);
        const start = found.length;
        found.push(
          ...rows.map((row) => ({
            chunkId: row.id,
            documentId,
            documentName: document.name,
            location: row.location,
            content: row.content,
            searchTerms: "",
            tables: row.tables,
            score: 0,
          })),
        );
        return {
          ok: true as const,
          documentName: document.name,
          passages: rows.map((row, i) => ({
            n: start + i + 1,
            chunkId: row.id,
            documentId,
            documentName: document.name,
            location: row.location,
            text: row.content,
            ...(row.tables ? { tables: row.tables } : {}),
          })),
        };
      },
    }),
    calculate: tool({
      description:
        "Faz contas com números dos documentos: soma (sum), diferença (difference), média (average), mediana (median), " +
        "maior (max), menor (min), contagem (count) ou quanto resta (remainder). Use-a em vez de calcular de cabeça: passe cada " +
        'número como está no trecho ou na tabela ("12.500", "R$ 1.234,56", "55%") com o nome do que ele mede.',
      inputSchema: z.object({
        operation: z.enum(OPERATIONS),
        figures: z
          .array(z.object({ label: z.string().max(200), value: z.union([z.number(), z.string().max(60)]) }))
          .min(1)
          .max(100),
      }),
      execute: async ({ operation, figures }) => {
        const read = figures.map((figure) => {
          const quantity =
            typeof figure.value === "number" ? { value: figure.value, unit: null } : parseQuantity(figure.value);
          return quantity ? { label: figure.label, value: quantity.value, unit: quantity.unit } : null;
        });
        if (read.some((figure) => figure === null))
          return toolFailure(
            new AppError("validation", "um dos valores não é um número (escreva-o como no documento, ex.: 12.500)"),
            "calculate",
          );
        const result = calculate(
          operation,
          read.filter((figure) => figure !== null),
        );
        if (!result) return toolFailure(new AppError("validation", "a conta precisa de mais valores"), "calculate");
        return { ok: true as const, result: result.written, expression: result.expression };
      },
    }),
    add_annotation: tool({
      description: "Adiciona uma anotação a um documento do projeto.",
      inputSchema: z.object({ documentId: z.string().uuid(), content: z.string().min(1).max(2000) }),
      execute: ({ documentId, content }) => {
        const key = keyOfCall("add_annotation");
        return onceInTurn(env, turnId, key, async () => {
          try {
            await addAnnotation(env, membership, documentId, content, await turnScopedId(turnId, key));
            return { ok: true as const, documentName: await documentName(documentId), content };
          } catch (error) {
            return toolFailure(error, "add_annotation");
          }
        });
      },
    }),
    relate_documents: tool({
      description: "Relaciona dois documentos do projeto.",
      inputSchema: z.object({ sourceDocumentId: z.string().uuid(), targetDocumentId: z.string().uuid() }),
      execute: ({ sourceDocumentId, targetDocumentId }) =>
        onceInTurn(env, turnId, keyOfCall("relate_documents"), async () => {
          try {
            await relateDocuments(env, membership, sourceDocumentId, targetDocumentId);
            return {
              ok: true as const,
              sourceName: await documentName(sourceDocumentId),
              targetName: await documentName(targetDocumentId),
            };
          } catch (error) {
            return toolFailure(error, "relate_documents");
          }
        }),
    }),
    create_document: tool({
      description: "Cria um documento Markdown editável no projeto.",
      inputSchema: z.object({
        title: z.string().min(1).max(120),
        content: z.string().min(1).max(100_000),
        /** The project documents it was drawn from, one per line (reported back to the user). */
        sources: z.string().max(4000).optional(),
      }),
      execute: ({ title, content, sources }) => {
        const from = (sources ?? "")
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean);
        const key = keyOfCall("create_document");
        return onceInTurn(env, turnId, key, async () => {
          try {
            const id = await turnScopedId(turnId, key);
            const existing = await findDocument(database(env.DB), membership.projectId, id);
            if (existing) return { ok: true as const, documentId: existing.id, name: existing.name, sources: from };
            const created = await createMarkdownDocument(env, membership, { title, content, id });
            return { ok: true as const, documentId: created.id, name: created.name, sources: from };
          } catch (error) {
            return toolFailure(error, "create_document");
          }
        });
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
