import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Who or what a later turn points at, and the column a verb names, on documents written for these tests: a
 * committee's minutes whose members' given names do not tell their gender by ending, a contract whose signatory's post
 * is written before the name, and a table of plots whose key and a figure column share a noun.
 */
const MINUTES = `# Ata da 3ª sessão do Comitê de Obras de Adução

**Data:** 4 de março de 2027.

## Membros

| Nome | Cargo | Papel no comitê |
|---|---|---|
| Denise Albuquerque | engenheira de orçamentos | secretária |
| Moisés Parreira | gerente de Obras | coordenador |

## Tarefas

| Tarefa | Responsável | Prazo |
|---|---|---|
| Conferir o orçamento sintético | Denise Albuquerque | 18/03/2027 |
| Visitar o canteiro da estação elevatória | Moisés Parreira | 25/03/2027 |
`;

const CONTRACT = `# Contrato nº 77/2027 — Limpeza de reservatórios

**Contratante:** Companhia de Águas do Vale Serrano.
**Contratada:** Hidrovale Serviços Ltda., representada por seu diretor comercial, Osvaldo Quintanilha.

O contrato custa R$ 418.300,00, pagos mês a mês durante um ano.
`;

const PLOTS = [
  { plot: "LT-1", hectares: 12, asked: 96_000, paid: 84_000 },
  { plot: "LT-2", hectares: 7, asked: 61_500, paid: 55_250 },
  { plot: "LT-3", hectares: 20, asked: 150_000, paid: 139_800 },
  { plot: "LT-4", hectares: 5, asked: 42_000, paid: 42_000 },
];
const money = (value: number) => value.toLocaleString("pt-BR");
const REGISTER = `# Registro de indenizações da faixa da adutora

| Área | Área (ha) | Valor pedido (R$) | Valor pago (R$) |
|---|---:|---:|---:|
${PLOTS.map((p) => `| ${p.plot} | ${p.hectares} | ${money(p.asked)},00 | ${money(p.paid)},00 |`).join("\n")}
`;

describe("a pronoun after a question of who", () => {
  const passages = passagesOf(MINUTES, "ata-comite-obras.md");

  it("is the person answered, whose given name's ending is only a guess, not the feminine noun the question wrote", () => {
    const prior = {
      question: "Quem secretariou o encontro de março da Comissão de Obras?",
      answer: "Denise Albuquerque — cargo: engenheira de orçamentos; papel no comitê: secretária. [2]",
      documentIds: ["ata-comite-obras.md"],
    };
    const asked = standaloneQuestion("Ela trabalha em qual cargo na companhia?", prior);
    expect(asked.text).toContain("Denise Albuquerque");
    expect(asked.text).not.toContain("Comissão");
  });

  it("stays that person while the conversation keeps to her", () => {
    const [who, post, task] = offlineConversation(
      passages,
      "Quem atuou como secretária na sessão de março do Comitê de Obras de Adução?",
      "Ela trabalha em qual cargo na companhia?",
      "E que tarefa ela tem de fazer?",
    );
    expect(who).toContain("Denise Albuquerque");
    expect(post).toContain("engenheira de orçamentos");
    expect(task).toContain("Conferir o orçamento sintético");
  });
});

describe("a post written before the name, after a possessive", () => {
  it("is the signatory's post: 'representada por seu diretor comercial, X'", () => {
    const passages = passagesOf(CONTRACT, "contrato-limpeza.md");
    const [who, post] = offlineConversation(
      passages,
      "Quem representa a Hidrovale no contrato de limpeza?",
      "E o cargo que ele tem por lá?",
    );
    expect(who).toContain("Osvaldo Quintanilha");
    // Said of him, not the contract's line quoted back.
    expect(post).toMatch(/Osvaldo Quintanilha é diretor comercial/);
  });
});

describe("the verb of the amount asked", () => {
  const passages = passagesOf(REGISTER, "registro-indenizacoes.md");

  it("names its column above a figure column that shares the rows' noun", () => {
    const [paid] = offlineConversation(passages, "Juntando as quatro áreas, quanto a companhia pagou ao todo?");
    expect(paid).toContain(money(PLOTS.reduce((sum, p) => sum + p.paid, 0)));
    expect(paid).not.toContain(String(PLOTS.reduce((sum, p) => sum + p.hectares, 0)));
  });

  it("reads a passive's participle, not a noun that ends like one", () => {
    const [asked] = offlineConversation(passages, "Quanto foi pedido pelas quatro áreas, somando tudo?");
    expect(asked).toContain(money(PLOTS.reduce((sum, p) => sum + p.asked, 0)));
  });
});

describe("a demonstrative with a noun the last question did not qualify", () => {
  it("is that noun as the last answer named it, an accented noun too", () => {
    const earlier = {
      question: "Quanto a Granja Sertaneja pediu pela área?",
      answer: "A Granja Sertaneja pediu R$ 61.500,00 pela área LT-2 [1].",
      documentIds: ["registro-indenizacoes.md"],
    };
    const prior = {
      question: "Quanto a companhia pagou à Granja Sertaneja?",
      answer: "O valor pago da área LT-2 é R$ 55.250,00 [1].",
      documentIds: ["registro-indenizacoes.md"],
      earlier,
    };
    const asked = standaloneQuestion("E o tamanho dessa área, quantos hectares?", prior);
    expect(asked.text).toContain("área LT-2");
  });
});
