import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { unitConversion } from "#core/ai/answer/unit-conversion.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** The quantity the conversation just gave, in the unit asked. On a note written for this test. */
const FLOW = 37.5;
const NOTE = passagesOf(
  `# Boletim de operação — Captação do Ribeirão Sapucaí-Mirim

Em outubro, a captação operou com vazão média de ${formatQuantity(FLOW, null)} L/s e parou 6 horas para limpeza da grade.
`,
  "boletim-captacao-sapucai-mirim.md",
);

describe("a figure the conversation just gave, in another unit", () => {
  it("a flow in litres per second, in cubic metres per day", () => {
    const [, reply = ""] = offlineConversation(
      NOTE,
      "A captação operou com que vazão média em outubro?",
      "E isso corresponde a quantos m³ por dia?",
    );
    expect(reply).toContain(`${formatQuantity(FLOW * 86.4, null)} m³/dia`);
  });

  it("nothing to convert without a figure of that kind, or a unit asked", () => {
    expect(unitConversion("E isso dá quanto em toneladas?", `A vazão média foi de ${FLOW} L/s. [1]`)).toBeNull();
    expect(unitConversion("E isso foi bom?", `A vazão média foi de ${FLOW} L/s. [1]`)).toBeNull();
  });
});
