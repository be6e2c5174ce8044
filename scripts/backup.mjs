// `npm run backup`: writes every project's store to R2 as one object per store under backups/<id>/, with a
// manifest (row counts, checksums, and D1's bookmark and time taken before the first store was read:
// #core/store/backup.ts; docs/deploy.md, "Backup and restore"). Prints the backup's id, which `npm run restore`
// takes, and the D1 bookmark and timestamp that `wrangler d1 time-travel restore` takes.
//
//   NEXO_TOKEN=… npm run backup -- --url https://…    a deployed app, through POST /api/admin/backup
//   npm run backup -- --local [--persist-to DIR]      the local state of `npm start` (POST /api/dev/backup)
//   … --project ID [--project ID]…                    only those projects' stores (a restore of D1 needs them all)
import { operationsCommand } from "./lib/operations.mjs";

const { flags, call, run } = operationsCommand(
  "NEXO_TOKEN=… npm run backup -- --url https://… [--project ID]…, or npm run backup -- --local [--project ID]…",
  { project: { type: "string", multiple: true } },
);
// Only these projects' stores (before a risky change to them); a restore of D1 needs a backup of every store.
const only = flags.project ? { projects: flags.project.join(",") } : {};

const manifest = await run(async (base) => {
  let query = { ...only };
  let stores = 0;
  for (;;) {
    const body = await call(base, "backup", query);
    stores += body.exported;
    console.log(`  backup ${body.backup}: ${stores} store(s) gravados`);
    if (!body.next) return { backup: body.backup, ...body.manifest };
    query = { ...only, backup: body.backup, after: body.next };
  }
});
console.log(`✔ backup ${manifest.backup}: ${manifest.stores} store(s), ${manifest.chunks} trecho(s).`);
console.log(
  `  D1 neste momento: --timestamp ${manifest.d1.timestamp}` +
    (manifest.d1.bookmark ? ` (bookmark ${manifest.d1.bookmark})` : ""),
);
console.log(`  Para restaurar: docs/deploy.md, "Backup and restore" (npm run restore -- ${manifest.backup}).`);
