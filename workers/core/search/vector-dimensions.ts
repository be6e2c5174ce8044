import type { Embedder } from "./embedder.ts";

/**
 * An embedder whose vectors an index cannot hold: a Vectorize index created with another dimension (it is
 * chosen before the embedder, docs/deploy.md), or a model whose vectors are not the length it is configured
 * for. Both are configuration, which no retry mends, so ingestion fails the document at once with these
 * reasons (the user reads them beside the document) and health names the index's to the team.
 */
export function indexDimensionReason(indexDimensions: number | null, embedder: Embedder): string | null {
  if (indexDimensions === null || indexDimensions === embedder.dimensions) return null;
  return (
    `O índice de vetores tem ${indexDimensions} dimensões, mas o modelo de embeddings configurado ` +
    `(${embedder.model}) produz ${embedder.dimensions}: a equipe Nexo precisa recriar o índice ou trocar o ` +
    "modelo. Depois, use Reprocessar."
  );
}

export function outputDimensionReason(vectors: Float32Array[], embedder: Embedder): string | null {
  const wrong = vectors.find((vector) => vector.length !== embedder.dimensions);
  if (!wrong) return null;
  return (
    `O modelo de embeddings configurado (${embedder.model}) produziu vetores de ${wrong.length} dimensões, ` +
    `mas está configurado para ${embedder.dimensions}: a equipe Nexo precisa corrigir a configuração do ` +
    "modelo. Depois, use Reprocessar."
  );
}

/** Vectorize V2 answers { dimensions }, the legacy index { config: { dimensions } }. */
export function describedDimensions(info: unknown): number | null {
  const described = info as { dimensions?: number; config?: { dimensions?: number } } | null;
  return described ? Number(described.dimensions ?? described.config?.dimensions ?? Number.NaN) || null : null;
}
