import { describe, expect, it } from "vitest";
import { decide } from "#core/ai/offline-agent.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/** A plan written for this test, whose sentences use the verbs that also name the agent's tools. */
const PLAN = passagesOf(
  `# Plano de contingência da adutora Serra Verde

O plano vincula cada nível de alerta a uma equipe de plantão e a um prazo de resposta.
A anotação do operador no livro de turno registra o horário de cada manobra.
`,
  "plano-contingencia.md",
);

const reply = (question: string) => {
  const decision = decide({ documents: [], passages: PLAN, question });
  return decision.kind === "answer" ? decision.text : decision.toolName;
};

describe("a question that uses a tool's verb asks about the documents", () => {
  it("'o que X vincula?' is answered from the documents, not with how to relate two of them", () => {
    expect(reply("O que o plano de contingência vincula?")).toContain("cada nível de alerta a uma equipe");
  });

  it("'o que a anotação registra?' is answered from the documents, not with how to annotate", () => {
    expect(reply("O que a anotação do operador registra?")).toContain("horário de cada manobra");
  });

  it("a request to relate or to annotate that lacks its documents still says what it needs", () => {
    expect(reply("Relacione os documentos, por favor.")).toBe(
      "Para relacionar, cite os nomes de dois documentos do projeto.",
    );
    expect(reply("Anote: revisar os prazos de resposta.")).toMatch(/^Para anotar, diga qual documento/);
  });
});
