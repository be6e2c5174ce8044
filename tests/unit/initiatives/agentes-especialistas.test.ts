import { describe, expect, it } from "vitest";
import { knowledgeInitiatives, summaryCards, tabLabel, tabRows } from "#app/initiatives/agentes-especialistas/data.ts";
import { CLAIMS } from "#app/initiatives/auditoria-ppp/data.ts";
import { STATS } from "#app/initiatives/gefar/data.ts";

describe("Agentes Especialistas summary cards", () => {
  it("count the initiatives and sum their agents from the list (7 and 15 today)", () => {
    const values = (list: typeof knowledgeInitiatives) => summaryCards(list).map((card) => card.value);
    expect(values(knowledgeInitiatives).slice(0, 2)).toEqual(["7", "15"]);
    const first = knowledgeInitiatives[0];
    if (!first) throw new Error("empty knowledge base");
    // One more initiative with first's agents: both figures follow.
    expect(values([...knowledgeInitiatives, { ...first, id: "extra" }]).slice(0, 2)).toEqual([
      "8",
      String(15 + first.agents.length),
    ]);
    expect(values([]).slice(0, 2)).toEqual(["0", "0"]);
  });
});

describe("Agentes Especialistas tabs", () => {
  it("label each tab with the name before ' - '", () => {
    expect(tabLabel("GEFAR - Faturamento e Arrecadação")).toBe("GEFAR");
    expect(tabLabel("A - B - C")).toBe("A");
    expect(tabLabel("Sem separador")).toBe("Sem separador");
    expect(tabLabel("Hífen-sem-espaços")).toBe("Hífen-sem-espaços");
  });

  it("split in two rows: the first four, then the rest", () => {
    const [first, second] = tabRows(knowledgeInitiatives);
    expect([first.length, second.length]).toEqual([4, 3]);
    expect([...first, ...second]).toEqual(knowledgeInitiatives);
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
