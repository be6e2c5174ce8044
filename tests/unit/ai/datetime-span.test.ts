import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * How long a thing stayed, over a row that times it on two days; a stop within one day that a line times is still that
 * stop's span. On a logger campaign written for this test; the spans are worked out here.
 */
const CAMPAIGN = passagesOf(
  `# Campanha de registradores de pressão — Setor Alto do Cruzeiro

| Registrador | Endereço | Instalação | Retirada |
|---|---|---|---|
| RP-11 | Rua Tupinambás, 410 | 12/05, 9h40 | 19/05, 11h15 |
| RP-12 | Praça do Rosário | 12/05, 14h05 | 16/05, 8h30 |

No RP-12, o registrador deixou de transmitir em 14/05, das 1h20 às 3h05, por falta de sinal.
`,
  "campanha-registradores-alto-do-cruzeiro.md",
);

describe("how long a thing stayed between two moments of different days", () => {
  it("the span from the one to the other, in days and hours and in hours", () => {
    const [reply = ""] = offlineConversation(CAMPAIGN, "Bom dia! O RP-11 ficou instalado quanto tempo?");
    // 12/05 9h40 → 19/05 11h15: 7 days and 1h35, 169h35.
    expect(reply).toContain("7 dias e 1h35");
    expect(reply).toContain("169h35");
  });

  it("a stop a line times within a day is that stop's span", () => {
    const [reply = ""] = offlineConversation(CAMPAIGN, "Quanto tempo o RP-12 ficou sem transmitir?");
    expect(reply).toContain("1h45");
  });
});
