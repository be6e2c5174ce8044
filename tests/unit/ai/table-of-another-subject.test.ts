import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A question that names a person a document never writes is not answered by that document's table, whatever header
 * shares its words ("área" of a person's post and a contract's "Área pintada"). On documents written for this test.
 */
const CONTRACT = `# Contrato 402/2027 — Pintura das casas de química

## Quantitativos

| Casa de química | Área pintada (m²) | Prazo (dias) |
|---|---:|---:|
| CQ-01 Mangabal | 380 | 20 |
| CQ-02 Taquaral | 455 | 25 |
| CQ-03 Brejinho | 290 | 15 |
`;
const MINUTES = `# Ata da reunião de planejamento de compras — maio de 2027

## Participantes

| Nome | Cargo |
|---|---|
| Filomena Prates | coordenadora de Suprimentos Químicos |
| Deodato Quirino | analista de Contratos |

## Decisões

A compra de luvas nitrílicas passa a ser trimestral.
`;
const contract = passagesOf(CONTRACT, "contrato-pintura-casas-quimica.md");
const passages = [...contract, ...passagesOf(MINUTES, "ata-planejamento-compras-maio.md", contract.length + 1)];

describe("a table of a document that never writes the person asked about", () => {
  it("gives way to the line that names the person", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "E mais uma coisa: a Filomena Prates é coordenadora de qual área?",
    );
    expect(reply).toContain("Suprimentos Químicos");
    expect(reply).not.toContain("CQ-02");
  });
});
