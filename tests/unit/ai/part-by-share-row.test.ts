import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A consortium's minutes written for this test: each member's share in a table, the year's surplus in a sentence. */
const MINUTES = `# Ata do Consórcio Intermunicipal Rio Manso

## Cotas

| Consorciado | Aportes (R$ mil) | Cota (%) |
|---|---:|---:|
| Município de Pedra Lisa | 1.200 | 60,0 |
| Município de Vau Seco | 800 | 40,0 |

O Município de Pedra Lisa foi representado pelo prefeito.

## Resultado

O saldo a distribuir do exercício é de R$ 350 mil, na proporção das cotas.
`;
const passages = passagesOf(MINUTES, "ata-rio-manso.md");

describe("a part of the last amount that goes to a row of a table of shares", () => {
  it("is that amount times the row's share, said with the article the document writes", () => {
    const [whole, part] = offlineConversation(
      passages,
      "Qual é o saldo a distribuir do exercício?",
      "Quanto disso vai para Pedra Lisa?",
    );
    expect(whole).toContain("R$ 350 mil");
    expect(part).toContain("R$ 210 mil");
    expect(part).toContain("60% de R$ 350 mil (cota do Município de Pedra Lisa)");
  });

  it("a share asked in percent is not turned into an amount", () => {
    const [, part] = offlineConversation(
      passages,
      "Qual é o saldo a distribuir do exercício?",
      "Quanto disso vai para Pedra Lisa, em porcentagem?",
    );
    expect(part).not.toContain("R$ 210 mil");
  });
});
