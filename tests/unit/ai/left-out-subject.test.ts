import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf, priorTurn as turn } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Portuguese leaves a follow-up's subject out ("Quando vai estar concluída?"): the predicate's ending says its
 * gender and number, and the subject is what the last question was about. And a word that frames questions ("o
 * projeto") names a thing once an adjective says which ("os projetos básicos"). A plan written for this test.
 */
const PLAN = `# Plano de Reforço da Adução de Morro do Tanquinho

## Ações

| Ação | Local | Responsável | Conclusão | Custo (R$) |
|---|---|---|---|---|
| Troca das bombas da elevatória EE-4 | Estação elevatória EE-4 | Rosimeire Tavares | 31/05/2029 | 412.000 |
| Duplicação da adutora de Vila Jaó | Trecho Vila Jaó–Serrinha | Adalberto Cunha | 30/11/2029 | 1.380.000 |

## Etapas

- Projetos básicos: concluídos até 15 de fevereiro de 2029, sob a coordenação de Waldemar Pessanha (Gerente de Engenharia).
- Licitação das obras: edital publicado até 30 de abril de 2029.
`;
const passages = passagesOf(PLAN, "plano-aducao.md");

describe("a follow-up whose subject is left out", () => {
  it("takes the last question's phrase that agrees with its predicate", () => {
    const prior = turn("Em que local a duplicação da adutora será feita?", "Trecho Vila Jaó–Serrinha [1].");
    expect(standaloneQuestion("Precisa estar pronta em que data?", prior).text).toContain("duplicação da adutora");
    expect(standaloneQuestion("Quando vai estar concluída?", prior).text).toContain("duplicação da adutora");
  });

  it("stays left out when nothing of the last question agrees", () => {
    // Feminine asked, only masculine phrases before: no pronoun is left dangling in the question.
    const prior = turn("Quem responde pelo edital?", "O edital é publicado até 30 de abril de 2029.");
    expect(standaloneQuestion("Precisa estar pronta em que data?", prior).text).toBe(
      "Precisa estar pronta em que data?",
    );
  });

  it("is answered with that thing's date", () => {
    const [, date] = offlineConversation(
      passages,
      "Qual é o custo da duplicação da adutora?",
      "Beleza. Ela deve ficar pronta até que dia? Vou avisar o pessoal da obra.",
    );
    expect(date).toContain("30/11/2029");
    const [, left] = offlineConversation(
      passages,
      "Em que local vai ser feita a duplicação da adutora?",
      "Precisa estar pronta em que data?",
    );
    expect(left).toContain("30/11/2029");
  });
});

describe("a pronoun for a framing word an adjective qualifies", () => {
  it("stands for the noun and its adjective", () => {
    const prior = turn("Quem coordena os projetos básicos da adução?", "Waldemar Pessanha (Gerente de Engenharia).");
    expect(standaloneQuestion("E eles ficam prontos em que data?", prior).text).toContain("projetos básicos");
  });

  it("is answered with their date", () => {
    const [, date] = offlineConversation(
      passages,
      "Quem coordena os projetos básicos da adução?",
      "e eles estão prontos em que data?",
    );
    expect(date).toContain("15 de fevereiro de 2029");
  });
});
