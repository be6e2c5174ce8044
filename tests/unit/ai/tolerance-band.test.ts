import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * The band a tolerance allows around a figure stated elsewhere: the figure less and plus it, in percent of the figure or
 * in its measure. On a specification written for this test; the bands are computed here.
 */
const PRESSURE = 12;
const SHARE = 5;
const LENGTH = 6;
const SLACK = 0.02;
const SPEC = passagesOf(
  `# Especificação técnica ET-19 — Tubos de PEAD para a adutora Serra do Cipó

O ensaio hidrostático é feito com pressão de ensaio de ${PRESSURE} bar durante 2 horas. A pressão de ensaio admite tolerância de ±${SHARE}%.

Cada barra tem comprimento de ${LENGTH} m. O comprimento admite tolerância de ± ${formatQuantity(SLACK, null)} m.
`,
  "et-19-tubos-pead-serra-do-cipo.md",
);
const show = (value: number, measure: string) => `${formatQuantity(value, null)} ${measure}`;

describe("the band a tolerance allows", () => {
  it("a tolerance in percent of the figure stated apart", () => {
    const [, reply = ""] = offlineConversation(
      SPEC,
      "A pressão de ensaio tem que tolerância?",
      "Então entre quais valores a pressão pode ficar?",
    );
    const delta = (PRESSURE * SHARE) / 100;
    expect(reply).toContain(show(PRESSURE - delta, "bar"));
    expect(reply).toContain(show(PRESSURE + delta, "bar"));
  });

  it("a tolerance in the figure's measure", () => {
    const [, reply = ""] = offlineConversation(
      SPEC,
      "Qual é a tolerância do comprimento das barras?",
      "Por favor, o comprimento aceito vai de quanto a quanto?",
    );
    expect(reply).toContain(show(LENGTH - SLACK, "m"));
    expect(reply).toContain(show(LENGTH + SLACK, "m"));
  });
});
