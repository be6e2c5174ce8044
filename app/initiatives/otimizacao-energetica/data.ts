/**
 * Otimização Energética: every figure and text of the page. Tank statuses are
 * the spec's fixed badges (Ativo, Standby).
 */
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";
import type { Tone } from "#app/initiatives/shared/badge.tsx";

export type TankStatus = "Ativo" | "Standby";

export const tankStatusTones: Record<TankStatus, Tone> = { Ativo: "success", Standby: "neutral" };

export interface Tank {
  id: string;
  name: string;
  sector: string;
  status: TankStatus;
  /** Water level, 0-100 %. */
  level: number;
  pumpOn: boolean;
  /** Pump power draw in kW (0 when the pump is off). */
  powerKw: number;
  /** Why the optimiser chose this state. */
  note: string;
}

export const tanks: Tank[] = [
  {
    id: "central",
    name: "Reservatório Central",
    sector: "Setor A",
    status: "Ativo",
    level: 78,
    pumpOn: true,
    powerKw: 45,
    note: "Bombeando fora do horário de ponta para chegar a 95% antes das 18h.",
  },
  {
    id: "sul",
    name: "Reservatório Sul",
    sector: "Setor B",
    status: "Standby",
    level: 92,
    pumpOn: false,
    powerKw: 0,
    note: "Nível alto: abastece o setor por gravidade, sem consumo de energia.",
  },
];

export function pumpLabel(on: boolean): string {
  return on ? "Bomba ligada" : "Bomba desligada";
}

export interface LeakAlert {
  location: string;
  sector: string;
  /** Estimated loss in litres per hour. */
  estimatedLossLph: number;
  /** Time since detection, as shown. */
  detectedAgo: string;
  evidence: string;
  action: string;
}

export const leakAlert: LeakAlert = {
  location: "Rua das Palmeiras, próximo ao nº 1.240 – adutora DN 300",
  sector: "Setor B",
  estimatedLossLph: 850,
  detectedAgo: "há 12 min",
  evidence: "Ruído acústico característico e queda de pressão de 0,8 bar no trecho",
  action: "Despachar Equipe",
};

export const dispatchNotice = "Equipe de manutenção despachada. Chegada prevista em 35 minutos.";

export interface Optimisation {
  title: string;
  detail: string;
  status: "Aplicada" | "Em execução" | "Programada";
}

export const optimisationStatusTones: Record<Optimisation["status"], Tone> = {
  Aplicada: "success",
  "Em execução": "info",
  Programada: "neutral",
};

export const optimisations: Optimisation[] = [
  {
    title: "Bombeamento deslocado para fora da ponta",
    detail: "Bombas do Reservatório Central param entre 18h e 21h, quando a tarifa de energia é mais cara.",
    status: "Em execução",
  },
  {
    title: "Abastecimento por gravidade no Setor B",
    detail: "Reservatório Sul em standby enquanto o nível estiver acima de 60%.",
    status: "Aplicada",
  },
  {
    title: "Velocidade das bombas ajustada à demanda",
    detail: "Inversores de frequência reduzem a rotação conforme a previsão de consumo da próxima hora.",
    status: "Em execução",
  },
  {
    title: "Redução de pressão na madrugada",
    detail: "Válvulas redutoras baixam a pressão da rede entre 0h e 5h, diminuindo vazamentos.",
    status: "Programada",
  },
];

export const kpis = {
  energyReductionPercent: 32,
  annualSaving: 1_800_000,
  leaksDetectedPerMonth: 47,
  lossReductionPercent: 18,
} as const;

export const howItWorks: { title: string; detail: string }[] = [
  {
    title: "Telemetria em tempo real",
    detail:
      "Sensores de nível, pressão, vazão e consumo elétrico enviam leituras de reservatórios, elevatórias e rede.",
  },
  {
    title: "Previsão de demanda",
    detail:
      "Modelos de IA estimam o consumo de cada setor nas próximas horas a partir do histórico, do clima e do calendário.",
  },
  {
    title: "Otimização do bombeamento",
    detail:
      "O otimizador decide quando e com que potência bombear, priorizando os horários de tarifa mais barata e a gravidade.",
  },
  {
    title: "Detecção de vazamentos",
    detail:
      "Sensores acústicos e balanço hídrico localizam vazamentos invisíveis e geram a ordem de serviço para a equipe.",
  },
];

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "kpis",
  description: "Os quatro KPIs (-32% de energia, R$ 1,8 mi por ano, 47 vazamentos por mês, -18% de perdas)",
};

// ---------------------------------------------------------------------------
// Pumping over 24 h against the tariff bands (chart). Sample data, like the rest
// of the page: it follows the optimisations above (no pumping in the 18h-21h peak,
// the Central pump at its 45 kW outside it) and the spec's figures are untouched.
// ---------------------------------------------------------------------------

export type TariffBand = "Fora de ponta" | "Intermediário" | "Ponta";

/** Hours [from, to) of each band of the day (the white tariff's peak is 18h-21h, with an intermediate hour each side). */
export const tariffBands: readonly { band: TariffBand; from: number; to: number }[] = [
  { band: "Fora de ponta", from: 0, to: 17 },
  { band: "Intermediário", from: 17, to: 18 },
  { band: "Ponta", from: 18, to: 21 },
  { band: "Intermediário", from: 21, to: 22 },
  { band: "Fora de ponta", from: 22, to: 24 },
];

export function tariffBandAt(hour: number): TariffBand {
  return tariffBands.find((band) => hour >= band.from && hour < band.to)?.band ?? "Fora de ponta";
}

/** The Reservatório Central pump's planned draw for each hour of the day, in kW (0 h first). */
export const pumpingPlan: readonly number[] = [
  45, 45, 45, 45, 45, 45, 30, 30, 30, 30, 45, 45, 45, 45, 45, 45, 45, 20, 0, 0, 0, 20, 45, 45,
];

/** Energy pumped in each band over the day, in kWh (one hour at P kW is P kWh). */
export function energyByBand(plan: readonly number[] = pumpingPlan): Record<TariffBand, number> {
  const totals: Record<TariffBand, number> = { "Fora de ponta": 0, Intermediário: 0, Ponta: 0 };
  plan.forEach((kw, hour) => {
    totals[tariffBandAt(hour)] += kw;
  });
  return totals;
}
