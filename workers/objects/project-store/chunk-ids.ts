import { sql } from "drizzle-orm";
import type { Database } from "#core/db/client.ts";
import { chunkIdBlocks } from "#core/db/schema.ts";

/**
 * A store numbers its chunks from a block of ids it
 * reserves in D1 (one row, one write per block), so D1 sees one write per
 * million chunks. Migration 0020 started the blocks above every id D1 gave.
 * Blocks are unique while D1 only moves forward; restored to an earlier
 * moment, D1 may hand a block out again while the stores keep the chunks
 * numbered from it. Nothing depends on them being unique across projects:
 * every use of a chunk id is scoped by its project (its store, the passage
 * route, the Vectorize id, #core/search/vector-ids.ts).
 */
export const CHUNK_ID_BLOCK = 2 ** 20;

/** Reserves the next block: its ids are [block × CHUNK_ID_BLOCK, (block + 1) × CHUNK_ID_BLOCK). */
export async function reserveChunkIdBlock(db: Database): Promise<number> {
  const row = await db
    .update(chunkIdBlocks)
    .set({ nextBlock: sql`${chunkIdBlocks.nextBlock} + 1` })
    .where(sql`${chunkIdBlocks.id} = 1`)
    .returning({ next: chunkIdBlocks.nextBlock })
    .get();
  if (!row) throw new Error("chunk_id_blocks has no row: migration 0020 was not applied");
  return row.next - 1;
}
