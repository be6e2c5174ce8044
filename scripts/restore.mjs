// `npm run restore -- <backup-id>`: puts every project store the backup's manifest lists back as it was
// (#core/store/backup.ts; docs/deploy.md, "Backup and restore": restore D1 to the backup's moment first, run
// `npm run drift -- --repair` after). Two phases over the stores: every store's object is read and checked
// beside its live rows (stage); only when all passed is each store's rows replaced in one transaction (commit).
// A refused stage changes no store: what was staged is dropped (discard) and the script exits 1.
//
//   NEXO_TOKEN=… npm run restore -- <backup-id> --url https://…   a deployed app (POST /api/admin/restore)
//   npm run restore -- <backup-id> --local [--persist-to DIR]     the local state of `npm start`
import { operationsCommand } from "./lib/operations.mjs";

const usage = "NEXO_TOKEN=… npm run restore -- <backup-id> --url https://…, or npm run restore -- <backup-id> --local";
const { positionals, call, run } = operationsCommand(usage, {}, { allowPositionals: true });
const [backup] = positionals;
if (!backup || positionals.length > 1) {
  console.error(`✖ usage: ${usage}`);
  process.exit(1);
}

/** One phase over every store of the manifest: how many stores it went through. */
async function phase(base, name) {
  let after = null;
  let stores = 0;
  do {
    const body = await call(base, "restore", { backup, phase: name, ...(after ? { after } : {}) });
    stores += body.stores;
    after = body.next;
  } while (after);
  return stores;
}

const restored = await run(async (base) => {
  try {
    console.log(`▶ conferindo o backup ${backup} store por store (nenhum store muda nesta etapa)…`);
    console.log(`  ${await phase(base, "stage")} store(s) conferidos`);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    // What other stores staged is dropped (a backup with no manifest staged nothing, and discard says so too).
    await phase(base, "discard").catch((discard) => console.error(`  discard: ${discard.message}`));
    return false;
  }
  console.log(`  ${await phase(base, "commit")} store(s) restaurados`);
  return true;
});
if (!restored) process.exit(1);
console.log(`✔ stores restaurados do backup ${backup}. Agora: npm run drift -- --repair (docs/deploy.md).`);
