/**
 * GEFAR - Faturamento: the scripted billing chat, feature cards and figures.
 */
import { MANUAL_ERROR_REDUCTION_PERCENT, RESPONSE_TIME_REDUCTION_PERCENT } from "#app/initiatives/claims.ts";
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";

/** A new scripted message appears every 1500 ms. */
export const MESSAGE_INTERVAL_MS = 1500;

export const COPY = {
  subtitle:
    "Atendimento de faturamento e cobrança com IA: o assistente entende o pedido do cliente, consulta o histórico de consumo e resolve segunda via, revisão de conta e parcelamento na mesma conversa.",
  badge: "Em operação",
  chatTitle: "Demonstração: atendimento de faturamento",
  chatDescription: "Conversa simulada entre um cliente e o assistente GEFAR. As mensagens aparecem em sequência.",
  restartLabel: "Reiniciar conversa",
  typingLabel: "Assistente digitando...",
  featuresTitle: "O que o GEFAR faz",
  statsTitle: "Resultados do GEFAR",
} as const;

export type ChatRole = "user" | "assistant" | "system";

export interface ChatMessage {
  id: number;
  role: ChatRole;
  content: string;
  time: string;
}

/** How each role is named to the reader (visible label and screen readers). */
export const ROLE_LABELS: Record<ChatRole, string> = {
  user: "Cliente",
  assistant: "Assistente GEFAR",
  system: "Sistema",
};

export const SCRIPT: readonly ChatMessage[] = [
  {
    id: 1,
    role: "system",
    content: "Atendimento iniciado pelo WhatsApp. Cliente identificado pela matrícula 4821-7.",
    time: "14:02",
  },
  {
    id: 2,
    role: "user",
    content: "Boa tarde! Minha conta de água deste mês veio quase o dobro do normal. O que aconteceu?",
    time: "14:02",
  },
  {
    id: 3,
    role: "assistant",
    content:
      "Boa tarde, Maria! Verifiquei sua fatura de março: o consumo medido foi de 32 m³, contra uma média de 17 m³ nos últimos seis meses. A leitura foi confirmada por foto do hidrômetro.",
    time: "14:02",
  },
  {
    id: 4,
    role: "system",
    content: "Agente analista de intenção: pedido classificado como revisão de conta por consumo elevado.",
    time: "14:03",
  },
  {
    id: 5,
    role: "assistant",
    content:
      "Um aumento desse tamanho costuma indicar vazamento interno. Recomendo fechar todas as torneiras e observar se o hidrômetro continua girando. Posso abrir uma solicitação de revisão e agendar uma vistoria gratuita?",
    time: "14:03",
  },
  {
    id: 6,
    role: "user",
    content: "Pode sim. E consigo parcelar essa conta enquanto isso?",
    time: "14:04",
  },
  {
    id: 7,
    role: "assistant",
    content:
      "Claro! Abri a revisão nº 2025-031877 e a vistoria ficou para quinta-feira, entre 8h e 12h. Também posso dividir a fatura de R$ 186,42 em 3 parcelas de R$ 62,14, sem juros, lançadas nas próximas contas.",
    time: "14:04",
  },
  {
    id: 8,
    role: "user",
    content: "Perfeito, quero parcelar.",
    time: "14:05",
  },
  {
    id: 9,
    role: "system",
    content: "Agente de automação: parcelamento registrado no sistema comercial e nova segunda via enviada por e-mail.",
    time: "14:05",
  },
  {
    id: 10,
    role: "assistant",
    content:
      "Pronto! O parcelamento foi registrado e a segunda via atualizada já está no seu e-mail. Se a vistoria confirmar vazamento, a conta será recalculada automaticamente. Posso ajudar em algo mais?",
    time: "14:05",
  },
];

/** How many messages show when the demo starts (the first appears at once). */
export const INITIAL_VISIBLE = 1;

/** The message count after one tick of the scripted chat, never past the script. */
export function nextVisibleCount(count: number, total: number = SCRIPT.length): number {
  return Math.min(total, count + 1);
}

/** Whether every scripted message is already shown (the timer then stops). */
export function isScriptComplete(count: number, total: number = SCRIPT.length): boolean {
  return count >= total;
}

export type FeatureIcon = "intent" | "automation" | "invoice" | "clock";

export interface Feature {
  icon: FeatureIcon;
  title: string;
  description: string;
}

export const FEATURES: readonly Feature[] = [
  {
    icon: "intent",
    title: "Analista de intenção",
    description:
      "Entende o pedido em linguagem natural (revisão de conta, segunda via, parcelamento, religação) e encaminha ao fluxo certo.",
  },
  {
    icon: "automation",
    title: "Agente de automação",
    description:
      "Executa a ação no sistema comercial: abre revisões, registra parcelamentos e agenda vistorias sem digitação manual.",
  },
  {
    icon: "invoice",
    title: "Segunda via e histórico",
    description: "Consulta faturas, leituras e fotos do hidrômetro para explicar cada valor cobrado ao cliente.",
  },
  {
    icon: "clock",
    title: "Atendimento 24 horas",
    description:
      "Responde pelo WhatsApp, chat e portal a qualquer hora e transfere para um atendente quando necessário.",
  },
];

export type StatIcon = "timer" | "check" | "headset";

export interface Stat {
  icon: StatIcon;
  value: string;
  label: string;
  hint: string;
}

export const STATS: readonly Stat[] = [
  {
    icon: "timer",
    value: `-${RESPONSE_TIME_REDUCTION_PERCENT}%`,
    label: "Tempo de resposta",
    hint: "Redução no tempo médio de atendimento de faturamento",
  },
  {
    icon: "check",
    value: `-${MANUAL_ERROR_REDUCTION_PERCENT}%`,
    label: "Erros manuais",
    hint: "Menos lançamentos digitados à mão no sistema comercial",
  },
  {
    icon: "headset",
    value: "24/7",
    label: "Disponibilidade",
    hint: "Atendimento contínuo em todos os canais digitais",
  },
];

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "stats",
  description: "Os três indicadores do atendimento de faturamento (-70% no tempo de resposta)",
};
