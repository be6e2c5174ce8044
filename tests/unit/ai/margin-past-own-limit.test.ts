import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A laboratory's report whose rows carry each result beside its own maximum: "quanto X passou do máximo?" asks the
 * margin of the one row named, in the column's unit, whichever side it fell; "qual parâmetro passou" still lists the
 * rows past it. On a report written for this test; the margins are computed here.
 */
const RESULTS: [string, number, number][] = [
  ["Ferro total", 0.47, 0.3],
  ["Manganês", 0.06, 0.1],
  ["Alumínio", 0.11, 0.2],
];
const figure = (value: number) => formatQuantity(Math.round(value * 100) / 100, "number");
const REPORT = `# Laudo de análise da água tratada — Reservatório Morro Baixo

Coleta em 14/08/2026, às 9h20, pelo técnico Anselmo Drummond.

| Parâmetro | Resultado (mg/L) | Valor máximo permitido (mg/L) |
|---|---:|---:|
${RESULTS.map(([name, result, limit]) => `| ${name} | ${figure(result)} | ${figure(limit)} |`).join("\n")}

O laboratório recomenda nova coleta em 30 dias.
`;
const passages = passagesOf(REPORT, "laudo-agua-tratada-morro-baixo.md");

describe("how far a row's reading is past its own limit", () => {
  it("the row named, its reading minus its limit, in the unit", () => {
    const [name, result, limit] = RESULTS[0] ?? ["", 0, 0];
    const [reply = ""] = offlineConversation(
      passages,
      `Bom dia! Quanto o ${name.toLowerCase()} ultrapassou o valor máximo permitido? Preciso avisar a operação.`,
    );
    expect(reply).toContain(`${figure(result - limit)} mg/L`);
    expect(reply).toContain("acima");
  });

  it("a reading short of its limit is said as below it, by how much", () => {
    const [name, result, limit] = RESULTS[1] ?? ["", 0, 0];
    const [reply = ""] = offlineConversation(
      passages,
      `E em quanto o ${name.toLowerCase()} ficou abaixo do valor máximo?`,
    );
    expect(reply).toContain(`${figure(limit - result)} mg/L`);
    expect(reply).toContain("abaixo");
  });

  it("which rows passed is still a list of them", () => {
    const [reply = ""] = offlineConversation(passages, "Qual parâmetro passou do valor máximo permitido?");
    expect(reply).toContain(RESULTS[0]?.[0] ?? "");
    expect(reply).not.toContain(RESULTS[2]?.[0] ?? "");
  });

  it("a target written before its result, in points for a percentage, the verb agreeing", () => {
    const TARGETS = `# Indicadores do trimestre — Regional Vale do Piau

| Indicador | Meta | Realizado |
|---|---:|---:|
| Perdas na distribuição (%) | 31 | 34,2 |
| Religações no prazo | 950 | 1.012 |
`;
    const targets = passagesOf(TARGETS, "indicadores-trimestre-vale-do-piau.md");
    const [losses = ""] = offlineConversation(targets, "Quanto as perdas na distribuição passaram da meta?");
    expect(losses).toContain(`${figure(34.2 - 31)} pontos percentuais acima da meta`);
    expect(losses).toContain("ficaram");
    const [reconnections = ""] = offlineConversation(targets, "Em quanto as religações no prazo superaram a meta?");
    expect(reconnections).toContain(`${figure(1_012 - 950)} acima da meta`);
  });
});

describe("how far a row's reading is past a bound a sentence states", () => {
  const PUMPS: [string, number][] = [
    ["Bomba B-1", 79.2],
    ["Bomba B-2", 76.9],
  ];
  const REQUIRED = 78.5;
  const passages = passagesOf(
    `# Ensaio de recebimento das bombas dosadoras — ETA Capão Redondo

O edital exige das bombas rendimento de no mínimo ${figure(REQUIRED)}% no ponto nominal.

| Bomba | Vazão (L/h) | Rendimento (%) |
|---|---:|---:|
${PUMPS.map(([name, efficiency]) => `| ${name} | 120 | ${figure(efficiency)} |`).join("\n")}
`,
    "ensaio-bombas-dosadoras-capao-redondo.md",
  );

  it("the row named, against the bound beside its column's word, in points", () => {
    const [name, efficiency] = PUMPS[1] ?? ["", 0];
    const [reply = ""] = offlineConversation(
      passages,
      `Oi! Por quantos pontos percentuais a ${name} ficou abaixo do rendimento exigido?`,
    );
    expect(reply).toContain(`${figure(REQUIRED - efficiency)} pontos percentuais`);
    expect(reply).toContain("abaixo");
  });
});
