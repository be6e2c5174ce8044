import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A balance written for this test: volumes a year in a table, and the price each is valued at in a sentence. */
const BALANCE = passagesOf(
  `# Balanço de água não faturada — Sistema Serra do Lontra, 2031

## Volumes

| Componente | Volume (m³/ano) |
| --- | --- |
| Vazamentos na rede | 5.120.000 |
| Submedição de hidrômetros | 1.480.000 |

## Valoração

A água consumida e não faturada é valorada pela tarifa residencial média, de R$ 4,75 por m³.
`,
  "balanco-lontra.md",
);

describe("a rate applied to the quantity the last reply stated, named by a pronoun", () => {
  it("multiplies a volume a year by a price per m³, keeping the year", () => {
    const [, reply] = offlineConversation(
      BALANCE,
      "Qual foi o volume de submedição de hidrômetros em 2031?",
      "E quanto isso vale pela tarifa residencial média?",
    );
    expect(reply).toContain("R$ 7.030.000,00 por ano");
    expect(reply).toMatch(/1\.480\.000 m³\/ano × R\$ 4,75\/m³/);
  });
});
