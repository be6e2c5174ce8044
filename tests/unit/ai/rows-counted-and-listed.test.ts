import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Rows counted by a column of names beside a number column that keys them ("#", "Item"), a plural in -ens ("itens")
 * naming the column "Item", then "Quais são?" asking which ones were counted. The inventory is written for this test.
 */
const INVENTORY = `# Inventário de peças de reposição — oficina de bombas

| # | Item | Unid. | Saldo | Criticidade |
|---:|---|---|---:|:---:|
| 1 | Selo mecânico 45 mm | un | 6 | Alta |
| 2 | Rolamento 6310 | un | 14 | Média |
| 3 | Gaxeta trançada 12 mm | kg | 9 | Baixa |
| 4 | Acoplamento elástico | un | 3 | Alta |
| 5 | Anel de desgaste | un | 11 | Baixa |
| 6 | Eixo de bomba DN 80 | un | 2 | Alta |
`;
const WORKSHOPS = `# Oficinas de manutenção

| Oficina | Itens cadastrados (nº) | Técnicos |
|---|---:|---:|
| Bombas | 1.240 | 9 |
| Elétrica | 860 | 6 |
`;
const passages = [
  ...passagesOf(INVENTORY, "inventario-oficina.md"),
  ...passagesOf(WORKSHOPS, "oficinas-manutencao.md"),
];

describe("rows counted, then listed", () => {
  it("counts the rows of a value and says which they are when asked", () => {
    const [count = "", which = ""] = offlineConversation(
      passages,
      "Bom dia! Quantos itens têm criticidade alta no inventário?",
      "Quais são?",
    );
    expect(count).toMatch(/\b3 itens\b/u);
    for (const item of ["Selo mecânico 45 mm", "Acoplamento elástico", "Eixo de bomba DN 80"]) {
      expect(which).toContain(item);
    }
    expect(which).not.toContain("Rolamento 6310");
  });
});

describe("which one, beside a column that counts such things", () => {
  it("names the item, not the workshop with the most items", () => {
    const [reply = ""] = offlineConversation(passages, "Qual item tem o menor saldo no inventário?");
    expect(reply).toContain("Eixo de bomba DN 80");
  });
});
