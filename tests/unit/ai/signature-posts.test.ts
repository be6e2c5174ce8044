import { describe, expect, it } from "vitest";
import { attributeAnswer } from "#core/ai/answer/attribute-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A signature block under an act, written for this test: each line a name, a dash and the post written capitalised, as
 * a title. The lines follow one another with no blank line, so Markdown reads them as one paragraph.
 */
const ORDINANCE = passagesOf(
  `# Portaria nº 212/2031 — Comissão de Recebimento de Obras

**Art. 1º** Fica instituída a Comissão de Recebimento das obras do reservatório Alto do Jequiá.

**Art. 2º** Esta Portaria entra em vigor na data de sua publicação.

Vila Jequiá, 9 de março de 2031.

Heloísa Brandão Teixeira — Diretora-Presidente
Cássio Lemos Arruda — Diretor de Engenharia e Obras
Irene Tavares Lobo — Chefe da Assessoria Jurídica
`,
  "portaria-212.md",
);
const ask = (question: string) => attributeAnswer(question, ORDINANCE) ?? "";

describe("a post in a signature block", () => {
  it("is the title after the name's dash, on that name's line only", () => {
    expect(ask("Qual é o cargo do Cássio Lemos Arruda?")).toMatch(
      /^Cássio Lemos Arruda é Diretor de Engenharia e Obras \[\d+\]\.$/,
    );
    expect(ask("Qual é a função da Irene Tavares Lobo?")).toContain("Chefe da Assessoria Jurídica");
    expect(ask("Qual é a função da Irene Tavares Lobo?")).not.toContain("Diretor");
  });

  it("is read when the question is wrapped as people write it", () => {
    const [reply] = offlineConversation(
      ORDINANCE,
      "Oi! Pode me dizer qual é o cargo da Heloísa Brandão Teixeira? Preciso endereçar um ofício a ela.",
    );
    expect(reply).toContain("Diretora-Presidente");
  });

  it("is no post of a heading whose title follows a dash", () => {
    expect(ask("Qual é o cargo da Portaria?")).toBe("");
  });
});
