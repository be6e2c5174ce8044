import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A pumping station's operating note that lists one rate per item, figure first, the noun dropped after the first
 * ("18 L/h na motobomba de 40 cv, 11 L/h nas de 25 cv"): the rate of the item the question names by its figure, times
 * the hours and the count of things it gives. Written for this test; the products are computed here.
 */
const RATES: [number, number][] = [
  [40, 18],
  [25, 11],
  [10, 6],
];
const NOTE = passagesOf(
  `# Nota operacional — Estação elevatória Córrego das Pitangueiras

As motobombas reserva a diesel entram em operação quando falta energia por mais de 15 minutos.

Consumo médio de óleo diesel: ${RATES.map(
    ([cv, rate], i) => `${rate} L/h ${i === 0 ? "na motobomba" : "nas"} de ${cv} cv`,
  )
    .join(", ")
    .replace(/, ([^,]*)$/, " e $1")}.

O tanque de cada motobomba comporta 400 L e é reabastecido pela equipe do turno.
`,
  "nota-operacional-pitangueiras.md",
);
const liters = (value: number) => `${formatQuantity(value, null)} L`;

describe("the rate listed for the item named, times what the question gives", () => {
  it("the item named by its figure, times the hours and the count", () => {
    const [cv, rate] = RATES[1] ?? [0, 0];
    const [reply = ""] = offlineConversation(
      NOTE,
      `Oi! Se as três motobombas de ${cv} cv rodarem 7 horas, quantos litros de diesel vão consumir? Preciso programar o caminhão.`,
    );
    expect(reply).toContain(liters(3 * 7 * rate));
  });

  it("one item, no count: the hours times its rate", () => {
    const [cv, rate] = RATES[0] ?? [0, 0];
    const [reply = ""] = offlineConversation(
      NOTE,
      `Quantos litros a motobomba de ${cv} cv consome em 5 horas de operação?`,
    );
    expect(reply).toContain(liters(5 * rate));
  });
});
