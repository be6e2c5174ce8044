import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { applyLocalMigrations, startServer, stopServer } from "../../scripts/lib/proc.ts";

const PERSIST = ".wrangler/e2e-state";
const PORT = Number(process.env.E2E_PORT ?? 8789);

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** A fresh local database and `wrangler dev` on the built app, for the whole e2e run. */
export default async function setup(project: TestProject) {
  rmSync(PERSIST, { recursive: true, force: true });
  applyLocalMigrations(PERSIST, true);
  const server = await startServer({ port: PORT, persistTo: PERSIST });
  project.provide("baseURL", server.url);
  return () => stopServer(server.child);
}
