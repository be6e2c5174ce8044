/**
 * Where chunk vectors live and are searched, one namespace per project.
 * Production: Cloudflare Vectorize (./vectorize-index.ts), over several
 * indexes (./vector-index-assignment.ts). Locally, where Vectorize cannot
 * run: each project's store (./store-vector-index.ts). The VECTOR_INDEX var
 * picks one (./search-services.ts).
 */
export interface VectorEntry {
  chunkId: number;
  documentId: string;
  vector: Float32Array;
}

export interface VectorMatch {
  chunkId: number;
  score: number;
}

export interface VectorIndex {
  /**
   * The vectors live in the project's store, which scores them inside the
   * search's one call (#workers/objects/project-store/chunk-ranking.ts); `query` asks the store
   * on its own.
   */
  readonly scoredInStore?: boolean;
  /**
   * Whether the stored vectors may be compared with the current embedder's
   * (./embedder-check.ts, which logs a mismatch once); absent: they may.
   */
  consistent?(): Promise<boolean>;
  upsert(projectId: string, entries: VectorEntry[]): Promise<void>;
  /** The topK nearest chunks of the project by cosine similarity, best first. */
  query(projectId: string, vector: Float32Array, topK: number): Promise<VectorMatch[]>;
  remove(projectId: string, chunkIds: number[]): Promise<void>;
  /**
   * Whether every one of these vectors answers queries yet. Vectorize applies
   * writes asynchronously, so ingestion asks this (by id) before it marks a
   * document ready; the local index (each project's store) writes synchronously.
   */
  visible(projectId: string, chunkIds: number[]): Promise<boolean>;
  /**
   * Which of these chunks have a vector in the index (of the embedder's model, for the store's): the drift
   * check compares them with ready documents' chunks (#core/store/drift.ts).
   */
  held(projectId: string, chunkIds: number[]): Promise<number[]>;
  /**
   * The dimension of the index the project's vectors go to (Vectorize: the index it was given), which
   * ingestion compares with the embedder's before it embeds (./vector-dimensions.ts); absent or null: the
   * index takes any (each project's store keeps each model's vectors at their own length).
   */
  dimensions?(projectId: string): Promise<number | null>;
}
