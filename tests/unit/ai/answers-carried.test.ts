import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** Follow-ups that lean on the figures of the last answers, over a table written for this test. */
const CALLS = passagesOf(
  `# Boletim da central de atendimento — março

| Posto | Chamados recebidos (nº) | Resolvidos no prazo (nº) | Resolvidos com atraso (nº) |
|---|---:|---:|---:|
| Centro | 820 | 770 | 50 |
| Porto | 410 | 362 | 48 |
| Serra | 270 | 251 | 19 |
`,
  "central.md",
);

describe("figures carried from the last answers", () => {
  it("a count asked after a total, with no noun of its own, counts the same noun, in total", () => {
    const prior = { question: "Quantos chamados foram recebidos no total em março?", answer: "…", documentIds: [] };
    expect(standaloneQuestion("E quantos estão resolvidos dentro do prazo?", prior).text).toBe(
      "Quantos chamados estão resolvidos dentro do prazo, no total?",
    );
  });

  it("a percentage asked after two totals is the last as a share of the one before", () => {
    const replies = offlineConversation(
      CALLS,
      "Oi! Quantos chamados foram recebidos no total em março?",
      "E quantos estão resolvidos dentro do prazo?",
      "E em porcentagem, quanto isso dá, então?",
    );
    const [received, onTime] = [820 + 410 + 270, 770 + 362 + 251];
    expect(replies[0]).toContain(received.toLocaleString("pt-BR"));
    expect(replies[1]).toContain(onTime.toLocaleString("pt-BR"));
    expect(replies[2]).toContain(`${(Math.round((onTime / received) * 1000) / 10).toLocaleString("pt-BR")}%`);
  });

  it("a question that writes both figures is answered with its division", () => {
    const [reply] = offlineConversation(CALLS, "Quanto por cento 45 representa de 180?");
    expect(reply).toBe("45 são 25% de 180: 45 ÷ 180.");
  });

  it("a pronoun after a question of a measure of a named thing stands for the thing, written as the answer writes it", () => {
    const prior = {
      question: "Qual é a vazão nominal da linha Aurora–Bacuri?",
      answer: "A linha Aurora–Bacuri liga o Porto Velho à ETA Central, com vazão nominal de 120 L/s [1].",
      documentIds: [],
    };
    const text = standaloneQuestion("E quantas paradas ela teve em 2025?", prior).text;
    expect(text).toContain("Aurora–Bacuri");
    expect(text).not.toContain("vazão");
    expect(text).not.toContain("ETA Central");
  });

  it("a difference from what the turn before answered subtracts the two answers' figures", () => {
    const electrician = {
      question: "Quanto a oficina gasta por ano com o kit de um eletricista?",
      answer: "O custo de eletricista é R$ 446,40: 1 × R$ 189,90 + 3 × R$ 54,30 [1].",
      documentIds: [],
    };
    const prior = {
      question: "Quanto a oficina gasta por ano com o kit de um mecânico?",
      answer: "O custo de mecânico é R$ 298,50: 1 × R$ 189,90 + 2 × R$ 54,30 [1].",
      documentIds: [],
      earlier: electrician,
    };
    const text = standaloneQuestion("Quantos reais a menos do que o do eletricista?", prior).text;
    expect(text).toBe("Quanto R$ 298,50 tem a menos que R$ 446,40?");
    const [reply] = offlineConversation(CALLS, text);
    expect(reply).toBe("A diferença é de R$ 147,90: R$ 446,40 − R$ 298,50 = R$ 147,90.");
  });

  it("'isso' in money after a cell read is that figure of that row at the rate the question names", () => {
    const STOCK = passagesOf(
      `# Estoque da oficina

| Código | Peça | Saídas (un) | Preço unitário (R$/un) |
|---|---|---:|---:|
| P-201 | Filtro de óleo | 275 | 9,70 |
| P-214 | Pastilha de freio | 71 | 64,00 |
`,
      "estoque.md",
    );
    const replies = offlineConversation(
      STOCK,
      "Quantos filtros de óleo saíram do estoque?",
      "E isso dá quanto em reais, pelo preço unitário?",
    );
    expect(replies[0]).toContain("275");
    expect(replies[1]).toContain(`R$ ${(275 * 9.7).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`);
  });
});
