import { describe, expect, it } from "vitest";
import {
  howItWorks,
  kpis,
  leakAlert,
  optimisations,
  pumpLabel,
  tanks,
  tankStatusTones,
} from "~/initiatives/otimizacao-energetica/data";

describe("otimizacao-energetica tanks", () => {
  it("has the central tank: Setor A, Ativo, 78%, pump on, 45 kW", () => {
    expect(tanks[0]).toMatchObject({
      name: "Reservatório Central",
      sector: "Setor A",
      status: "Ativo",
      level: 78,
      pumpOn: true,
      powerKw: 45,
    });
  });

  it("has the south tank: Setor B, Standby, 92%, pump off", () => {
    expect(tanks[1]).toMatchObject({
      name: "Reservatório Sul",
      sector: "Setor B",
      status: "Standby",
      level: 92,
      pumpOn: false,
      powerKw: 0,
    });
    expect(tanks).toHaveLength(2);
  });

  it("labels the pump and maps Ativo to success, Standby to neutral", () => {
    expect(pumpLabel(true)).toBe("Bomba ligada");
    expect(pumpLabel(false)).toBe("Bomba desligada");
    expect(tankStatusTones).toEqual({ Ativo: "success", Standby: "neutral" });
  });
});

describe("leak alert", () => {
  it("estimates 850 L/h, has a location and a time since detection, and the Despachar Equipe button", () => {
    expect(leakAlert.estimatedLossLph).toBe(850);
    expect(leakAlert.location).not.toBe("");
    expect(leakAlert.detectedAgo).toMatch(/^há \d+ min$/);
    expect(leakAlert.action).toBe("Despachar Equipe");
  });
});

describe("KPIs and content", () => {
  it("has 32% less energy, R$ 1.8 mi a year, 47 leaks a month, 18% less loss", () => {
    expect(kpis).toEqual({
      energyReductionPercent: 32,
      annualSaving: 1800000,
      leaksDetectedPerMonth: 47,
      lossReductionPercent: 18,
    });
  });

  it("has a real-time optimisation list and an explanatory section", () => {
    expect(optimisations.length).toBeGreaterThanOrEqual(3);
    expect(howItWorks.length).toBeGreaterThanOrEqual(3);
  });
});
