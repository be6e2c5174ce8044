// `npm run move-stores`: moves the chunks still in D1 (from before each
// project had its own store) into the projects' stores, with their ids, and
// locally their vectors (#core/store/move-from-d1.ts). Resumable and
// idempotent: run it again until it says nothing remains. `npm start` does the
// same for the local state on every start.
//
//   npm run move-stores                       the local state of `npm start` (.wrangler/state)
//   npm run move-stores -- --persist-to DIR   another local state
//   npm run move-stores -- --url https://… --token ACCESS_TOKEN
//                                             a deployed app, through POST /api/admin/move-stores
//                                             (an access token of a Nexo team account, docs/deploy.md)
import { parseArgs } from "node:util";
import { maintainLocal, maintainRemote, withLocalServer } from "./lib/maintenance.mjs";

const { values: flags } = parseArgs({
  options: { "persist-to": { type: "string" }, url: { type: "string" }, token: { type: "string" } },
});

let chunks = 0;
const report = (move) => {
  chunks += move.chunks;
  console.log(`  ${chunks} trechos copiados; ${move.remaining} projeto(s) por terminar.`);
};
if (flags.url) {
  await maintainRemote(flags.url, flags.token ?? process.env.NEXO_TOKEN ?? "", "/api/admin/move-stores", report);
} else {
  await withLocalServer(flags["persist-to"], (base) => maintainLocal(base, { onProgress: ({ move }) => report(move) }));
}
console.log("Pronto: todos os projetos leem seus trechos dos próprios stores; as tabelas antigas do D1 estão vazias.");
