import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { periodConversion } from "#core/ai/answer/rate-period.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Rates a table states per a unit, on a document written for this test (a fictional utility's on-call rules): a rate
 * per hour times the hours a message gives, and a limit per month asked per year. Expected figures are computed here
 * from the data written into the document.
 */
const SHIFTS = [
  { situation: "Sobreaviso noturno", extra: 30, leave: "0,5" },
  { situation: "Acionamento em feriado", extra: 100, leave: "2,5" },
];
const TEAMS = [
  { team: "Eletromecânica", calls: 9, reach: 40 },
  { team: "Redes de esgoto", calls: 14, reach: 25 },
];
const num = (written: string) => Number(written.replace(",", "."));
const pt = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 2 });

const RULES = `# Regulamento de plantões da Companhia Tiriricá — 2027

## Compensação por situação

| Situação | Adicional sobre a hora normal (%) | Folga concedida (h por hora trabalhada) |
|---|---:|---:|
${SHIFTS.map((s) => `| ${s.situation} | ${s.extra} | ${s.leave} |`).join("\n")}

## Limites por equipe

| Equipe | Acionamentos permitidos (acionamentos/mês) | Raio de atendimento (km) |
|---|---:|---:|
${TEAMS.map((t) => `| ${t.team} | ${t.calls} | ${t.reach} |`).join("\n")}

O plantonista acionado deve chegar ao local em até 60 minutos.
`;

const passages = passagesOf(RULES, "regulamento-plantoes.md", 1);

describe("a rate per a unit, times what the message gives", () => {
  it("hours worked at a rate of hours per hour worked", () => {
    const [holiday] = SHIFTS.slice(1);
    const reply = composeAnswer("Fiz 3 horas num acionamento em feriado: quantas horas de folga recebo?", passages);
    expect(reply).toContain(`${pt(3 * num(holiday?.leave ?? "0"))} h`);
  });

  it("a rate per something else than what is given is not multiplied", () => {
    const reply = composeAnswer("Fiz 3 km num acionamento em feriado: quantas horas de folga recebo?", passages);
    expect(reply).not.toContain(`${pt(3 * num(SHIFTS[1]?.leave ?? "0"))} h`);
  });
});

describe("a figure per month asked per year", () => {
  it("is the month's figure twelve times, the operation shown", () => {
    const sewer = TEAMS[1];
    const reply = composeAnswer("Num ano, quantos acionamentos a equipe de redes de esgoto pode ter?", passages);
    expect(reply).toContain(`${pt((sewer?.calls ?? 0) * 12)} acionamentos`);
    expect(reply).toContain("× 12");
  });

  it("converts only between spans with an exact ratio, never a date", () => {
    expect(periodConversion("quanto dá por ano?", "Consumo (t/mês)")?.factor).toBe(12);
    expect(periodConversion("e por mês?", "Geração (t/ano)")?.operation).toBe("÷ 12");
    expect(periodConversion("e no mês, dá quanto?", "Consumo (kWh/dia)")).toBeNull();
    expect(periodConversion("quanto foi no ano de 2025?", "Consumo (t/mês)")).toBeNull();
    expect(periodConversion("quanto foi no dia 12?", "Consumo (t/mês)")).toBeNull();
    expect(periodConversion("e por ano?", "Consumo (t)")).toBeNull();
  });
});

/** An amount a sentence writes per one span ("anual", "mensal") asked per another, through the whole conversation. */
const BUDGET = `# Programa de Bolsas de Estágio — 2027

## Orçamento

O orçamento anual do programa de estágio em 2027 é de R$ 306.000,00, administrado pela Gerência de Talentos.

A bolsa mensal de cada estagiário de nível técnico é de R$ 1.150,00, paga até o quinto dia útil.
`;
const budget = passagesOf(BUDGET, "programa-estagio.md");

describe("an amount written per one span asked per another", () => {
  it("a yearly budget per month is twelve times less", () => {
    const [reply] = offlineConversation(
      budget,
      "Oi! Para o planejamento: o orçamento do estágio em 2027 representa quanto por mês?",
    );
    // 306.000 ÷ 12
    expect(reply).toContain("R$ 25.500,00 por mês");
    expect(reply).toContain("÷ 12");
  });

  it("a monthly grant per year is twelve times more", () => {
    const [reply] = offlineConversation(budget, "Quanto sai por ano a bolsa mensal do nível técnico? Obrigada.");
    // 1.150 × 12
    expect(reply).toContain("R$ 13.800,00 por ano");
  });
});
