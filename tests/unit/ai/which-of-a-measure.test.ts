import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A crew table whose columns count people of a kind of firm ("Terceirizadas (pessoas)"), written for this test, and a
 * sentence that names those firms: "which one" is asked of the firms (a noun that looks like a participle,
 * "terceirizada", is still the noun asked), "how many" of the column, and "somando" two columns adds them.
 */
const REPORT = `# Boletim semanal da obra da ETA Boa Esperança

## Equipe da semana

| Função | Empresa principal (pessoas) | Terceirizadas (pessoas) |
|---|---:|---:|
| Soldador | 2 | 3 |
| Pintor | 4 | 0 |
| Topógrafo | 0 | 1 |

As terceirizadas da semana foram a Soldaforte Serviços (soldadores) e a Geomedir Topografia (topógrafo).
`;

const passages = passagesOf(REPORT, "boletim-semanal-eta-boa-esperanca.md");

describe("which one of a thing a column measures", () => {
  it("is named by the sentence, not counted by the column", () => {
    const [reply] = offlineConversation(passages, "Qual terceirizada mandou os soldadores?");
    expect(reply).toContain("Soldaforte Serviços");
  });

  it("while how many is still the column's", () => {
    const [reply] = offlineConversation(passages, "Quantos soldadores as terceirizadas mandaram?");
    expect(reply).toMatch(/\b3 pessoas\b/u);
  });
});

describe("two columns a question adds up", () => {
  it("are each added over the rows, then together", () => {
    const [reply] = offlineConversation(
      passages,
      "Quantas pessoas havia na equipe, somando a empresa principal e as terceirizadas?",
    );
    expect(reply).toContain("São 10 pessoas");
    expect(reply).toContain("6 (Empresa principal) + 4 (Terceirizadas)");
  });

  it("are added over the one row the question names", () => {
    const [reply] = offlineConversation(
      passages,
      "Somando empresa principal e terceirizadas, quantos soldadores havia?",
    );
    expect(reply).toContain("São 5 pessoas (Soldador)");
  });
});

describe("a figure at two moments", () => {
  const PLAN = `# Plano de redução de consumo dos prédios próprios

| Prédio | Consumo em 2030 (m³/mês) | Meta para 2032 (m³/mês) |
|---|---:|---:|
| Sede | 900 | 700 |
| Almoxarifado | 300 | 250 |
`;

  it("is no two columns to add up", () => {
    const [reply] = offlineConversation(
      passagesOf(PLAN, "plano-reducao-consumo.md"),
      "Com as metas de todos os prédios somadas, quanto se consome por mês em 2032?",
    );
    expect(reply).toContain("950");
    expect(reply).not.toContain("2.150");
  });
});
