import { eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { appKeys } from "./schema.ts";

/**
 * The stored key under `name`, created with `generate()` on first use. The
 * insert ignores a conflict, so two instances racing agree on the first one.
 */
export async function getOrCreateAppKey(db: Database, name: string, generate: () => string): Promise<string> {
  const existing = await readKey(db, name);
  if (existing) return existing;
  await db.insert(appKeys).values({ name, value: generate() }).onConflictDoNothing().run();
  const stored = await readKey(db, name);
  if (!stored) throw new Error(`app key ${name} missing after insert`);
  return stored;
}

async function readKey(db: Database, name: string): Promise<string | undefined> {
  const row = await db.select({ value: appKeys.value }).from(appKeys).where(eq(appKeys.name, name)).get();
  return row?.value;
}
