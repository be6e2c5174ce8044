import { describe, expect, it } from "vitest";
import { listItems } from "#core/ai/answer/follow-up.ts";
import { lSingulars } from "#core/ai/answer/kindred-words.ts";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Rows kept by a value they share in a column that is not the key ("anual" under "Periodicidade", a relator's name, a
 * unit): counted, listed and added up, the question naming the value in its own form (a plural in -is for a singular
 * cell). Tables written for this test; every expected figure is computed here from the rows.
 */
const CHECKS = [
  { code: "I1", item: "Válvulas redutoras de pressão", hours: 8, every: "anual" },
  { code: "I2", item: "Macromedidores eletromagnéticos", hours: 12, every: "mensal" },
  { code: "I3", item: "Quadros de comando das bombas", hours: 10, every: "anual" },
  { code: "I4", item: "Dosadoras de cloro", hours: 6, every: "mensal" },
  { code: "I5", item: "Extintores das estações", hours: 14, every: "anual" },
];
const PLAN = `# Plano de inspeções preventivas 2027

O plano organiza as inspeções dos equipamentos da Regional Vale Verde.

| Inspeção | Equipamento | Duração (h) | Periodicidade |
|---|---|---:|---|
${CHECKS.map((c) => `| ${c.code} | ${c.item} | ${c.hours} | ${c.every} |`).join("\n")}

As inspeções anuais são feitas entre março e maio.
`;

const PROPOSALS = [
  { code: "P1 — Sensor de turbidez", unit: "Regional Sul", value: 120, rapporteur: "Paulo Anjos" },
  { code: "P2 — Painel de perdas", unit: "Regional Norte", value: 85, rapporteur: "Rita Moraes" },
  { code: "P3 — Drone de inspeção", unit: "Regional Sul", value: 240, rapporteur: "Paulo Anjos" },
  { code: "P4 — Chatbot comercial", unit: "Sede", value: 60, rapporteur: "Rita Moraes" },
  { code: "P5 — Modelo de demanda", unit: "Regional Norte", value: 150, rapporteur: "Paulo Anjos" },
];
const CALL = `# Resultado do edital de inovação 2027

O comitê avaliou as propostas recebidas até 10/03/2027.

| Proposta | Unidade | Valor (R$ mil) | Relator |
|---|---|---:|---|
${PROPOSALS.map((p) => `| ${p.code} | ${p.unit} | ${p.value} | ${p.rapporteur} |`).join("\n")}
`;

const plan = passagesOf(PLAN, "plano-inspecoes.md");
const call = passagesOf(CALL, "edital-inovacao.md");
const askPlan = (question: string) => answerFromTables(question, plan) ?? "";
const askCall = (question: string) => answerFromTables(question, call) ?? "";

function expectOnly<T>(reply: string, all: T[], kept: T[], label: (item: T) => string) {
  for (const item of all) (kept.includes(item) ? expect(reply) : expect(reply).not).toContain(label(item));
}

describe("rows named by a value they share", () => {
  it("counts only the rows with the value, the question writing it in the plural", () => {
    const kept = CHECKS.filter((c) => c.every === "anual");
    const reply = askPlan("Quantas inspeções são anuais?");
    expect(reply).toMatch(new RegExp(`^São ${kept.length} inspeções com periodicidade anual`));
    expectOnly(reply, CHECKS, kept, (c) => c.code);
  });

  it("counts the rows of a unit and of a person, saying what they share", () => {
    const south = PROPOSALS.filter((p) => p.unit === "Regional Sul");
    const bySouth = askCall("Quantas propostas são da Regional Sul?");
    expect(bySouth).toMatch(new RegExp(`^São ${south.length} propostas com unidade Regional Sul`));
    expectOnly(bySouth, PROPOSALS, south, (p) => p.code);
    const rita = PROPOSALS.filter((p) => p.rapporteur === "Rita Moraes");
    const byRita = askCall("Quantas propostas a Rita Moraes relatou?");
    expect(byRita).toMatch(new RegExp(`^São ${rita.length} propostas`));
    expectOnly(byRita, PROPOSALS, rita, (p) => p.code);
  });

  it("lists the rows of a value when asked which", () => {
    const kept = CHECKS.filter((c) => c.every === "mensal");
    const reply = askPlan("Quais inspeções são mensais?");
    expectOnly(reply, CHECKS, kept, (c) => c.code);
  });

  it("adds up a figure over the rows of a value", () => {
    for (const [every, said] of [
      ["anual", "anuais"],
      ["mensal", "mensais"],
    ]) {
      const total = CHECKS.filter((c) => c.every === every).reduce((sum, c) => sum + c.hours, 0);
      expect(askPlan(`Quantas horas duram as inspeções ${said}?`)).toContain(`${total} h`);
    }
  });

  it("reads a plural in -is as its singular in -l, and leaves words that only end alike", () => {
    expect(lSingulars("inspeções mensais, níveis anuais, papéis e faróis")).toBe(
      "inspeções mensal, nível anual, papel e farol",
    );
    expect(lSingulars("quais leis, mais seis, depois, demais, jamais")).toBe(
      "quais leis, mais seis, depois, demais, jamais",
    );
  });

  it("counts the rows of the previous list that pass a bound, asked with a pronoun", () => {
    const kept = CHECKS.filter((c) => c.hours > 9);
    const [, reply = ""] = offlineConversation(
      plan,
      "Quais inspeções tem o plano?",
      "Quantas delas duram mais de 9 horas?",
    );
    expect(reply).toMatch(new RegExp(`^São ${kept.length} inspeções`));
    expectOnly(reply, CHECKS, kept, (c) => c.code);
  });

  it("reads the names of a count the agent wrote, two joined by 'e' as well", () => {
    expect(listItems("São 2 propostas com unidade Regional Sul: P1 e P3 [1].")).toEqual(["P1", "P3"]);
    // A count that does not match the names after the colon is no such list.
    expect(listItems("São 3 propostas: P1 e P3 [1].")).toEqual([]);
  });
});
