// `npm run reindex`: re-embeds, with the embedder the app now uses, every
// document whose vectors were made by another model (after a change of
// embedder: OPENAI_API_KEY set or removed, Workers AI turned on). Only the
// vectors change; chunks and full-text search stay, so the app keeps
// answering meanwhile. Resumable: each document is marked done once its
// vectors are written, so a second run continues where one stopped.
//
//   npm run reindex                       the local state of `npm start` (.wrangler/state), through a
//                                         local server on a free port (the vectors are in the projects' stores)
//   npm run reindex -- --persist-to DIR   another local state
//   NEXO_TOKEN=… npm run reindex -- --url https://…
//                                         a deployed app, through POST /api/admin/reindex
//                                         (an access token of a Nexo team account, docs/api.md; only from the
//                                         environment, since npm echoes an argument with the command)
import { parseArgs } from "node:util";
import { maintainLocal, maintainRemote, withLocalServer } from "./lib/maintenance.mjs";

const { values: flags } = parseArgs({
  options: { "persist-to": { type: "string" }, url: { type: "string" }, token: { type: "string" } },
});

// A token as an argument is refused, not used: npm has already printed it with the command (and the shell's
// history keeps it). The environment is the one way in.
if (flags.token) {
  console.error("✖ --token is not accepted (npm prints it with the command): NEXO_TOKEN=… npm run reindex -- --url …");
  process.exit(1);
}
if (flags.url) {
  let done = 0;
  const progress = await maintainRemote(flags.url, process.env.NEXO_TOKEN ?? "", "/api/admin/reindex", (body) => {
    done += body.done;
    console.log(`  ${done} reindexados nesta execução; faltam ${body.remaining} de ${body.total} (${body.model})`);
    if (body.remaining > 0 && body.done === 0)
      throw new Error("Nenhum progresso nesta chamada; veja os logs do Worker.");
  });
  report({ ...progress, done });
} else {
  let done = 0;
  const progress = await withLocalServer(flags["persist-to"], (base) =>
    maintainLocal(base, {
      onProgress: ({ reindex }) => {
        done += reindex.done;
        if (reindex.done > 0) console.log(`  ${done} reindexados; faltam ${reindex.remaining} (${reindex.model})`);
      },
    }),
  );
  report({ ...progress.reindex, done });
}

function report(progress) {
  console.log(
    progress.remaining === 0
      ? `Pronto: ${progress.done} documento(s) reindexados; todos os ${progress.total} têm vetores de ${progress.model}.`
      : `Parcial: ${progress.done} reindexados, ${progress.remaining} ainda com vetores de outro modelo. Rode de novo para continuar.`,
  );
}
