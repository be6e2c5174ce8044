import { describe, expect, it } from "vitest";
import { knowledgeInitiatives, summaryCards, tabLabel, tabRows } from "#app/initiatives/agentes-especialistas/data.ts";
import { CLAIMS } from "#app/initiatives/auditoria-ppp/data.ts";
import { STATS } from "#app/initiatives/gefar/data.ts";

describe("Agentes Especialistas summary cards", () => {
  it("count the initiatives and sum their agents from the list, whatever the list holds", () => {
    const figures = (list: typeof knowledgeInitiatives) =>
      Object.fromEntries(summaryCards(list).map((card) => [card.id, card.value]));
    const first = knowledgeInitiatives[0];
    if (!first) throw new Error("empty knowledge base");
    for (const list of [
      knowledgeInitiatives,
      [...knowledgeInitiatives, { ...first, id: "extra" }],
      knowledgeInitiatives.slice(1),
      [first],
      [],
    ]) {
      const agents = list.reduce((sum, initiative) => sum + initiative.agents.length, 0);
      expect(figures(list)).toMatchObject({ initiatives: String(list.length), agents: String(agents) });
    }
  });
});

describe("Agentes Especialistas tabs", () => {
  it("label each tab with the name before ' - '", () => {
    expect(tabLabel("GEFAR - Faturamento e Arrecadação")).toBe("GEFAR");
    expect(tabLabel("A - B - C")).toBe("A");
    expect(tabLabel("Sem separador")).toBe("Sem separador");
    expect(tabLabel("Hífen-sem-espaços")).toBe("Hífen-sem-espaços");
  });

  it("split in two rows: the first four, then the rest, in their order", () => {
    for (let size = 0; size <= knowledgeInitiatives.length; size++) {
      const list = knowledgeInitiatives.slice(0, size);
      const [first, second] = tabRows(list);
      expect(first.length).toBe(Math.min(4, size));
      expect([...first, ...second]).toEqual(list);
    }
  });
});

describe("a claim the knowledge base and an initiative's page both show", () => {
  it("is the same figure in the agent's impact line and on the page", () => {
    const impacts = (id: string) =>
      (knowledgeInitiatives.find((initiative) => initiative.id === id)?.agents ?? []).map((agent) => agent.impact);
    const percents = (lines: readonly string[]) => lines.flatMap((line) => line.match(/\d+%/g) ?? []).sort();
    // Every percentage the knowledge base states for GEFAR and the PPP audit is one its page shows, and back.
    expect(percents(impacts("gefar"))).toEqual(percents(STATS.map((stat) => stat.value)));
    expect(percents(impacts("auditoria-ppp"))).toEqual(percents(CLAIMS.map((claim) => claim.value)));
  });
});
