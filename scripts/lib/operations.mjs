// How the operations scripts (`npm run drift`, `backup`, `restore`) reach the app. The project stores are Durable
// Objects of the web Worker, out of a Node script's reach, so the work runs inside the app: a deployed one through
// POST /api/admin/<route> with an access token of a Nexo team account (NEXO_TOKEN, from the environment only,
// since npm echoes an argument with the command), or the local state of `npm start` through POST /api/dev/<route>
// on a local server the script starts (development only, no account).
import { parseArgs } from "node:util";
import { withLocalServer } from "./maintenance.mjs";

/**
 * The command line of an operations script: `--url https://…` or `--local [--persist-to DIR]`, plus the
 * script's own `options`; exits with `usage` when neither or both are given. `call(base, route, query)` posts
 * to the route and answers its JSON (throwing with the app's message on a refusal); `run(work)` runs
 * `work(base)` against the deployed app or a local server.
 */
export function operationsCommand(usage, options = {}, { allowPositionals = false } = {}) {
  const { values: flags, positionals } = parseArgs({
    options: {
      url: { type: "string" },
      local: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      ...options,
    },
    allowPositionals,
  });
  if (!flags.url === !flags.local) {
    console.error(`✖ usage: ${usage}`);
    process.exit(1);
  }
  const token = process.env.NEXO_TOKEN ?? "";
  if (flags.url && !token) {
    console.error("✖ Defina NEXO_TOKEN (access token de uma conta da equipe Nexo; npm run team-member).");
    process.exit(1);
  }
  const call = async (base, route, query = {}) => {
    const path = `${flags.url ? "/api/admin" : "/api/dev"}/${route}`;
    const response = await fetch(new URL(`${path}?${new URLSearchParams(query)}`, base), {
      method: "POST",
      headers: { Origin: new URL(base).origin, ...(flags.url ? { Authorization: `Bearer ${token}` } : {}) },
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body.error ?? JSON.stringify(body)}`);
    return body;
  };
  const run = (work) => (flags.url ? work(flags.url) : withLocalServer(flags["persist-to"], work));
  return { flags, positionals, call, run };
}
