import { describe, expect, it } from "vitest";
import { knowledgeInitiatives, summaryCards, tabLabel, tabRows } from "#app/initiatives/agentes-especialistas/data.ts";

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
