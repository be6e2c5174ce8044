import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * The share of a parameter that treatment removed, (in − out) ÷ in, from a row under raw and treated columns or a
 * sentence that states both. On a monitoring report written for this test; the shares are computed here.
 */
const ROWS: [string, number, number][] = [
  ["Sólidos suspensos totais", 248, 22],
  ["Fósforo total", 6.4, 2.9],
];
const figure = (value: number) => formatQuantity(value, null);
const share = (into: number, out: number) => formatQuantity(((into - out) / into) * 100, "percent");
const REPORT = passagesOf(
  `# Relatório mensal de monitoramento — ETE Ribeirão das Garças, julho de 2026

| Parâmetro | Afluente (mg/L) | Efluente (mg/L) |
|---|---:|---:|
${ROWS.map(([name, into, out]) => `| ${name} | ${figure(into)} | ${figure(out)} |`).join("\n")}

Na amostra composta de 22/07, a DQO do esgoto bruto foi de 610 mg/L e a do efluente tratado, de 95 mg/L.
`,
  "monitoramento-ete-ribeirao-das-garcas-julho-2026.md",
);

describe("the share of a parameter the treatment removed", () => {
  it("from a row under raw and treated columns", () => {
    const [name, into, out] = ROWS[0] ?? ["", 1, 0];
    const [reply = ""] = offlineConversation(
      REPORT,
      `Olá! Em julho, com que eficiência a estação removeu ${name.toLowerCase()}? Vou apresentar na reunião.`,
    );
    expect(reply).toContain(share(into, out));
  });

  it("from a sentence that states the raw and the treated figures", () => {
    const [reply = ""] = offlineConversation(REPORT, "E a DQO, com que eficiência foi removida na amostra de 22/07?");
    expect(reply).toContain(share(610, 95));
  });
});
