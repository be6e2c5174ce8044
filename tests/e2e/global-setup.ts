import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { applyLocalMigrations, freePort, startServer, stopServer } from "#scripts/lib/proc.ts";

const PERSIST = ".wrangler/e2e-state";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * A fresh local database and `wrangler dev` on the built app, for the whole e2e run. The port is free when
 * chosen (E2E_PORT pins one, and a taken one fails at once), so two runs on one machine never share a server.
 */
export default async function setup(project: TestProject) {
  rmSync(PERSIST, { recursive: true, force: true });
  applyLocalMigrations(PERSIST, true);
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const server = await startServer({ port, persistTo: PERSIST });
  // The browser opens the server at its APP_ORIGIN, so e-mailed links and passkeys are on the page's own host.
  project.provide("baseURL", server.origin);
  return () => stopServer(server.child);
}
