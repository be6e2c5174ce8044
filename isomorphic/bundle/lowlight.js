// What the web Worker's bundle and the browser's get for "lowlight" (wrangler.toml's [alias], vite.config.ts's
// resolve.alias): rehype-highlight imports lowlight's `common`, thirty-seven grammars, as the default for a caller
// that registers none, and an import used as a value keeps them all, though the app always registers its own ten
// (app/components/markdown/highlighted-markdown.tsx). Here that default is empty: a caller with no languages of its
// own would highlight nothing; ours always has them.
// "lowlight-core" is both configs' alias for lowlight's own module, which its exports map does not name.
export { createLowlight } from "lowlight-core";
export const common = {};
export const all = {};
