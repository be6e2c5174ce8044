import { describe, expect, it } from "vitest";
import { type DocumentOutline, suggestQuestions } from "#core/conversations/suggest-questions.ts";

/**
 * The questions an empty conversation offers read as a colleague would ask them of the documents: built from the
 * documents' own titles, section headings and tables, in correct Portuguese (article and contraction agreeing with
 * the noun), never "O que é detecção?" or "O que há em “Objetivo”?".
 */
const outline = (documentId: string, documentName: string, location: string | null, excerpt = ""): DocumentOutline => ({
  documentId,
  documentName,
  location,
  excerpt,
});

const PLAN = [
  outline("plano", "plano-piloto.md", "Plano do Piloto", "# Plano do Piloto\n\nO piloto de atendimento digital."),
  outline("plano", "plano-piloto.md", "Plano do Piloto > Objetivo", "## Objetivo\n\nReduzir o tempo de espera."),
  outline(
    "plano",
    "plano-piloto.md",
    "Plano do Piloto > Canais",
    [
      "## Canais",
      "",
      "| Canal | Volume mensal | Meta de automação |",
      "|---|---:|---:|",
      "| Telefone | 12.500 | 20% |",
      "| Site | 4.200 | 45% |",
    ].join("\n"),
  ),
  outline("plano", "plano-piloto.md", "Plano do Piloto > Cronograma", "## Cronograma\n\nO piloto dura 90 dias."),
  outline("plano", "plano-piloto.md", "Plano do Piloto > Detecção de fraudes", "## Detecção de fraudes\n\nRegras."),
];

const MINUTES = [
  outline("ata", "ata.md", "Ata da Reunião de Março > Decisões", "## Decisões\n\nAprovado o piloto."),
  outline("ata", "ata.md", "Ata da Reunião de Março > Próximos passos", "## Próximos passos\n\nRevisar o prazo."),
];

describe("suggestQuestions", () => {
  it("asks a document what a colleague would: its table's figures, its objective, its schedule, its sections", () => {
    expect(suggestQuestions(PLAN, 6)).toEqual([
      "Qual canal tem o maior volume mensal?",
      "Qual é o objetivo do Plano do Piloto?",
      "O que o Plano do Piloto diz sobre os canais?",
      "Qual é o cronograma do Plano do Piloto?",
      "O que o Plano do Piloto diz sobre a detecção de fraudes?",
    ]);
  });

  it("takes one question from each document in turn, each document's in its own order, as many as asked", () => {
    const own = (outlines: DocumentOutline[]) => suggestQuestions(outlines, 100);
    const interleaved = (queues: string[][]) =>
      Array.from({ length: Math.max(...queues.map((queue) => queue.length)) }, (_, round) =>
        queues.flatMap((queue) => queue[round] ?? []),
      ).flat();
    for (const outlines of [
      [...PLAN, ...MINUTES],
      [...MINUTES, ...PLAN],
      [...PLAN.slice(0, 2), ...MINUTES, ...PLAN.slice(2)],
    ]) {
      const ids = [...new Set(outlines.map((outline) => outline.documentId))];
      const queues = ids.map((id) => own(outlines.filter((outline) => outline.documentId === id)));
      for (let count = 0; count <= 8; count++)
        expect(suggestQuestions(outlines, count)).toEqual(interleaved(queues).slice(0, count));
    }
    // The article of each title: "do Plano", "da Ata".
    expect(own(MINUTES).every((question) => question.includes("a Ata da Reunião de Março"))).toBe(true);
    expect(own(PLAN).some((question) => question.includes("do Plano do Piloto"))).toBe(true);
  });

  it("names a document without headings by its first line, or by its file name, and never asks what a word is", () => {
    const questions = suggestQuestions([
      outline(
        "rel",
        "relatorio.pdf",
        "Página 1",
        "Relatório de Perdas 2025\nDetecção de vazamentos. A detecção melhorou.",
      ),
      outline(
        "glo",
        "glossario_tecnico.txt",
        null,
        "matrícula: identificador do imóvel. A matrícula aparece na fatura.",
      ),
    ]);
    expect(questions).toEqual([
      "Quais são os pontos principais do Relatório de Perdas 2025?",
      "Quais são os pontos principais do documento “glossario tecnico”?",
    ]);
  });

  it("agrees articles with the noun: feminine, plural, and the -ma words that are masculine; drops a code before a title", () => {
    const questions = suggestQuestions(
      [
        outline("m", "manual.md", "Manual da Estação > Manutenção"),
        outline("m", "manual.md", "Manual da Estação > Metas"),
        outline("m", "manual.md", "Manual da Estação > Sistema de alarmes"),
        outline("m", "manual.md", "Manual da Estação > RF-01 — Consulta de fatura"),
        outline("m", "manual.md", "Manual da Estação > Riscos"),
      ],
      5,
    );
    expect(questions).toEqual([
      "O que o Manual da Estação diz sobre a manutenção?",
      "Quais são as metas do Manual da Estação?",
      "O que o Manual da Estação diz sobre o sistema de alarmes?",
      "O que o Manual da Estação diz sobre a consulta de fatura?",
      "Quais riscos o Manual da Estação aponta?",
    ]);
    for (const question of questions) expect(question).not.toMatch(/O que há em|O que é /);
  });
});
