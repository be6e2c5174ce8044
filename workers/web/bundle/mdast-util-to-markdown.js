// What the web Worker's bundle gets for "mdast-util-to-markdown" (wrangler.toml, [alias]). remark-gfm registers
// GitHub-flavoured Markdown's serialisers beside its parsers, and two of them (tables, task lists) import this
// package's default handlers; the Worker only parses Markdown (react-markdown's render, markdown-blocks.ts) and never
// writes it back, so the serialiser (with its entity tables) cost bytes that never ran (docs/performance.md, the web
// Worker's size). Serialising Markdown in the Worker fails loudly here instead.
function unavailable() {
  throw new Error("O Worker do Nexo não serializa Markdown: mdast-util-to-markdown fica fora do seu bundle.");
}

export const defaultHandlers = new Proxy({}, { get: () => unavailable });

export function toMarkdown() {
  return unavailable();
}
