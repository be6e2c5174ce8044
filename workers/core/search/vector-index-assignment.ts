import { eq, sql } from "drizzle-orm";
import type { Database } from "#core/db/client.ts";
import { projectVectorIndexes } from "#core/db/schema.ts";
import type { VectorizeBinding } from "./vectorize-index.ts";

/**
 * Vectorize beyond one index. An index holds at most 10 million vectors and
 * 50,000 namespaces (a namespace is a project here), so the vectors are
 * spread over a fixed list of index bindings (VECTORIZE_INDEXES in
 * wrangler.toml). Each project is given one index when it first writes
 * vectors, the least full (by the index's own count of vectors, then by how
 * many projects it has), and keeps it: the assignment is a row in D1
 * (project_vector_indexes), read once per isolate. An index past
 * VECTORIZE_MAX_VECTORS or 50,000 projects gets no new project; adding an
 * index is a binding and a name in the list (docs/deploy.md).
 */
export interface VectorizeListEnv {
  VECTORIZE_INDEXES?: string;
  VECTORIZE_MAX_VECTORS?: string;
}

/** What an index binding answers (the production binding and tests/support/memory-vectorize.ts). */
export type VectorizeIndexBinding = VectorizeBinding & { describe(): Promise<VectorizeIndexInfo> };

export interface NamedIndex {
  name: string;
  index: VectorizeIndexBinding;
}

/** Vectorize's limit of namespaces per index. */
export const NAMESPACES_PER_INDEX = 50_000;
const DEFAULT_MAX_VECTORS = 10_000_000;

/** The binding names VECTORIZE_INDEXES lists (default: the one VECTORIZE), in order. */
export function vectorizeIndexNames(env: { VECTORIZE_INDEXES?: unknown }): string[] {
  return (typeof env.VECTORIZE_INDEXES === "string" ? env.VECTORIZE_INDEXES : "VECTORIZE")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The bindings VECTORIZE_INDEXES names, in order; a name without a binding is an error. */
export function vectorizeIndexes(env: VectorizeListEnv): NamedIndex[] {
  return vectorizeIndexNames(env).map((name) => {
    const index = (env as Record<string, unknown>)[name] as VectorizeIndexBinding | undefined;
    if (!index || typeof index.query !== "function")
      throw new Error(`VECTORIZE_INDEXES names ${name}, but there is no Vectorize binding by that name`);
    return { name, index };
  });
}

export function maxVectorsPerIndex(env: VectorizeListEnv): number {
  const value = Number(env.VECTORIZE_MAX_VECTORS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_MAX_VECTORS;
}

const assigned = new Map<string, string>();

/**
 * The index holding the project's vectors; with `assign`, given now (to the
 * least full) if it has none yet, else null for a project that never wrote any.
 */
export async function indexOfProject(
  db: Database,
  projectId: string,
  indexes: NamedIndex[],
  options: { assign: boolean; maxVectors: number },
): Promise<NamedIndex | null> {
  const name =
    assigned.get(projectId) ??
    (await storedAssignment(db, projectId)) ??
    (options.assign ? await assign(db, projectId, indexes, options.maxVectors) : null);
  if (name === null) return null;
  assigned.set(projectId, name);
  const found = indexes.find((candidate) => candidate.name === name);
  if (!found)
    throw new Error(`project ${projectId} has its vectors in ${name}, which VECTORIZE_INDEXES no longer lists`);
  return found;
}

async function storedAssignment(db: Database, projectId: string): Promise<string | null> {
  const row = await db
    .select({ binding: projectVectorIndexes.binding })
    .from(projectVectorIndexes)
    .where(eq(projectVectorIndexes.projectId, projectId))
    .get();
  return row?.binding ?? null;
}

async function assign(db: Database, projectId: string, indexes: NamedIndex[], maxVectors: number): Promise<string> {
  const choice = await leastFull(db, indexes, maxVectors);
  // Two first writes at once: the first insert wins and both use it.
  await db.insert(projectVectorIndexes).values({ projectId, binding: choice }).onConflictDoNothing().run();
  const stored = await storedAssignment(db, projectId);
  if (!stored) throw new Error(`the vector index of project ${projectId} could not be recorded`);
  return stored;
}

/** The index with the most room for vectors, among those under both limits; ties go to fewer projects, then list order. */
export async function leastFull(db: Database, indexes: NamedIndex[], maxVectors: number): Promise<string> {
  const projects = new Map(
    (
      await db
        .select({ binding: projectVectorIndexes.binding, n: sql<number>`count(*)` })
        .from(projectVectorIndexes)
        .groupBy(projectVectorIndexes.binding)
        .all()
    ).map((row) => [row.binding, Number(row.n)]),
  );
  const candidates = await Promise.all(
    indexes.map(async ({ name, index }, order) => ({
      name,
      order,
      vectors: (await index.describe()).vectorCount,
      projects: projects.get(name) ?? 0,
    })),
  );
  const open = candidates
    .filter((candidate) => candidate.vectors < maxVectors && candidate.projects < NAMESPACES_PER_INDEX)
    .sort((a, b) => a.vectors - b.vectors || a.projects - b.projects || a.order - b.order);
  const [best] = open;
  if (!best)
    throw new Error(
      `every Vectorize index is full (${candidates.map((c) => `${c.name}: ${c.vectors} vectors, ${c.projects} projects`).join("; ")}): add one to VECTORIZE_INDEXES`,
    );
  return best.name;
}
