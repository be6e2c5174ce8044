import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Rows labelled by their order ("1ª remessa", "2ª remessa"…), on a document written for this test (a fictional
 * supply schedule of water meters): the last and the one before it are counted from the end, a count of days names
 * the column measured in days, and a pronoun after "a segunda remessa" stands for the whole phrase. Expected figures
 * are taken from the data written into the document.
 */
const BATCHES = [
  { batch: "1ª remessa", days: 20, meters: 4000, store: "Ipiranguinha" },
  { batch: "2ª remessa", days: 55, meters: 3500, store: "Morro Azul" },
  { batch: "3ª remessa", days: 95, meters: 3000, store: "Capim Branco" },
  { batch: "4ª remessa", days: 130, meters: 2500, store: "Vau Fundo" },
];

const SCHEDULE = `# Cronograma de fornecimento de hidrômetros — Saneitá

## Remessas

| Remessa | Prazo (dias após o pedido) | Hidrômetros (un) | Depósito de destino |
|---|---:|---:|---|
${BATCHES.map((b) => `| ${b.batch} | ${b.days} | ${b.meters.toLocaleString("pt-BR")} | ${b.store} |`).join("\n")}

## Frota de apoio

| Veículo | Dias em manutenção (dias) | Quilometragem (km) |
|---|---:|---:|
| Caminhão baú | 12 | 8.400 |
| Utilitário | 5 | 11.200 |
`;

const passages = passagesOf(SCHEDULE, "cronograma-hidrometros.md", 1);

describe("rows labelled by their order", () => {
  it("the last and the one before it are counted from the end", () => {
    const last = BATCHES.at(-1);
    const beforeLast = BATCHES.at(-2);
    expect(composeAnswer("A última remessa chega em quantos dias?", passages)).toContain(`${last?.days} dias`);
    expect(composeAnswer("Prazo da penúltima remessa, por favor?", passages)).toContain(`${beforeLast?.days} dias`);
  });

  it("a pronoun after an ordinal and its noun stands for both", () => {
    const prior = {
      question: "Em quantos dias sai a terceira remessa de hidrômetros?",
      answer: "A 3ª remessa sai em 95 dias após o pedido [1].",
      documentIds: [],
      earlier: null,
    };
    expect(standaloneQuestion("Para qual depósito ela vai?", prior).text).toContain("terceira remessa");
    const second = BATCHES[1];
    const [, where] = offlineConversation(
      passages,
      "Quantos hidrômetros vêm na segunda remessa do cronograma?",
      "Para qual depósito ela vai?",
    );
    expect(where).toContain(second?.store ?? "?");
  });
});

/** Columns numbered by the phase they follow: "a segunda fase" names "Após a fase 2". */
const PHASES = `# Plano de setorização da rede do Alto Jacarandá — 2027–2029

| Indicador | Antes das obras | Após a fase 1 | Após a fase 2 |
|---|---:|---:|---:|
| Setores com macromedição | 4 | 11 | 19 |
| Válvulas redutoras de pressão | 2 | 9 | 14 |
`;

describe("an ordinal that names a numbered column", () => {
  it("reads the column numbered as the ordinal says, not another the noun also names", () => {
    const [reply] = offlineConversation(
      passagesOf(PHASES, "plano-setorizacao.md"),
      "Olá! Quantas válvulas redutoras de pressão a rede terá depois da segunda fase?",
    );
    expect(reply).toMatch(/\b14\b/);
    expect(reply).not.toMatch(/\b9\b/);
  });
});
