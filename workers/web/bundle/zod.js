// What the web Worker's bundle gets for "zod" and "zod/v4" (wrangler.toml, [alias]): zod's classic API without
// its `locales` and `core` namespaces. The `ai` SDK's OpenAI provider (and our schemas) import the `z` namespace
// object, and a namespace used as a value keeps every member it re-exports, so zod's forty-odd error-message
// locales (about 42 KiB gzip) rode along though the Worker only ever formats errors in pt-BR
// (#isomorphic/schemas/validation.ts configures it) and English (zod's default, imported by its path).
// Nothing reads `z.core` or `z.locales`; named imports of "zod/v4/core" and of a locale's file still work.
import * as z from "./zod-members.js";

export * from "./zod-members.js";
export { z, z as default };
