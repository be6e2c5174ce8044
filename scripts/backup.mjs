// `npm run backup`: writes every project's store to R2 as one object per store under backups/<id>/, with a
// manifest (row counts, checksums, and D1's bookmark and time taken before the first store was read:
// #core/store/backup.ts; docs/deploy.md, "Backup and restore"). Prints the backup's id, which `npm run restore`
// takes, and the D1 bookmark and timestamp that `wrangler d1 time-travel restore` takes.
//
//   NEXO_TOKEN=… npm run backup -- --url https://…    a deployed app, through POST /api/admin/backup
//   npm run backup -- --local [--persist-to DIR]      the local state of `npm start` (POST /api/dev/backup)
import { operationsCommand } from "./lib/operations.mjs";

const { call, run } = operationsCommand("NEXO_TOKEN=… npm run backup -- --url https://…, or npm run backup -- --local");

const manifest = await run(async (base) => {
  let query = {};
  let stores = 0;
  for (;;) {
    const body = await call(base, "backup", query);
    stores += body.exported;
    console.log(`  backup ${body.backup}: ${stores} store(s) gravados`);
    if (!body.next) return { backup: body.backup, ...body.manifest };
    query = { backup: body.backup, after: body.next };
  }
});
console.log(`✔ backup ${manifest.backup}: ${manifest.stores} store(s), ${manifest.chunks} trecho(s).`);
console.log(
  `  D1 neste momento: --timestamp ${manifest.d1.timestamp}` +
    (manifest.d1.bookmark ? ` (bookmark ${manifest.d1.bookmark})` : ""),
);
console.log(`  Para restaurar: docs/deploy.md, "Backup and restore" (npm run restore -- ${manifest.backup}).`);
