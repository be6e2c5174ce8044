import { describe, expect, it } from "vitest";
import {
  agentBubbles,
  closing,
  consolidatedBenefits,
  headlineFigures,
  impactFigures,
  providerCredit,
} from "~/initiatives/impacto/data";

describe("Impacto e Conclusão data", () => {
  it("has the ten agent bubbles in the spec's order", () => {
    expect(agentBubbles.map((bubble) => bubble.label)).toEqual([
      "GEFAR",
      "Suporte N1",
      "Ouvidoria",
      "BI",
      "Auditoria",
      "GECLI",
      "GEREG",
      "Qualidade",
      "Otimização",
      "Predição",
    ]);
  });

  it("has the three headline figures of spec section 9", () => {
    expect(impactFigures.annualSavingsBRL).toBe(8_500_000);
    expect(impactFigures.efficiencyGainPercent).toBe(47);
    expect(impactFigures.userSatisfactionPercent).toBe(92);
  });

  it("shows them formatted for pt-BR", () => {
    expect(headlineFigures.map((figure) => [figure.id, figure.value])).toEqual([
      ["savings", "R$ 8,5 mi"],
      ["efficiency", "47%"],
      ["satisfaction", "92%"],
    ]);
  });

  it("has six consolidated benefits with distinct titles", () => {
    expect(consolidatedBenefits).toHaveLength(6);
    expect(new Set(consolidatedBenefits.map((benefit) => benefit.title)).size).toBe(6);
    for (const benefit of consolidatedBenefits) expect(benefit.description.length).toBeGreaterThan(40);
  });

  it("has a closing text", () => {
    expect(closing.text.length).toBeGreaterThan(100);
  });

  it("credits the configured AI provider", () => {
    expect(providerCredit("OpenAI gpt-4o-mini")).toBe("Tecnologia de IA: OpenAI gpt-4o-mini");
  });
});
