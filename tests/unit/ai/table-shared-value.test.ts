import { describe, expect, it } from "vitest";
import { listItems } from "#core/ai/answer/follow-up.ts";
import { lSingulars } from "#core/ai/answer/kindred-words.ts";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Rows kept by a value they share in a column that is not the key ("presencial" under "Modalidade", a relator's
 * name, a unit): counted, listed and added up, the question naming the value in its own form (a plural in -is for a
 * singular cell). Tables written for this test; every expected figure is computed here from the rows.
 */
const MODULES = [
  { code: "T1", theme: "Segurança no trajeto", hours: 8, mode: "presencial" },
  { code: "T2", theme: "Uso do coletor portátil", hours: 12, mode: "a distância" },
  { code: "T3", theme: "Fotografia do mostrador", hours: 10, mode: "presencial" },
  { code: "T4", theme: "Ocorrências de leitura", hours: 6, mode: "a distância" },
  { code: "T5", theme: "Atendimento ao cliente", hours: 14, mode: "presencial" },
];
const TRACK = `# Trilha de capacitação de leituristas 2027

A trilha prepara os leituristas da Regional Vale Verde para a leitura por imagem.

| Módulo | Tema | Carga horária (h) | Modalidade |
|---|---|---:|---|
${MODULES.map((m) => `| ${m.code} | ${m.theme} | ${m.hours} | ${m.mode} |`).join("\n")}

A frequência mínima nos módulos presenciais é de 80%.
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

const track = passagesOf(TRACK, "trilha-leituristas.md");
const call = passagesOf(CALL, "edital-inovacao.md");
const askTrack = (question: string) => answerFromTables(question, track) ?? "";
const askCall = (question: string) => answerFromTables(question, call) ?? "";

function expectOnly<T>(reply: string, all: T[], kept: T[], label: (item: T) => string) {
  for (const item of all) (kept.includes(item) ? expect(reply) : expect(reply).not).toContain(label(item));
}

describe("rows named by a value they share", () => {
  it("counts only the rows with the value, the question writing it in the plural", () => {
    const kept = MODULES.filter((m) => m.mode === "presencial");
    const reply = askTrack("Quantos módulos são presenciais?");
    expect(reply).toMatch(new RegExp(`^São ${kept.length} módulos com modalidade presencial`));
    expectOnly(reply, MODULES, kept, (m) => m.code);
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
    const kept = MODULES.filter((m) => m.mode === "a distância");
    const reply = askTrack("Quais módulos são a distância?");
    expectOnly(reply, MODULES, kept, (m) => m.code);
  });

  it("adds up a figure over the rows of a value", () => {
    for (const mode of ["presencial", "a distância"]) {
      const total = MODULES.filter((m) => m.mode === mode).reduce((sum, m) => sum + m.hours, 0);
      const said = mode === "presencial" ? "presenciais" : "a distância";
      expect(askTrack(`Quantas horas têm os módulos ${said}?`)).toContain(`${total} h`);
    }
  });

  it("reads a plural in -is as its singular in -l, and leaves words that only end alike", () => {
    expect(lSingulars("módulos presenciais, níveis anuais, papéis e faróis")).toBe(
      "módulos presencial, nível anual, papel e farol",
    );
    expect(lSingulars("quais leis, mais seis, depois, demais, jamais")).toBe(
      "quais leis, mais seis, depois, demais, jamais",
    );
  });

  it("counts the rows of the previous list that pass a bound, asked with a pronoun", () => {
    const kept = MODULES.filter((m) => m.hours > 9);
    const [, reply = ""] = offlineConversation(
      track,
      "Quais módulos tem a trilha?",
      "Quantos deles têm mais de 9 horas?",
    );
    expect(reply).toMatch(new RegExp(`^São ${kept.length} módulos`));
    expectOnly(reply, MODULES, kept, (m) => m.code);
  });

  it("reads the names of a count the agent wrote, two joined by 'e' as well", () => {
    expect(listItems("São 2 propostas com unidade Regional Sul: P1 e P3 [1].")).toEqual(["P1", "P3"]);
    // A count that does not match the names after the colon is no such list.
    expect(listItems("São 3 propostas: P1 e P3 [1].")).toEqual([]);
  });
});
