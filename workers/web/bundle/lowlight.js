// What the web Worker's bundle gets for "lowlight" (wrangler.toml, [alias]): rehype-highlight imports lowlight's
// `common`, thirty-seven grammars, as the default for a caller that registers none, and an import used as a value
// keeps them all, though the app always registers its own ten (app/components/markdown/highlighted-markdown.tsx).
// Here that default is empty: a caller with no languages of its own would highlight nothing; ours always has them.
// "lowlight-core" is wrangler.toml's alias for lowlight's own module, which its exports map does not name.
export { createLowlight } from "lowlight-core";
export const common = {};
export const all = {};
