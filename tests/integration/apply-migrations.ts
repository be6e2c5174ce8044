import { applyD1Migrations, env } from "cloudflare:test";

// Only unapplied migrations run, so calling this once per file is cheap.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
