import { describe, expect, it } from "vitest";
import {
  flowSteps,
  installationAgent,
  knowledgeBaseInitiative,
  satisfactionMetrics,
  supportStats,
  tickets,
} from "~/initiatives/suporte-n1/data";

describe("Suporte Nível 1 data", () => {
  it("has a three-step flow numbered 1 to 3", () => {
    expect(flowSteps.map((step) => step.number)).toEqual([1, 2, 3]);
    for (const step of flowSteps) expect(step.description.length).toBeGreaterThan(40);
  });

  it("has four tickets with distinct ids and progress between 0 and 100", () => {
    expect(tickets).toHaveLength(4);
    expect(new Set(tickets.map((ticket) => ticket.id)).size).toBe(4);
    for (const ticket of tickets) {
      expect(Number.isInteger(ticket.progress)).toBe(true);
      expect(ticket.progress).toBeGreaterThanOrEqual(0);
      expect(ticket.progress).toBeLessThanOrEqual(100);
    }
    expect(tickets.map((ticket) => ticket.progress)).toEqual([100, 75, 40, 60]);
  });

  it("marks only the finished ticket as Resolvido", () => {
    for (const ticket of tickets) expect(ticket.status === "Resolvido").toBe(ticket.progress === 100);
  });

  it("is run by the knowledge base's remote-support installation agent, which frees 80% of the technicians' time", () => {
    expect(knowledgeBaseInitiative.id).toBe("suporte-tecnico");
    expect(installationAgent.name).toBe("Agente de Instalação");
    expect(installationAgent.impact).toBe("Libera 80% do tempo dos técnicos");
    expect(supportStats.find((stat) => stat.id === "technician-time")?.value).toBe("80%");
  });

  it("has four stat cards and satisfaction metrics between 0 and 100", () => {
    expect(supportStats.map((stat) => stat.value)).toEqual(["80%", "64", "87%", "7 min"]);
    expect(satisfactionMetrics.length).toBeGreaterThanOrEqual(3);
    for (const metric of satisfactionMetrics) {
      expect(metric.percent).toBeGreaterThanOrEqual(0);
      expect(metric.percent).toBeLessThanOrEqual(100);
    }
  });
});
