import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Moments named as people name them over tables of moments: "depois" (a stopword to the search analyzer) names the
 * column "Depois"; "hoje" and "atualmente" ask the present, the column that says so or else the last moment that is no
 * target; "E hoje?" after a question timed by an event ("antes da troca") swaps that time; a row read whole writes its
 * moments without articles. Over a report written for this test.
 */
const REPORT = `# Relatório da troca de bombas da elevatória Serra Azul

Responsável: Otávio Brandão (técnico de manutenção).

## Desempenho antes e depois da troca

| Indicador | Antes (2025) | Depois (2026) |
|---|---:|---:|
| Consumo de energia | 41.200 kWh | 29.800 kWh |
| Paradas não programadas | 14 | 3 |

## Indicadores da elevatória e metas

| Indicador | Linha de base | Situação atual | Meta 2028 |
|---|---:|---:|---:|
| Disponibilidade das bombas | 91% | 96% | 99% |
| Horas de operação por dia | 18 h | 21 h | 24 h |
`;
const passages = passagesOf(REPORT, "relatorio-troca-bombas-serra-azul.md");

describe("moments named as people name them", () => {
  it("reads the column 'Depois' when the question says 'depois'", () => {
    const [reply] = offlineConversation(passages, "Qual foi o consumo de energia depois da troca?");
    expect(reply).toContain("29.800");
    expect(reply).not.toContain("41.200");
  });

  it("reads the present as the last moment that is no target", () => {
    const [now] = offlineConversation(passages, "Quantas paradas não programadas a elevatória tem hoje?");
    expect(now).toContain("3");
    expect(now).not.toContain("14");
    const [current] = offlineConversation(passages, "Oi! Qual é a disponibilidade das bombas atualmente?");
    expect(current).toContain("96%");
    expect(current).not.toContain("99%");
  });

  it("swaps a time set by an event for 'hoje' in a follow-up", () => {
    const [, today] = offlineConversation(passages, "Qual era o consumo de energia antes da troca?", "E hoje?");
    expect(today).toContain("29.800");
    expect(today).not.toContain("41.200");
  });

  it("writes a row's moments without articles", () => {
    const [reply] = offlineConversation(passages, "Qual foi o consumo de energia da elevatória?");
    expect(reply).toContain("41.200");
    expect(reply).not.toMatch(/\b(?:os|as|o|a) depois\b/u);
  });
});
