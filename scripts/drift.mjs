// `npm run drift`: compares, project by project, D1's ready documents and chunk counts with each project's store
// and their vectors with the vector index (#core/store/drift.ts; docs/deploy.md, "Backup and restore"), and with
// --repair queues the ingestion of the documents whose chunks the store lacks or whose vectors the index lacks. Chunks of documents D1 does not list are reported, never removed.
//
//   NEXO_TOKEN=… npm run drift -- --url https://…  [--repair]
//                     a deployed app, through POST /api/admin/drift (an access token of a Nexo team account,
//                     only from the environment, since npm echoes an argument with the command)
//   npm run drift -- --local [--persist-to DIR] [--repair]
//                     the local state of `npm start`, through a local server it starts (POST /api/dev/drift)
//
// Exits 1 while drift remains (after --repair, once the re-ingestion has had its chance), 0 when none.
import { operationsCommand } from "./lib/operations.mjs";

const {
  flags,
  call,
  run: onTarget,
} = operationsCommand(
  "NEXO_TOKEN=… npm run drift -- --url https://… [--repair], or npm run drift -- --local [--repair]",
  { repair: { type: "boolean", default: false } },
);

/** Every page of the check at `base`: the drifted projects, how many were compared and how many queued. */
async function check(base, repair) {
  const drifted = [];
  let checked = 0;
  let repaired = 0;
  let after = null;
  do {
    const body = await call(base, "drift", { ...(repair ? { repair: "1" } : {}), ...(after ? { after } : {}) });
    drifted.push(...body.drifted);
    checked += body.checked;
    repaired += body.repaired;
    after = body.next;
  } while (after);
  return { drifted, checked, repaired };
}

function print({ drifted, checked }) {
  for (const project of drifted) {
    console.log(
      `  projeto ${project.projectId}: ${project.documents} documento(s) prontos, ${project.storedChunks} de ${project.expectedChunks} trechos no store` +
        (project.orphanChunks ? `; ${project.orphanChunks} trecho(s) de documentos que o D1 não lista` : ""),
    );
    for (const missing of project.missing)
      console.log(
        `    documento ${missing.documentId} v${missing.version}: ${missing.stored} de ${missing.expected} trechos`,
      );
    for (const missing of project.missingVectors)
      console.log(
        `    documento ${missing.documentId} v${missing.version}: ${missing.vectors} vetor(es) para ${missing.chunks} trechos no índice`,
      );
  }
  console.log(`${checked} projeto(s) conferidos; ${drifted.length} com diferenças.`);
}

const missingIn = (result) =>
  result.drifted.some((project) => project.missing.length > 0 || project.missingVectors.length > 0);

async function run(base) {
  const first = await check(base, flags.repair);
  print(first);
  if (!flags.repair || first.repaired === 0) return missingIn(first);
  console.log(`▶ ${first.repaired} documento(s) na fila de ingestão de novo; conferindo até que o store os tenha…`);
  // The ingestion Worker fills the stores; look again until nothing is missing, or two minutes pass.
  const deadline = Date.now() + 120_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const again = await check(base, false);
    if (!missingIn(again) || Date.now() > deadline) {
      print(again);
      return missingIn(again);
    }
  }
}

const drift = await onTarget(run);
process.exit(drift ? 1 : 0);
