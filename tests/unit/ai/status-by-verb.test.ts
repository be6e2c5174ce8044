import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Quais pedidos a comissão aprovou?" over a column of decisions ("Aprovado", "Aprovado com ressalvas", "Negado"): the
 * verb in the past names the status as its participle does ("aprovados"). On minutes written for this test (a fictional
 * utility's committee for new connections of large consumers).
 */
const MINUTES = `# Ata da 2ª reunião do Comitê de Ligações de Grandes Consumidores — março de 2027

O comitê analisou quatro pedidos de ligação de grandes consumidores à rede de água.

| Pedido | Consumidor | Vazão pedida (L/s) | Decisão |
|---|---|---:|---|
| GC-2027-011 | Frigorífico Serra Azul | 6,5 | Aprovado |
| GC-2027-014 | Lavanderia Industrial Bom Lençol | 3,2 | Negado |
| GC-2027-015 | Hospital Regional do Vale | 4,8 | Aprovado com ressalvas |
| GC-2027-019 | Cervejaria Três Pedras | 9,1 | Aprovado |
`;
const passages = passagesOf(MINUTES, "ata-comite-grandes-consumidores.md", 1);

describe("a status named by its verb in the past", () => {
  it("lists the rows whose decision opens with the participle of the verb asked", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Quais consumidores o comitê aprovou nessa reunião? Preciso avisar a equipe de obras.",
    );
    for (const name of ["Frigorífico Serra Azul", "Hospital Regional do Vale", "Cervejaria Três Pedras"])
      expect(reply).toContain(name);
    expect(reply).not.toContain("Bom Lençol");
  });

  it("adds up, for 'eles somam', the rows the last reply listed", () => {
    const [, reply] = offlineConversation(
      passages,
      "Quais consumidores o comitê aprovou?",
      "E quantos L/s eles somam de vazão pedida?",
    );
    expect(reply).toContain(formatQuantity(6.5 + 4.8 + 9.1, "number"));
  });
});
