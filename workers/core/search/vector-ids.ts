/**
 * A Vectorize vector's id: the project's id and the chunk's, `<project>:<chunk>` (at most 36 + 1 + 16 bytes, under
 * Vectorize's 64). Ids are global to an index, so a project's ids stay its own whatever chunk ids another project's
 * store was handed (./vectorize-index.ts).
 */
export function vectorId(projectId: string, chunkId: number): string {
  return `${projectId}:${chunkId}`;
}

/** The chunk id a vector id names; a bare number is an id written before ids named their project. */
export function chunkIdOfVector(id: string): number {
  return Number(id.slice(id.lastIndexOf(":") + 1));
}
