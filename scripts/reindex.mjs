// `npm run reindex`: re-embeds, with the embedder the app now uses, every
// document whose vectors were made by another model (after a change of
// embedder: OPENAI_API_KEY set or removed, Workers AI turned on). Only the
// vectors change; chunks and full-text search stay, so the app keeps
// answering meanwhile. Resumable: each document is marked done once its
// vectors are written, so a second run continues where one stopped.
//
//   npm run reindex                       the local state of `npm start` (.wrangler/state)
//   npm run reindex -- --persist-to DIR   another local state
//   npm run reindex -- --url https://… --token ACCESS_TOKEN
//                                         a deployed app, through POST /api/admin/reindex
//                                         (an access token of a Nexo team account, docs/api.md)
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { database } from "#core/db/client.ts";
import { reembedStale } from "#core/search/reindex.ts";
import { searchServices } from "#core/search/search-services.ts";

const { values: flags } = parseArgs({
  options: { "persist-to": { type: "string" }, url: { type: "string" }, token: { type: "string" } },
});

if (flags.url) await remote(flags.url, flags.token ?? process.env.NEXO_TOKEN ?? "");
else await local(flags["persist-to"]);

async function local(persistTo) {
  const { env, dispose } = await getPlatformProxy({ persist: persistTo ? { path: persistTo } : true });
  try {
    const { embedder, vectors } = searchServices({ ...env, VECTOR_INDEX: "d1" });
    console.log(`Reindexando com ${embedder.model} (${embedder.dimensions} dimensões)…`);
    let n = 0;
    const progress = await reembedStale(
      { db: database(env.DB), embedder, vectors },
      {
        onDocument: (document) =>
          console.log(`  ${++n}. ${document.name} (${document.chunks} trechos, projeto ${document.projectId})`),
      },
    );
    report(progress);
  } finally {
    await dispose();
  }
}

async function remote(url, token) {
  if (!token) throw new Error("Informe --token (access token de uma conta da equipe Nexo) ou NEXO_TOKEN.");
  let done = 0;
  for (;;) {
    const response = await fetch(new URL("/api/admin/reindex", url), {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${response.status}: ${body.error ?? JSON.stringify(body)}`);
    done += body.done;
    console.log(`  ${done} reindexados nesta execução; faltam ${body.remaining} de ${body.total} (${body.model})`);
    if (body.remaining === 0) return report({ ...body, done });
    if (body.done === 0) throw new Error("Nenhum progresso nesta chamada; veja os logs do Worker.");
  }
}

function report(progress) {
  console.log(
    progress.remaining === 0
      ? `Pronto: ${progress.done} documento(s) reindexados; todos os ${progress.total} têm vetores de ${progress.model}.`
      : `Parcial: ${progress.done} reindexados, ${progress.remaining} ainda com vetores de outro modelo. Rode de novo para continuar.`,
  );
}
