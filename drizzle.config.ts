import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./workers/core/db/schema.ts",
  out: "./migrations",
});
