// The local state's maintenance (#core/store/maintenance.ts) and the same
// re-embeddings on a deployed app, shared by `npm start` and `npm run reindex`. The project stores are Durable
// Objects of the web Worker, out of a Node script's reach, so the work runs
// inside the app: locally through POST /api/dev/maintenance (development
// only), deployed through the admin routes (an access token of a Nexo team
// account).
import { existsSync } from "node:fs";
import { freePort, run, startServer, stopServer } from "./proc.ts";

/** Asks the app at `base` for maintenance until nothing is left (or `waitMs` passes); reports each call. */
export async function maintainLocal(base, { waitMs = 120_000, onProgress = () => {} } = {}) {
  const deadline = Date.now() + waitMs;
  let queue = true;
  for (;;) {
    const response = await fetch(`${base}/api/dev/maintenance`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ queue }),
    });
    if (!response.ok) throw new Error(`/api/dev/maintenance: ${response.status} ${await response.text()}`);
    const progress = await response.json();
    queue = false;
    onProgress(progress);
    const { reindex, processing } = progress;
    if (reindex.remaining === 0 && processing === 0) return progress;
    if (Date.now() > deadline) return progress;
    if (reindex.remaining === 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs `work(base)` against the app served from a local state (built first if needed), then stops it. */
export async function withLocalServer(persistTo, work) {
  if (!existsSync("build/server/index.js")) run("remix", ["vite:build", "--logLevel", "warn"]);
  const server = await startServer({ port: await freePort(), persistTo });
  try {
    return await work(server.url);
  } finally {
    stopServer(server.child);
  }
}

/** Calls an admin route of a deployed app until it reports nothing remaining. */
export async function maintainRemote(url, token, path, onProgress) {
  if (!token) throw new Error("Defina NEXO_TOKEN (access token de uma conta da equipe Nexo).");
  for (;;) {
    const response = await fetch(new URL(path, url), { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${response.status}: ${body.error ?? JSON.stringify(body)}`);
    onProgress(body);
    if (body.remaining === 0) return body;
  }
}
