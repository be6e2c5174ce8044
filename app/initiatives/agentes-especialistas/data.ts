/**
 * Agentes Especialistas: the knowledge base of the AI initiatives. The totals of the summary cards (7 initiatives,
 * 15 agents) are computed from the list below, never typed as constants.
 */
import {
  ANTICIPATION_DAYS,
  IMPROPER_PAYMENTS_REDUCTION_PERCENT,
  INCONSISTENCIES_DETECTED_PERCENT,
  MANUAL_ERROR_REDUCTION_PERCENT,
  RECOVERY_GAIN_PERCENT,
  RESPONSE_TIME_REDUCTION_PERCENT,
  TECHNICIAN_TIME_FREED_PERCENT,
  TRACEABILITY_GAIN_PERCENT,
} from "#app/initiatives/claims.ts";
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";
import type { KnowledgeIconName } from "#app/initiatives/shared/knowledge-icons.ts";
import { formatNumber } from "#isomorphic/text/format.ts";

/** Icon names, mapped to lucide icons in the view. */

/** Colour of an initiative, mapped to the palette's solid fills in the view. */
export type KnowledgeColor = "brand" | "accent" | "success" | "warning" | "danger" | "info";

export interface SpecialistAgent {
  name: string;
  /** What the agent does (its function). */
  role: string;
  skills: readonly string[];
  /** Impact statement. */
  impact: string;
}

export interface KnowledgeInitiative {
  id: string;
  /** "NAME - description"; the tab shows the part before " - ". */
  name: string;
  goal: string;
  icon: KnowledgeIconName;
  color: KnowledgeColor;
  agents: readonly SpecialistAgent[];
}

export const knowledgeInitiatives: readonly KnowledgeInitiative[] = [
  {
    id: "gefar",
    name: "GEFAR - Faturamento e Arrecadação",
    goal: "Apoiar o atendimento de faturamento e arrecadação, respondendo dúvidas de contas, segundas vias, parcelamentos e revisões de consumo com rapidez e sem retrabalho manual.",
    icon: "receipt",
    color: "brand",
    agents: [
      {
        name: "Analista de Intenção",
        role: "Interpreta a mensagem do cliente e identifica a intenção: segunda via, revisão de conta, parcelamento, religação ou contestação de consumo.",
        skills: [
          "Processamento de linguagem natural em português",
          "Classificação de intenções de faturamento",
          "Extração de matrícula, referência e valores",
          "Consulta ao histórico de consumo do imóvel",
        ],
        impact: `Redução de ${RESPONSE_TIME_REDUCTION_PERCENT}% no tempo de resposta`,
      },
      {
        name: "Agente de Automação",
        role: "Executa as ações no sistema comercial: emite segunda via, simula parcelamentos e abre revisões de conta com os dados já validados.",
        skills: [
          "Integração com o sistema comercial",
          "Emissão de segunda via e boletos",
          "Simulação de parcelamento",
          "Validação automática de dados cadastrais",
        ],
        impact: `Redução de ${MANUAL_ERROR_REDUCTION_PERCENT}% nos erros manuais`,
      },
    ],
  },
  {
    id: "suporte-tecnico",
    name: "Suporte Técnico - Atendimento Remoto",
    goal: "Resolver remotamente os chamados de primeiro nível das equipes de campo e dos usuários internos, guiando instalações e configurações passo a passo.",
    icon: "headset",
    color: "accent",
    agents: [
      {
        name: "Agente de Instalação",
        role: "Conduz a instalação e a configuração de sistemas e equipamentos por roteiros guiados, diagnostica falhas comuns e só escala ao técnico o que exige presença.",
        skills: [
          "Roteiros guiados de instalação",
          "Diagnóstico remoto de falhas comuns",
          "Base de conhecimento de soluções",
          "Escalonamento inteligente ao técnico",
        ],
        impact: `Libera ${TECHNICIAN_TIME_FREED_PERCENT}% do tempo dos técnicos`,
      },
    ],
  },
  {
    id: "ouvidoria",
    name: "Ouvidoria - Análise de Sentimento",
    goal: "Analisar o sentimento de cada manifestação recebida pela ouvidoria, identificar casos críticos em tempo real e encaminhá-los à equipe certa.",
    icon: "message-square-heart",
    color: "danger",
    agents: [
      {
        name: "Analista de Sentimento",
        role: "Avalia o tom, a urgência e o risco de cada manifestação em telefone, WhatsApp e chat, sinalizando os casos críticos.",
        skills: [
          "Análise de sentimento em português",
          "Detecção de urgência e risco à saúde",
          "Leitura de áudio transcrito e texto",
          "Pontuação de confiança da classificação",
        ],
        impact: "100% dos casos críticos identificados",
      },
      {
        name: "Roteador Inteligente",
        role: "Encaminha cada caso à área responsável conforme o tipo de problema, a região e a prioridade, escalando automaticamente os críticos.",
        skills: [
          "Roteamento por tipo, região e prioridade",
          "Escalonamento automático de casos críticos",
          "Balanceamento da carga das equipes",
          "Acompanhamento de prazos de resposta",
        ],
        impact: "Redução de 85% no tempo de resposta a casos críticos",
      },
      {
        name: "Criador de Chamados",
        role: "Abre o chamado já preenchido com protocolo, dados do cliente, categoria e evidências da conversa.",
        skills: [
          "Preenchimento automático de chamados",
          "Geração de protocolo",
          "Anexação das evidências da conversa",
          "Categorização e subcategorização",
        ],
        impact: "Processamento de chamados 60% mais rápido",
      },
    ],
  },
  {
    id: "bi-conversacional",
    name: "BI Conversacional - Consultas em Linguagem Natural",
    goal: "Permitir que gestores consultem os indicadores da companhia em português, sem SQL e sem depender da equipe de TI, respeitando as permissões de cada usuário.",
    icon: "bar-chart-3",
    color: "info",
    agents: [
      {
        name: "Agente Orquestrador",
        role: "Recebe a pergunta, verifica as permissões do usuário e a encaminha ao agente especializado no domínio dos dados consultados.",
        skills: [
          "Verificação de permissões de acesso",
          "Identificação do domínio da pergunta",
          "Coordenação dos agentes especializados",
          "Consolidação da resposta final",
        ],
        impact: "Cada gestor consulta somente os dados que tem permissão para ver",
      },
      {
        name: "Agente Especialista em SQL",
        role: "Modelos de linguagem especializados e ajustados (fine-tuned) para os dados comerciais e operacionais da companhia, que transformam perguntas em português em consultas SQL.",
        skills: [
          "Modelos de linguagem com fine-tuning por domínio",
          "Geração de SQL a partir de perguntas",
          "Dicionário de dados comerciais e operacionais",
          "Explicação do resultado em linguagem natural",
        ],
        impact: "Respostas sobre receita, arrecadação e operação em segundos, sem escrever SQL",
      },
    ],
  },
  {
    id: "auditoria-ppp",
    name: "Auditoria PPP - Pagamentos de Parcerias",
    goal: "Automatizar a auditoria dos pagamentos das parcerias público-privadas, conferindo medições, notas e evidências antes de cada pagamento.",
    icon: "scan-search",
    color: "warning",
    agents: [
      {
        name: "Analista Multimodal",
        role: "Lê notas fiscais, boletins de medição, fotos e planilhas, cruzando as informações para encontrar divergências.",
        skills: [
          "Leitura de documentos e imagens",
          "Cruzamento de medições e notas fiscais",
          "Detecção de padrões de fraude",
          "Extração de dados de planilhas",
        ],
        impact: `${INCONSISTENCIES_DETECTED_PERCENT}% das inconsistências e fraudes detectadas`,
      },
      {
        name: "Validador de Conformidade",
        role: "Confere cada pagamento com as cláusulas do contrato e os indicadores de desempenho da parceria antes da aprovação.",
        skills: [
          "Regras contratuais da parceria",
          "Indicadores de desempenho contratuais",
          "Aprovação ou reprovação fundamentada",
          "Bloqueio preventivo de pagamentos",
        ],
        impact: `Redução de ${IMPROPER_PAYMENTS_REDUCTION_PERCENT}% nos pagamentos indevidos`,
      },
      {
        name: "Gerador de Feedback",
        role: "Redige o parecer de cada análise, com as evidências e os motivos, e devolve as pendências ao parceiro.",
        skills: [
          "Redação de pareceres técnicos",
          "Registro de evidências da análise",
          "Trilha de auditoria completa",
          "Comunicação de pendências ao parceiro",
        ],
        impact: `Aumento de ${TRACEABILITY_GAIN_PERCENT}% na rastreabilidade`,
      },
    ],
  },
  {
    id: "gecli",
    name: "GECLI - Antecipação de Inadimplência",
    goal: "Antecipar a inadimplência dos clientes e orientar ações de cobrança preventivas e proporcionais ao risco de cada perfil.",
    icon: "trending-down",
    color: "success",
    agents: [
      {
        name: "Agente de Aprendizado Não Supervisionado",
        role: "Descobre padrões de pagamento no histórico dos clientes e sinaliza mudanças de comportamento que antecedem a inadimplência.",
        skills: [
          "Agrupamento (clustering) de perfis de pagamento",
          "Detecção de anomalias no comportamento",
          "Pontuação de risco de inadimplência",
          "Atualização contínua dos modelos",
        ],
        impact: `Inadimplência antecipada em ${ANTICIPATION_DAYS} dias`,
      },
      {
        name: "Agente de Segmentação Inteligente",
        role: "Segmenta a carteira pelo risco e recomenda a abordagem de cobrança mais adequada a cada grupo de clientes.",
        skills: [
          "Segmentação da carteira por risco",
          "Recomendação de régua de cobrança",
          "Priorização de negociações",
          "Acompanhamento dos acordos firmados",
        ],
        impact: `Aumento de ${RECOVERY_GAIN_PERCENT}% na recuperação de crédito`,
      },
    ],
  },
  {
    id: "gereg",
    name: "GEREG - Conformidade Regulatória",
    goal: "Garantir a conformidade regulatória da companhia, prevenindo não conformidades e respondendo às notificações da agência reguladora dentro do prazo.",
    icon: "file-check-2",
    color: "brand",
    agents: [
      {
        name: "Agente de Avaliação Preventiva",
        role: "Avalia os indicadores regulatórios antes das fiscalizações e aponta os riscos de não conformidade com antecedência.",
        skills: [
          "Monitoramento de indicadores regulatórios",
          "Avaliação de riscos de não conformidade",
          "Planos de ação preventivos",
          "Priorização por gravidade e prazo",
        ],
        impact: "75% das não conformidades prevenidas",
      },
      {
        name: "Agente de Monitoramento Regulatório",
        role: "Acompanha resoluções e notificações da agência reguladora, controla os prazos e prepara as respostas segundo as normas.",
        skills: [
          "Leitura de resoluções e notificações",
          "Controle de prazos regulatórios",
          "Geração de respostas conforme as normas",
          "Histórico das interações com o regulador",
        ],
        impact: "Redução de 90% nas multas",
      },
    ],
  },
];

/** Number of initiatives of the knowledge base. */
export function totalInitiatives(list: readonly KnowledgeInitiative[]): number {
  return list.length;
}

/** Number of agents summed over the initiatives. */
export function totalAgents(list: readonly KnowledgeInitiative[]): number {
  return list.reduce((sum, initiative) => sum + initiative.agents.length, 0);
}

/** The tab label: the initiative name before " - " (the whole name when there is none). */
export function tabLabel(name: string): string {
  const separator = name.indexOf(" - ");
  return (separator < 0 ? name : name.slice(0, separator)).trim();
}

/** The tabs in two rows: the first `firstRowSize` initiatives, then the rest. */
export function tabRows<T>(list: readonly T[], firstRowSize = 4): [T[], T[]] {
  return [list.slice(0, firstRowSize), list.slice(firstRowSize)];
}

/** Fixed figures of the summary cards. */
export const AREAS_OF_IMPACT = 5;
export const AVERAGE_EFFICIENCY_PERCENT = 78;

export type SummaryIconName = "layers" | "bot" | "target" | "trending-up";

export interface SummaryCard {
  id: "initiatives" | "agents" | "areas" | "efficiency";
  value: string;
  label: string;
  hint: string;
  icon: SummaryIconName;
}

/** The four summary cards, with the totals computed from the list. */
export function summaryCards(list: readonly KnowledgeInitiative[]): SummaryCard[] {
  return [
    {
      id: "initiatives",
      value: formatNumber(totalInitiatives(list)),
      label: "Total de iniciativas",
      hint: "Frentes de IA em operação",
      icon: "layers",
    },
    {
      id: "agents",
      value: formatNumber(totalAgents(list)),
      label: "Agentes ativos",
      hint: "Especialistas trabalhando em conjunto",
      icon: "bot",
    },
    {
      id: "areas",
      value: formatNumber(AREAS_OF_IMPACT),
      label: "Áreas de impacto",
      hint: "Comercial, atendimento, operação, finanças e regulação",
      icon: "target",
    },
    {
      id: "efficiency",
      value: `+${formatNumber(AVERAGE_EFFICIENCY_PERCENT)}%`,
      label: "Eficiência média",
      hint: "Ganho médio nos processos atendidos",
      icon: "trending-up",
    },
  ];
}

export interface ArchitecturePillar {
  id: "orchestration" | "specialisation" | "integration";
  title: string;
  description: string;
}

/** The common architecture of every initiative (closing card). */
export const architecture = {
  title: "Arquitetura comum dos agentes",
  description:
    "Todas as iniciativas seguem o mesmo desenho: um orquestrador coordena agentes especialistas, cada um com uma função clara, integrados aos sistemas que a companhia já utiliza.",
  pillars: [
    {
      id: "orchestration",
      title: "Orquestração",
      description:
        "Um agente coordenador recebe cada demanda, verifica permissões, distribui as tarefas entre os especialistas e consolida a resposta final.",
    },
    {
      id: "specialisation",
      title: "Especialização",
      description:
        "Cada agente domina uma única função, com modelos e bases de conhecimento próprios, o que garante precisão e facilidade de evolução.",
    },
    {
      id: "integration",
      title: "Integração",
      description:
        "Os agentes se conectam ao sistema comercial, aos canais de atendimento, às bases operacionais e aos sistemas regulatórios, sem substituir o que já funciona.",
    },
  ] satisfies ArchitecturePillar[],
  benefitsTitle: "Benefícios estratégicos",
  benefits: [
    "Decisões mais rápidas, baseadas em dados atualizados",
    "Equipes liberadas de tarefas repetitivas para atividades de maior valor",
    "Atendimento ao cliente mais ágil e consistente em todos os canais",
    "Conformidade regulatória e rastreabilidade de ponta a ponta",
    "Redução de custos operacionais e de perdas financeiras",
    "Plataforma reutilizável: novos agentes entram na mesma arquitetura",
  ],
} as const;

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "summary",
  description: "Os quatro números da base: iniciativas, agentes ativos, áreas de impacto e eficiência média",
};
