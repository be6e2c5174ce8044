import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CitationMarkers } from "#app/components/markdown/markdown-components.tsx";
import { MarkdownTree } from "#app/components/markdown/markdown-tree.tsx";
import { MarkdownView } from "#app/components/markdown/markdown-view.tsx";
import { AGENT_SUGGESTIONS } from "#app/initiatives/ouvidoria/agent-chat.tsx";
import { buildAgentContext } from "#isomorphic/initiatives/ouvidoria/data.ts";
import { answerQuestion } from "#core/ai/ouvidoria-analyst.ts";
import { markdownTree } from "#app/components/markdown/markdown-tree.server.ts";
import architecture from "#docs/architecture.md?raw";

// A citation renders as the page renders it: a link of its own, to tell it from an ordinary one.
const citations = (numbers: number[]): CitationMarkers => ({
  numbers,
  render: (n: number, label: ReactNode) => createElement("a", { href: `/fonte/${n}`, "data-citation": n }, label),
});

const parsed = (text: string, cited: number[]) =>
  renderToStaticMarkup(createElement(MarkdownView, { children: text, citations: citations(cited) }));

/** The tree as the page receives it: through the loader's JSON. */
function fromServer(text: string, cited: number[]) {
  const tree = markdownTree(text, cited);
  if (!tree) return null;
  const received = JSON.parse(JSON.stringify(tree));
  return renderToStaticMarkup(createElement(MarkdownTree, { tree: received, citations: citations(cited) }));
}

const context = buildAgentContext(new Date("2026-11-24T12:00:00Z"));
const analystAnswers = [...AGENT_SUGGESTIONS, "Qual o caso da Maria Aparecida?", "Como está a Zona Leste?"].map(
  (question) => answerQuestion(question, context),
);
// The architecture document's sections: headings, lists, tables, links and inline code, as people write them.
const sections = architecture.split(/\n(?=## )/).filter((section) => !section.includes("```"));

const edgeCases = [
  "A vazão nominal é de **480 L/s** [1], revisada em 2025 [2]; o item [3] não tem fonte.",
  "| Região | Casos |\n|---|---:|\n| Centro | 12 |\n| Zona Leste | 7 |",
  "- [x] medir a vazão\n- [ ] revisar o laudo [1]",
  "Veja <script>alert(1)</script> e <b>negrito</b> em HTML cru.",
  "[perigoso](javascript:alert(1)) e [seguro](https://exemplo.com.br/a?b=1) e <https://exemplo.com.br>",
  "![imagem](data:image/png;base64,AAAA) e www.exemplo.com.br e contato@exemplo.com.br",
  "1. primeiro\n2. segundo\n   - aninhado com `código`\n\n> citação com ~~riscado~~ e _ênfase_",
  "Nota de rodapé[^1].\n\n[^1]: O texto da nota.",
  "    código indentado\n\nlinha  \nquebrada",
  "# Título\n\nTexto\n\n---\n\n### Sub",
];

describe("a tree the server parsed renders as the parser renders the text", () => {
  it("gives the same HTML for answers, documents and edge cases, after the loader's JSON", () => {
    const corpus = [...analystAnswers, ...sections, ...edgeCases];
    let compared = 0;
    for (const text of corpus) {
      const html = fromServer(text, [1, 2]);
      if (html === null) continue;
      expect(html, text.slice(0, 80)).toBe(parsed(text, [1, 2]));
      compared++;
    }
    // Every one of these has markup and no fenced code: none may fall back to the browser's parser.
    expect(compared).toBe(corpus.length);
    expect(sections.length).toBeGreaterThan(5);
  });

  it("leaves plain prose and fenced code to the browser, and carries no source positions", () => {
    expect(markdownTree("Olá! Como posso ajudar?", [])).toBeUndefined();
    expect(markdownTree("Veja:\n\n```ts\nconst a = 1;\n```", [])).toBeUndefined();
    const tree = markdownTree("Um **destaque** [1].", [1]);
    expect(tree).toBeDefined();
    expect(JSON.stringify(tree)).not.toContain("position");
    // The citation is marked for the page's link, and raw HTML never survives as an element.
    expect(fromServer("Um **destaque** [1].", [1])).toContain('<a href="/fonte/1" data-citation="1">[1]</a>');
    expect(fromServer("Texto <script>x</script>", [])).not.toContain("<script>");
  });
});
