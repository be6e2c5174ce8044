/**
 * Auditoria PPP: automated audit of the payment measurements of the
 * public-private partnerships.
 */
import {
  IMPROPER_PAYMENTS_REDUCTION_PERCENT,
  INCONSISTENCIES_DETECTED_PERCENT,
  TRACEABILITY_GAIN_PERCENT,
} from "#app/initiatives/claims.ts";
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";

export const COPY = {
  subtitle:
    "Auditoria automática das medições e notas fiscais das parcerias público-privadas: a IA confere documentos, fotos e dados de operação antes de cada pagamento.",
  badge: "Em operação",
  countersTitle: "Medições auditadas no mês",
  claimsTitle: "Resultados da auditoria com IA",
  examplesTitle: "Exemplos de medições analisadas",
  examplesDescription: "Casos ilustrativos: o que o analista multimodal conferiu e o parecer enviado ao parceiro.",
  approvedHeading: "Aprovadas",
  rejectedHeading: "Reprovadas",
  checksLabel: "Verificações",
  feedbackLabel: "Parecer",
  agentsTitle: "Agentes envolvidos",
  benefitsTitle: "Benefícios",
} as const;

/** This month's audited measurements; the total is their sum. */
export const APPROVED_COUNT = 312;
export const REJECTED_COUNT = 27;
/** Value withheld from rejected measurements this month, in reais. */
export const WITHHELD_AMOUNT = 4_300_000;

export function auditedCount(): number {
  return APPROVED_COUNT + REJECTED_COUNT;
}

export type CounterIcon = "files" | "approved" | "rejected" | "money";

export interface Counter {
  icon: CounterIcon;
  /** A count, or an amount in reais when `money` is true. */
  value: number;
  money?: boolean;
  label: string;
  tone: "info" | "success" | "danger" | "warning";
}

export const COUNTERS: readonly Counter[] = [
  { icon: "files", value: auditedCount(), label: "Medições analisadas", tone: "info" },
  { icon: "approved", value: APPROVED_COUNT, label: "Aprovadas", tone: "success" },
  { icon: "rejected", value: REJECTED_COUNT, label: "Reprovadas com inconsistência", tone: "danger" },
  { icon: "money", value: WITHHELD_AMOUNT, money: true, label: "Pagamentos retidos", tone: "warning" },
];

export interface Claim {
  value: string;
  label: string;
}

export const CLAIMS: readonly Claim[] = [
  { value: `${INCONSISTENCIES_DETECTED_PERCENT}%`, label: "das inconsistências e indícios de fraude detectados" },
  { value: `-${IMPROPER_PAYMENTS_REDUCTION_PERCENT}%`, label: "em pagamentos indevidos" },
  { value: `+${TRACEABILITY_GAIN_PERCENT}%`, label: "de rastreabilidade das medições" },
];

export type Verdict = "approved" | "rejected";

export interface AuditCheck {
  label: string;
  ok: boolean;
}

export interface AuditExample {
  id: string;
  partner: string;
  object: string;
  period: string;
  /** Measured amount, in reais. */
  amount: number;
  verdict: Verdict;
  checks: readonly AuditCheck[];
  feedback: string;
}

export const EXAMPLES: readonly AuditExample[] = [
  {
    id: "MED-2025-0314",
    partner: "Concessionária Esgoto Metropolitano S.A.",
    object: "Operação da ETE Norte — volume de esgoto tratado",
    period: "Fevereiro/2025",
    amount: 1_850_000,
    verdict: "approved",
    checks: [
      { label: "Volume medido confere com a telemetria da estação", ok: true },
      { label: "Indicadores de qualidade do efluente dentro do contrato", ok: true },
      { label: "Nota fiscal com CNPJ, valores e impostos corretos", ok: true },
    ],
    feedback: "Medição aprovada sem ressalvas. Documentação completa e coerente com os dados de operação.",
  },
  {
    id: "MED-2025-0297",
    partner: "Consórcio Águas do Litoral",
    object: "Manutenção de reservatórios — 12 unidades",
    period: "Fevereiro/2025",
    amount: 640_000,
    verdict: "approved",
    checks: [
      { label: "Fotos georreferenciadas de todas as unidades atendidas", ok: true },
      { label: "Ordens de serviço encerradas no sistema de manutenção", ok: true },
      { label: "Preços unitários conforme a planilha contratual", ok: true },
    ],
    feedback: "Medição aprovada. Evidências fotográficas e ordens de serviço conferem com os itens faturados.",
  },
  {
    id: "MED-2025-0321",
    partner: "Consórcio Rede Sul Saneamento",
    object: "Ampliação de rede coletora — lote 3",
    period: "Fevereiro/2025",
    amount: 2_430_000,
    verdict: "rejected",
    checks: [
      { label: "Extensão medida (2,6 km) confere com as fotos da obra", ok: false },
      { label: "Boletim de medição assinado pela fiscalização", ok: true },
      { label: "Nota fiscal emitida pelo CNPJ do consórcio", ok: false },
    ],
    feedback:
      "Medição reprovada. As fotos georreferenciadas indicam 1,8 km de rede executada e a nota fiscal foi emitida por empresa fora do consórcio. Reapresentar com a extensão corrigida e a nota do CNPJ contratado.",
  },
  {
    id: "MED-2025-0308",
    partner: "Concessionária Esgoto Metropolitano S.A.",
    object: "Remoção de lodo — ETE Leste",
    period: "Fevereiro/2025",
    amount: 395_000,
    verdict: "rejected",
    checks: [
      { label: "Manifestos de transporte de resíduos para todas as cargas", ok: false },
      { label: "Toneladas faturadas conferem com a balança da estação", ok: false },
      { label: "Licença ambiental do destino final válida", ok: true },
    ],
    feedback:
      "Medição reprovada. Faltam manifestos de 14 cargas e o peso faturado supera em 22% o registrado na balança. Reapresentar com os manifestos e o peso conferido.",
  },
];

export interface PppAgent {
  name: string;
  description: string;
}

export const AGENTS: readonly PppAgent[] = [
  {
    name: "Analista Multimodal",
    description:
      "Lê notas fiscais, boletins de medição, planilhas e fotos da obra, e cruza tudo com os dados de operação.",
  },
  {
    name: "Validador de Conformidade",
    description: "Confere cada item com as cláusulas, preços unitários e indicadores de desempenho do contrato de PPP.",
  },
  {
    name: "Gerador de Parecer",
    description: "Redige o parecer de aprovação ou reprovação, com as evidências e o que o parceiro deve corrigir.",
  },
];

export const BENEFITS: readonly string[] = [
  "Inconsistências e indícios de fraude barrados antes do pagamento, não depois.",
  "Cada aprovação guarda as evidências conferidas, prontas para os órgãos de controle.",
  "Fiscais dedicados às análises complexas, não à conferência de papéis.",
  "Pareceres padronizados, com critérios iguais para todos os parceiros.",
  "Prazos contratuais de pagamento cumpridos mesmo com mais medições por mês.",
];

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "claims",
  description:
    "Os três resultados da auditoria: 98% das inconsistências, -85% de pagamentos indevidos, +90% de rastreabilidade",
};
