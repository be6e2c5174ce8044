import { describe, expect, it } from "vitest";
import {
  AREAS_OF_IMPACT,
  AVERAGE_EFFICIENCY_PERCENT,
  architecture,
  knowledgeInitiatives,
  summaryCards,
  tabLabel,
  tabRows,
  totalAgents,
  totalInitiatives,
  type KnowledgeInitiative,
} from "~/initiatives/agentes-especialistas/data";

const byId = (id: string): KnowledgeInitiative => {
  const initiative = knowledgeInitiatives.find((entry) => entry.id === id);
  if (!initiative) throw new Error(`missing initiative ${id}`);
  return initiative;
};

describe("knowledge-base list (spec section 3)", () => {
  it("has the seven initiatives in the spec's order", () => {
    expect(knowledgeInitiatives.map((initiative) => initiative.id)).toEqual([
      "gefar",
      "suporte-tecnico",
      "ouvidoria",
      "bi-conversacional",
      "auditoria-ppp",
      "gecli",
      "gereg",
    ]);
  });

  it("gives each initiative a name, goal, icon, colour and agents with function, skills and impact", () => {
    for (const initiative of knowledgeInitiatives) {
      expect(initiative.name.length).toBeGreaterThan(0);
      expect(initiative.goal.length).toBeGreaterThan(20);
      expect(initiative.icon.length).toBeGreaterThan(0);
      expect(initiative.color.length).toBeGreaterThan(0);
      expect(initiative.agents.length).toBeGreaterThan(0);
      for (const agent of initiative.agents) {
        expect(agent.name.length).toBeGreaterThan(0);
        expect(agent.role.length).toBeGreaterThan(20);
        expect(agent.skills.length).toBeGreaterThanOrEqual(3);
        expect(agent.impact.length).toBeGreaterThan(0);
      }
    }
  });

  it("has the agents the spec lists per initiative (BI: orchestrator plus the fine-tuned SQL specialist)", () => {
    const names = (id: string) => byId(id).agents.map((agent) => agent.name);
    expect(names("gefar")).toEqual(["Analista de Intenção", "Agente de Automação"]);
    expect(names("suporte-tecnico")).toEqual(["Agente de Instalação"]);
    expect(names("ouvidoria")).toEqual(["Analista de Sentimento", "Roteador Inteligente", "Criador de Chamados"]);
    expect(names("bi-conversacional")).toEqual(["Agente Orquestrador", "Agente Especialista em SQL"]);
    expect(names("auditoria-ppp")).toEqual(["Analista Multimodal", "Validador de Conformidade", "Gerador de Feedback"]);
    expect(names("gecli")).toEqual(["Agente de Aprendizado Não Supervisionado", "Agente de Segmentação Inteligente"]);
    expect(names("gereg")).toEqual(["Agente de Avaliação Preventiva", "Agente de Monitoramento Regulatório"]);
  });

  it("describes the BI orchestrator as checking permissions and the specialists as fine-tuned text-to-SQL models", () => {
    const [orchestrator, ...specialists] = byId("bi-conversacional").agents;
    expect(orchestrator?.role).toMatch(/permiss/);
    expect(specialists).toHaveLength(1);
    for (const agent of specialists) {
      expect(agent.role).toMatch(/fine-tuned/);
      expect(agent.role).toMatch(/modelos de linguagem/i);
      expect(agent.role).toMatch(/SQL/);
    }
  });
});

describe("computed totals", () => {
  it("counts 7 initiatives and 15 agents from the list", () => {
    expect(totalInitiatives(knowledgeInitiatives)).toBe(7);
    expect(totalAgents(knowledgeInitiatives)).toBe(15);
  });

  it("really computes: a changed list changes the totals", () => {
    const first = knowledgeInitiatives[0];
    if (!first) throw new Error("empty list");
    const extended = [...knowledgeInitiatives, { ...first, id: "extra" }];
    expect(totalInitiatives(extended)).toBe(8);
    expect(totalAgents(extended)).toBe(17);
    expect(totalAgents([])).toBe(0);
  });

  it("shows the four summary cards: 7, 15, 5 and +78%", () => {
    expect(AREAS_OF_IMPACT).toBe(5);
    expect(AVERAGE_EFFICIENCY_PERCENT).toBe(78);
    expect(summaryCards(knowledgeInitiatives).map((card) => [card.id, card.value])).toEqual([
      ["initiatives", "7"],
      ["agents", "15"],
      ["areas", "5"],
      ["efficiency", "+78%"],
    ]);
  });
});

describe("tabs", () => {
  it("labels a tab with the name before ' - '", () => {
    expect(tabLabel("GEFAR - Faturamento e Arrecadação")).toBe("GEFAR");
    expect(tabLabel("BI Conversacional - Consultas em Linguagem Natural")).toBe("BI Conversacional");
    expect(tabLabel("Sem separador")).toBe("Sem separador");
    expect(tabLabel("A - B - C")).toBe("A");
    expect(tabLabel("Hífen-sem-espaços")).toBe("Hífen-sem-espaços");
  });

  it("labels the seven tabs", () => {
    expect(knowledgeInitiatives.map((initiative) => tabLabel(initiative.name))).toEqual([
      "GEFAR",
      "Suporte Técnico",
      "Ouvidoria",
      "BI Conversacional",
      "Auditoria PPP",
      "GECLI",
      "GEREG",
    ]);
  });

  it("splits the tabs in two rows: first four, then three", () => {
    const [first, second] = tabRows(knowledgeInitiatives);
    expect(first.map((initiative) => initiative.id)).toEqual(["gefar", "suporte-tecnico", "ouvidoria", "bi-conversacional"]);
    expect(second.map((initiative) => initiative.id)).toEqual(["auditoria-ppp", "gecli", "gereg"]);
  });
});

describe("impact claims (spec section 3)", () => {
  const impactOf = (id: string, agentName: string) =>
    byId(id).agents.find((agent) => agent.name === agentName)?.impact;

  it("places every fixed claim on the agent it belongs to", () => {
    expect(impactOf("gefar", "Analista de Intenção")).toBe("Redução de 70% no tempo de resposta");
    expect(impactOf("gefar", "Agente de Automação")).toBe("Redução de 95% nos erros manuais");
    expect(impactOf("suporte-tecnico", "Agente de Instalação")).toBe("Libera 80% do tempo dos técnicos");
    expect(impactOf("ouvidoria", "Analista de Sentimento")).toBe("100% dos casos críticos identificados");
    expect(impactOf("ouvidoria", "Roteador Inteligente")).toBe("Redução de 85% no tempo de resposta a casos críticos");
    expect(impactOf("ouvidoria", "Criador de Chamados")).toBe("Processamento de chamados 60% mais rápido");
    expect(impactOf("auditoria-ppp", "Analista Multimodal")).toBe("98% das inconsistências e fraudes detectadas");
    expect(impactOf("auditoria-ppp", "Validador de Conformidade")).toBe("Redução de 85% nos pagamentos indevidos");
    expect(impactOf("auditoria-ppp", "Gerador de Feedback")).toBe("Aumento de 90% na rastreabilidade");
    expect(impactOf("gecli", "Agente de Aprendizado Não Supervisionado")).toBe("Inadimplência antecipada em 30 dias");
    expect(impactOf("gecli", "Agente de Segmentação Inteligente")).toBe("Aumento de 40% na recuperação de crédito");
    expect(impactOf("gereg", "Agente de Avaliação Preventiva")).toBe("75% das não conformidades prevenidas");
    expect(impactOf("gereg", "Agente de Monitoramento Regulatório")).toBe("Redução de 90% nas multas");
  });

  it("invents no other percentage: the BI agents' impacts carry no figure", () => {
    for (const agent of byId("bi-conversacional").agents) expect(agent.impact).not.toMatch(/\d/);
  });
});

describe("architecture card", () => {
  it("describes orchestration, specialisation and integration, plus strategic benefits", () => {
    expect(architecture.pillars.map((pillar) => pillar.title)).toEqual(["Orquestração", "Especialização", "Integração"]);
    expect(architecture.benefits.length).toBeGreaterThanOrEqual(3);
  });
});
