import { describe, expect, it } from "vitest";
import { energyByBand, pumpingPlan, tariffBandAt } from "#app/initiatives/otimizacao-energetica/data.ts";

describe("Otimização Energética pumping chart", () => {
  it("reads the tariff band of each hour: peak 18h-21h with an intermediate hour each side", () => {
    expect([0, 16, 17, 18, 20, 21, 22, 23].map(tariffBandAt)).toEqual([
      "Fora de ponta",
      "Fora de ponta",
      "Intermediário",
      "Ponta",
      "Ponta",
      "Intermediário",
      "Fora de ponta",
      "Fora de ponta",
    ]);
  });

  it("sums the energy pumped per band, with nothing at peak (what the chart's summary says)", () => {
    const energy = energyByBand();
    expect(energy.Ponta).toBe(0);
    expect(energy["Fora de ponta"] + energy.Intermediário).toBe(pumpingPlan.reduce((sum, kw) => sum + kw, 0));
    // One hour at 10 kW in each band lands in that band.
    const flat = Array.from({ length: 24 }, () => 10);
    expect(energyByBand(flat)).toEqual({ "Fora de ponta": 190, Intermediário: 20, Ponta: 30 });
  });
});
