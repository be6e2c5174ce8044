import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownView } from "#app/components/markdown/markdown-view.tsx";
import { PlainProse } from "#app/components/markdown/plain-prose.tsx";
import { isPlainProse } from "#isomorphic/text/plain-prose.ts";
import { markdownBlocks, parseMarkdown } from "#core/documents/markdown-blocks.ts";
import { toString as textOf } from "mdast-util-to-string";
import { AGENT_ERROR, AGENT_GREETING } from "#app/initiatives/ouvidoria/use-analyst-chat.ts";
import faquad from "#tests/fixtures/faquad/train.json";

const viaParser = (text: string) => renderToStaticMarkup(createElement(MarkdownView, { children: text }));
const viaFastPath = (text: string) => renderToStaticMarkup(createElement(PlainProse, { text }));

// Real Portuguese prose: FaQuAD's paragraphs, questions and answers, and the same joined in the shapes chat text takes.
const paragraphs = faquad.data.flatMap((article) => article.paragraphs.map((paragraph) => paragraph.context));
const questions = faquad.data.flatMap((article) =>
  article.paragraphs.flatMap((paragraph) => paragraph.qas.map((qa) => qa.question)),
);
const answers = faquad.data.flatMap((article) =>
  article.paragraphs.flatMap((paragraph) => paragraph.qas.flatMap((qa) => qa.answers.map((answer) => answer.text))),
);
const shaped = paragraphs.slice(0, 40).flatMap((text, i) => {
  const next = paragraphs[i + 1] ?? "";
  return [
    `${text}\n\n${next}`,
    `  ${text}\n   ${next}  `,
    `${text.slice(0, 80)}\n${text.slice(80, 160)}\n \t\n\n${next.slice(0, 60)}`,
    `\n\n${text.slice(0, 50)}\t fim \n\n\n`,
  ];
});

describe("plain prose renders without the Markdown parser", () => {
  it("renders every text it accepts exactly as the parser does", () => {
    const corpus = [AGENT_GREETING, AGENT_ERROR, ...paragraphs, ...questions, ...answers, ...shaped];
    const accepted = corpus.filter(isPlainProse);
    for (const text of accepted) expect(viaFastPath(text), JSON.stringify(text)).toBe(viaParser(text));
    // The fast path has to matter: the greeting, the error and most real questions take it.
    expect(isPlainProse(AGENT_GREETING)).toBe(true);
    expect(isPlainProse(AGENT_ERROR)).toBe(true);
    expect(questions.filter(isPlainProse).length / questions.length).toBeGreaterThan(0.8);
    expect(shaped.filter(isPlainProse).length).toBeGreaterThan(40);
  });

  it("leaves anything that may be markup to the parser", () => {
    const markup = [
      "Veja **isto**",
      "um _itálico_",
      "A vazão é 480 L/s [1].",
      "- item",
      "texto\n+ item",
      "1. primeiro",
      "texto\n2) segundo",
      "# Título",
      "Título\n===",
      "Título\n---",
      "> citação",
      "| a | b |",
      "linha  \nquebrada",
      "veja https://exemplo.com",
      "ou www.exemplo.com",
      "escreva para a@b.com",
      "use `código`",
      "&amp; entidade",
      "<b>html</b>",
      "    código indentado",
      "\tcódigo com tab",
      "~~riscado~~",
      "barra \\ invertida",
      "linha\r\noutra",
    ];
    for (const text of markup) expect(isPlainProse(text), text).toBe(false);
  });

  it("splits every text it accepts into the paragraphs, texts and offsets the parser gives", () => {
    const nbsp = paragraphs.slice(0, 20).map((text) => `\u00a0${text.slice(0, 60)}\u00a0\n  ${text.slice(60, 120)}`);
    const corpus = [...paragraphs, ...questions, ...shaped, ...nbsp].filter(isPlainProse);
    expect(corpus.length).toBeGreaterThan(500);
    for (const text of corpus) {
      // What the parser makes of it, read straight from mdast (markdownBlocks itself now skips the parser).
      const parsed = parseMarkdown(text).children.map((node) => ({
        kind: node.type,
        text: textOf(node, { includeImageAlt: false }).trim(),
        start: node.position?.start.offset,
        end: node.position?.end.offset,
      }));
      expect(markdownBlocks(text), JSON.stringify(text)).toEqual(parsed);
    }
  });
});
