import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A count asked in a unit the documents give as a percentage of a base they name ("60% da jornada semanal"), the base
 * stated in that unit on another line ("Jornada semanal: 40 horas"). The rules are written for this test; the expected
 * count is computed here.
 */
const WEEK = 40;
const SHARE = 60;
const RULES = `# Regulamento do plantão remoto — Centro de Controle Operacional

**Jornada semanal:** ${WEEK} horas, em turnos de 8 horas.

## Plantão

O plantonista remoto deve cumprir no mínimo ${SHARE}% da jornada semanal na sala de controle, com registro no ponto eletrônico.

O adicional de sobreaviso é pago por escala mensal.
`;
const passages = passagesOf(RULES, "regulamento-plantao-remoto.md");

describe("a share of a base named in another line", () => {
  it("is the percentage times the base stated in the unit asked", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Boa noite! Quantas horas o plantonista precisa ficar na sala de controle por semana? Vou montar a escala.",
    );
    expect(reply).toMatch(new RegExp(`^São ${(WEEK * SHARE) / 100} horas`, "u"));
  });

  it("a share asked is not computed into the unit", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Que percentual da jornada semanal é cumprido na sala de controle?",
    );
    expect(reply).not.toMatch(/^São \d+ horas/u);
    expect(reply).toContain(`${SHARE}%`);
  });
});
