/**
 * Abertura Institucional: the opening page of the presentation:
 * mission, innovation and results cards and the button to the first initiative.
 * The results reuse the headline figures of the Impacto page (one place per figure).
 */
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";
import { headlineFigures } from "#app/initiatives/impacto/data.ts";

/** Icon names, mapped to lucide icons in the view. */
export type OpeningIconName = "target" | "lightbulb" | "trophy" | "headset" | "bar-chart-3" | "shield-check";

export const opening = {
  eyebrow: "Transformação digital com inteligência artificial",
  title: "Inteligência artificial a serviço do saneamento",
  text: "Apresentamos as iniciativas de IA que estão transformando o atendimento, a gestão e a operação da companhia: agentes especialistas que trabalham ao lado das equipes para levar água de qualidade e serviços mais ágeis à população.",
} as const;

export interface OpeningHighlight {
  value: string;
  label: string;
}

export interface OpeningCard {
  id: "mission" | "innovation" | "results";
  title: string;
  description: string;
  icon: OpeningIconName;
  points: readonly string[];
  /** Figures shown with the card (the results). */
  highlights?: readonly OpeningHighlight[];
}

export const openingCards: readonly OpeningCard[] = [
  {
    id: "mission",
    title: "Nossa missão",
    description:
      "Garantir água tratada e esgotamento sanitário com qualidade, eficiência e transparência, usando a tecnologia para cuidar melhor das pessoas e do meio ambiente.",
    icon: "target",
    points: [
      "Universalizar o acesso ao saneamento",
      "Atender o cliente com agilidade em todos os canais",
      "Usar os recursos públicos com responsabilidade",
    ],
  },
  {
    id: "innovation",
    title: "Inovação",
    description:
      "Agentes de IA especialistas, coordenados por uma arquitetura comum, automatizam tarefas repetitivas e apoiam decisões com dados em tempo real.",
    icon: "lightbulb",
    points: [
      "Agentes especialistas com funções claras",
      "Integração com os sistemas que a companhia já utiliza",
      "Segurança, permissões e rastreabilidade em cada decisão",
    ],
  },
  {
    id: "results",
    title: "Resultados",
    description: "As iniciativas já mostram ganhos concretos para a companhia, para as equipes e para os clientes.",
    icon: "trophy",
    points: [],
    highlights: headlineFigures.map((figure) => ({ value: figure.value, label: figure.label })),
  },
];

export interface JourneyStage {
  title: string;
  icon: OpeningIconName;
  /** Initiative slugs; the view shows their titles from the registry and links to them. */
  slugs: readonly string[];
}

/** What the presentation covers, in the order of the pages. */
export const journey: readonly JourneyStage[] = [
  { title: "Atendimento ao cliente", icon: "headset", slugs: ["gefar", "suporte-n1", "ouvidoria"] },
  { title: "Gestão e finanças", icon: "bar-chart-3", slugs: ["bi-conversacional", "auditoria-ppp", "gecli"] },
  { title: "Regulação e operação", icon: "shield-check", slugs: ["gereg", "qualidade-agua", "otimizacao-energetica"] },
];

/** The call to action: the first initiative of the presentation. */
export const exploreAction = {
  label: "Explorar Iniciativas",
  to: "/initiatives/gefar",
} as const;

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "opening",
  description: "A abertura com o botão Explorar Iniciativas",
};
