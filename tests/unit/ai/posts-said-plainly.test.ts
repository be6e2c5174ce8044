import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A person's post written plainly, as reports write it, in a report written for this test: after "é" with no article
 * ("é engenheira sanitarista e gerente da ETA X"), before the name after an article or its contraction ("pelo técnico
 * comercial X"), with the unit a line says the person represents; a post in apposition still says more than the noun
 * before the name.
 */
const REPORT = `# Relatório de vistoria da ETA Lagoa Funda

**Área requisitante:** Gerência de Obras Lineares, representada pela gerente Sílvia Matoso

## Equipe

Rosana Pires é engenheira sanitarista e gerente da ETA Lagoa Funda. A leitura dos macromedidores foi conferida pelo técnico comercial Otávio Brandão.

A equipe de campo será coordenada pelo engenheiro Caio Brum, supervisor de redes, com apoio de dois encanadores.
`;

const passages = passagesOf(REPORT, "relatorio-vistoria-eta-lagoa-funda.md");
const ask = (question: string) => offlineConversation(passages, question)[0] ?? "";

describe("a post written plainly", () => {
  it("is read after the copula with no article", () => {
    expect(ask("Que cargo a Rosana Pires ocupa?")).toContain("engenheira sanitarista e gerente da ETA Lagoa Funda");
  });

  it("is read before the name, after a contraction", () => {
    expect(ask("Que cargo o Otávio Brandão ocupa?")).toContain("técnico comercial");
  });

  it("is read with the unit its line says the person represents", () => {
    const reply = ask("Que cargo a Sílvia Matoso ocupa?");
    expect(reply).toContain("gerente");
    expect(reply).toContain("Gerência de Obras Lineares");
  });

  it("gives way to the post in apposition", () => {
    expect(ask("Que função o Caio Brum exerce?")).toContain("supervisor de redes");
  });
});
