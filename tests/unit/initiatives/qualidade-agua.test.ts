import { describe, expect, it } from "vitest";
import {
  benefits,
  figures,
  indicators,
  monitoredPoints,
  preventiveActions,
  riskPredictions,
  riskTones,
  sample,
  statusTones,
} from "~/initiatives/qualidade-agua/data";

describe("qualidade-agua sample", () => {
  it("is point A-245, Analisando, 85%", () => {
    expect(sample.point).toBe("A-245");
    expect(sample.status).toBe("Analisando");
    expect(sample.progress).toBe(85);
  });
});

describe("indicators", () => {
  const byName = (name: string) => indicators.find((indicator) => indicator.name === name);

  it("has the four spec indicators with their statuses", () => {
    expect(indicators.map((indicator) => [indicator.name, indicator.status])).toEqual([
      ["Coliformes totais", "Normal"],
      ["E. coli", "Normal"],
      ["Turbidez", "Atenção"],
      ["Cianobactérias / algas", "Alerta"],
    ]);
  });

  it("reads 0 UFC/100 mL, ausente, 4.2 NTU and a growth trend", () => {
    expect(byName("Coliformes totais")).toMatchObject({ value: 0, unit: "UFC/100 mL" });
    expect(byName("E. coli")).toMatchObject({ value: null, reading: "Ausente" });
    expect(byName("Turbidez")).toMatchObject({ value: 4.2, decimals: 1, unit: "NTU" });
    expect(byName("Cianobactérias / algas")).toMatchObject({ value: null, reading: "Tendência de crescimento" });
  });

  it("puts the Acionar Protocolo button only on cyanobacteria", () => {
    expect(indicators.filter((indicator) => indicator.action).map((indicator) => [indicator.id, indicator.action])).toEqual([
      ["cianobacterias", "Acionar Protocolo"],
    ]);
  });

  it("maps the badges to tones: Normal success, Atenção warning, Alerta danger, Analisando info", () => {
    expect(statusTones).toEqual({ Normal: "success", Atenção: "warning", Alerta: "danger", Analisando: "info" });
  });
});

describe("risk prediction", () => {
  it("is Baixo 20 in 24h, Médio 55 in 7 days, Alto 85 in 15 days", () => {
    expect(riskPredictions.map((risk) => [risk.horizon, risk.level, risk.score])).toEqual([
      ["Próximas 24h", "Baixo", 20],
      ["7 dias", "Médio", 55],
      ["15 dias", "Alto", 85],
    ]);
    expect(riskTones).toEqual({ Baixo: "success", Médio: "warning", Alto: "danger" });
  });
});

describe("figures and cards", () => {
  it("has 127 points, every 2h, 23 problems avoided a month, R$ 280 mil", () => {
    expect(figures).toEqual({ monitoredPoints: 127, updateEveryHours: 2, problemsAvoidedPerMonth: 23, savings: 280000 });
  });

  it("lists monitored points including A-245, preventive actions and benefits", () => {
    expect(monitoredPoints.map((point) => point.code)).toContain("A-245");
    expect(monitoredPoints.find((point) => point.code === "A-245")?.status).toBe(sample.status);
    expect(preventiveActions.length).toBeGreaterThanOrEqual(3);
    expect(benefits.length).toBeGreaterThanOrEqual(3);
  });
});
