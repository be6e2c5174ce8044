import { describe, expect, it } from "vitest";
import { composeAnswer, NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A table's row answers what its cells hold. Over a register of occurrences written for this test (codes, a cause
 * column, amounts) and a table of partners with no dates:
 * - a row named by the question is no answer to a date or a span of time it does not state;
 * - "Qual é a causa de X?" reads the row's cause column, though a sentence elsewhere explains something with "pois";
 * - "E ela foi de quanto?" after it stands for X (the thing the cause was asked of), asks X's amount, and the figure in X's
 *   code ("OC-07") is no amount of the last reply;
 * - a table with subtotals ("Total de entradas", "Total de saídas") adds up no column across them, nor takes a share
 *   of all its rows.
 */
const br = (n: number) => n.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const OCCURRENCES: [string, string, number][] = [
  ["OC-05", "hidrômetro violado na ligação comercial", 2_310.4],
  ["OC-07", "desvio de ramal antes do medidor", 6_845.9],
  ["OC-09", "leitura estimada por falta de acesso", 912.35],
];
const REGISTER = `# Registro de ocorrências comerciais — Agência Vale do Itaúnas — 1º semestre de 2033

## Ocorrências apuradas

| Ocorrência | Causa apurada | Valor recuperado (R$) |
|---|---|---:|
${OCCURRENCES.map(([code, cause, value]) => `| ${code} | ${cause} | ${br(value)} |`).join("\n")}

## Providências

A agência vai repetir a vistoria no bairro Jardim das Acácias, pois a ocorrência do ano anterior também foi lá.

## Parceiros de arrecadação

| Parceiro | Guias pagas | Valor arrecadado (R$) |
|---|---:|---:|
| Cooperativa Ribeira do Norte | 12.480 | 1.604.220,00 |
| Farmácias Boa Saúde | 3.915 | 488.310,00 |
`;
const passages = passagesOf(REGISTER, "registro-ocorrencias.md");

describe("a row named by the question", () => {
  it("does not answer a date it does not state", () => {
    const answer = composeAnswer("Até quando vale o convênio com a Cooperativa Ribeira do Norte?", passages);
    expect(answer).not.toContain("12.480");
    expect(answer.startsWith(NOTHING_FOUND)).toBe(true);
  });

  it("still answers what its cells hold", () => {
    const answer = composeAnswer("Quantas guias a Cooperativa Ribeira do Norte recebeu?", passages);
    expect(answer).toContain("12.480");
  });
});

describe("a cause and then the amount of the thing it was asked of", () => {
  const [code, cause, value] = OCCURRENCES[1] ?? ["", "", 0];
  const [first, second] = offlineConversation(
    passages,
    `Que causa foi apurada para a ocorrência ${code}?`,
    "E ela foi de quanto?",
  );

  it("reads the cause column of the row the question names", () => {
    expect(first).toContain(cause);
    // Asked as a reason, not by the column's words: the row's cause still answers, not the sentence with "pois".
    const [reason] = offlineConversation(passages, `Qual o motivo da ocorrência ${code}?`);
    expect(reason).toContain(cause);
  });

  it("answers the amount of that occurrence", () => {
    expect(second).toContain(br(value));
    expect(second).not.toMatch(/^A causa/);
  });
});

const CASH = `# Caixa da Agência Vale do Itaúnas — 2º trimestre de 2033

## Caixa projetado (R$ mil)

| Linha | Abril/2033 | Maio/2033 | Junho/2033 | Trimestre |
|---|---:|---:|---:|---:|
| Tarifas | 410 | 395 | 420 | 1.225 |
| Convênios | 35 | 20 | 40 | 95 |
| Total de entradas | 445 | 415 | 460 | 1.320 |
| Pessoal | 260 | 255 | 262 | 777 |
| Energia | 90 | 88 | 95 | 273 |
| Total de saídas | 350 | 343 | 357 | 1.050 |
| Resultado | 95 | 72 | 103 | 270 |
`;

describe("a table with subtotals", () => {
  it("adds up no column across what comes in and what goes out", () => {
    const answer = composeAnswer("Quanto a agência movimenta no trimestre?", passagesOf(CASH, "caixa.md"));
    const everything = [1_225, 95, 777, 273, 270].reduce((sum, v) => sum + v, 0);
    expect(answer).not.toContain(everything.toLocaleString("pt-BR"));
  });
});

/** What comes in and what goes out, each with its subtotal: no one whole. */
const BALANCE = `# Balanço do mutirão de ligações — 2033

## Valores (R$ mil)

| Linha | Valor |
|---|---:|
| Taxas de ligação | 120 |
| Convênio municipal | 35 |
| Total de entradas | 155 |
| Veículos | 60 |
| Material | 25 |
| Total de saídas | 85 |
`;

describe("a share over a table with subtotals", () => {
  it("takes no share of all the rows of a table with subtotals", () => {
    const answer = composeAnswer("Que percentual do total vai para veículos?", passagesOf(BALANCE, "balanco.md"));
    const everything = [120, 35, 155, 60, 25, 85].reduce((sum, v) => sum + v, 0);
    const parts = [120, 35, 60, 25].reduce((sum, v) => sum + v, 0);
    expect(answer).not.toContain(`${everything} mil`);
    expect(answer).not.toContain(`${parts} mil`);
  });
});
