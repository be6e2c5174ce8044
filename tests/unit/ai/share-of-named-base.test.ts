import { describe, expect, it } from "vitest";
import { shareOfNamedBase } from "#core/ai/answer/share-of-named-base.ts";
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

  it("a share of all of a unit ('96% das ligações') names no base: another document's count is not it", () => {
    const mixed = [
      ...passagesOf(
        "# Metas da leitura\n\nMeta de contas entregues no ato da leitura: 96% das ligações.\n",
        "metas.md",
      ),
      ...passagesOf("# Memorial da obra\n\nA obra inclui 214 ligações prediais no loteamento.\n", "memorial.md"),
    ];
    expect(shareOfNamedBase("Quantas ligações recebem a conta no ato da leitura?", mixed)).toBeNull();
    // The same rate with a base named by more than its unit, stated in its own document, is computed.
    const named = passagesOf(
      "# Metas da leitura\n\nMeta: 96% das ligações ativas do setor.\n\nLigações ativas do setor: 250 ligações.\n",
      "metas.md",
    );
    expect(shareOfNamedBase("Quantas ligações ativas do setor devem receber a conta na meta?", named)).toMatch(
      /^São 240 ligações/u,
    );
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
