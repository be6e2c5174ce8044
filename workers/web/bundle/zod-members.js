// zod's classic API (its package's "zod/v4" minus the namespaces that hold every locale): see ./zod.js.
// "zod-classic" is wrangler.toml's alias for the file, which zod's exports map does not name.
export * from "zod-classic";
// A module's own export takes precedence over the same name from `export *`, so these replace zod's namespaces.
export const core = undefined;
export const locales = undefined;
// Nothing in the Worker builds a schema from JSON Schema (the `ai` SDK only writes JSON Schema from zod's).
export const fromJSONSchema = undefined;
// Nor compiles a parser ahead of time: zod's `compile` and its helpers (its own 31 KiB module) stay out.
export const compile = undefined;
export const withParser = undefined;
export const toZod = undefined;
export const ZodCompileAsyncError = undefined;
export const ZodCompileUnsupportedError = undefined;
