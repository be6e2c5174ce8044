import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "O custo da regional Serra Azul": a row named by its key after the key's header reads the table keyed by that
 * header, not a list of events where the same name is a cell of a column "Regional". On a bulletin written for this
 * test, whose two tables both have the name and a cost column.
 */
const REGIONS: [string, string][] = [
  ["Serra Azul", "61.400"],
  ["Vale do Coxim", "23.900"],
];
const BULLETIN = `# Boletim de perdas por danos de terceiros — setembro

## Por regional

| Regional | Danos | Custo (R$) |
|---|---:|---:|
${REGIONS.map(([region, written], i) => `| ${region} | ${i + 3} | ${written} |`).join("\n")}

## Maiores danos do mês

| Data | Unidade | Regional | Custo (R$) |
|---|---|---|---:|
| 02/09/2027 | Adutora AD-3 | Serra Azul | 18.200 |
| 17/09/2027 | Rede da Rua Sete | Serra Azul | 11.050 |
| 21/09/2027 | Ramal do Centro | Vale do Coxim | 9.700 |
`;
const passages = passagesOf(BULLETIN, "boletim-danos-setembro.md");

describe("a row named after its key's header", () => {
  it("reads the table keyed by that header", () => {
    const [region, written] = REGIONS[0] ?? ["", ""];
    const [reply = ""] = offlineConversation(
      passages,
      `Oi! Quanto foi o custo na regional ${region} em setembro? Preciso para o relatório.`,
    );
    expect(reply).toContain(written);
  });
});
