import { describe, expect, it } from "vitest";
import { decide } from "#core/ai/offline-agent.ts";
import { buildTurnMessage, parseTurnMessage } from "#core/chat/agent-context.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A follow-up stays with the documents the conversation was reading: when the answer over every passage wanders into
 * another document, the documents the last answer cited answer it, if they say something; a follow-up about what only
 * another document says still finds it there. A question that stands alone leans on them only when every word that says
 * what it is about is written there. Two norms written for this test share the word the follow-up asks about.
 */
const REFUNDS = `# Norma de reembolso de despesas NR-03/2027

## Análise
O pedido de reembolso é analisado pela Gerência Financeira em até 10 dias úteis após a entrega dos comprovantes.

## Negativa
Se o pedido for negado, cabe recurso à Diretoria Administrativa no prazo de 5 dias úteis.
`;
const LEAVE = `# Norma de férias NF-07/2027

## Escala
A escala de férias de cada equipe é publicada até 30 de novembro.

## Recurso
O recurso contra a escala vai para o Comitê de Pessoal, que decide em 15 dias úteis.
`;
const passages = [...passagesOf(REFUNDS, "norma-reembolso.md"), ...passagesOf(LEAVE, "norma-ferias.md", 100)];

describe("the documents a follow-up leans on", () => {
  it("a follow-up is answered from the document the last answer cited, not from another that shares its words", () => {
    const [first, second] = offlineConversation(
      passages,
      "Quem analisa o pedido de reembolso?",
      "E o recurso, vai para onde?",
    );
    expect(first).toContain("Gerência Financeira");
    expect(second).toContain("Diretoria Administrativa");
    expect(second).not.toContain("Comitê de Pessoal");
  });

  it("a later question that stands alone, every word of it in the document being read, is answered there", () => {
    // Asked first, "para onde vai o recurso?" fits both norms; after a question about refunds, it is the refund's.
    const [alone] = offlineConversation(passages, "Para onde vai o recurso?");
    expect(alone).toContain("Comitê de Pessoal");
    const [, later] = offlineConversation(passages, "Quem analisa o pedido de reembolso?", "Para onde vai o recurso?");
    expect(later).toContain("Diretoria Administrativa");
    expect(later).not.toContain("Comitê de Pessoal");
  });

  it("a later question that names what only another document writes is answered there", () => {
    // Users ask unrelated questions in one conversation too.
    const [, later] = offlineConversation(
      passages,
      "Quem analisa o pedido de reembolso?",
      "Quando sai a escala de férias?",
    );
    expect(later).toContain("30 de novembro");
  });

  it("a follow-up about what only another document says is answered there", () => {
    const replies = offlineConversation(
      passages,
      "Quem analisa o pedido de reembolso?",
      "E a escala de férias, quando sai?",
    );
    expect(replies[1]).toContain("30 de novembro");
  });

  it("a reply that found nothing leaves the conversation reading what it was reading", () => {
    const replies = offlineConversation(
      passages,
      "Quem analisa o pedido de reembolso?",
      "Qual é o telefone da ouvidoria?",
      "E o recurso, vai para onde?",
    );
    expect(replies[1]).toMatch(/não encontrei/i);
    expect(replies[2]).toContain("Diretoria Administrativa");
    expect(replies[2]).not.toContain("Comitê de Pessoal");
  });

  it("of the documents the last answer cited, the one it quoted first is the one a follow-up reads", () => {
    const documents = [
      { id: "norma-reembolso.md", name: "norma-reembolso.md" },
      { id: "norma-ferias.md", name: "norma-ferias.md" },
    ];
    const ask = (focus: string[]) =>
      decide({ documents, passages, question: "E o recurso?", standalone: "Para onde vai o recurso?", focus });
    const reply = (focus: string[]) => {
      const decision = ask(focus);
      return decision.kind === "answer" ? decision.text : "";
    };
    expect(reply(["norma-reembolso.md", "norma-ferias.md"])).toContain("Diretoria Administrativa");
    expect(reply(["norma-ferias.md", "norma-reembolso.md"])).toContain("Comitê de Pessoal");
  });

  it("a question that stands alone and asks how long is read in the document being read", () => {
    // "quanto tempo" says which kind of figure is asked; neither norm writes "tempo". Asked first, both norms answer.
    const [alone] = offlineConversation(passages, "Quanto tempo tenho para o recurso?");
    expect(alone).toContain("Comitê de Pessoal");
    const [, later] = offlineConversation(
      passages,
      "Quem analisa o pedido de reembolso?",
      "Quanto tempo tenho para o recurso?",
    );
    expect(later).toContain("5 dias úteis");
    expect(later).not.toContain("Comitê de Pessoal");
  });

  it("the turn message carries the documents to the agent that reads it", () => {
    const message = buildTurnMessage({
      documents: [],
      passages: [],
      question: "E o recurso?",
      standalone: "E o recurso do reembolso?",
      focus: ["norma-reembolso.md"],
    });
    expect(parseTurnMessage(message).focus).toEqual(["norma-reembolso.md"]);
    const standing = buildTurnMessage({ documents: [], passages: [], question: "Qual?", recent: ["norma-ferias.md"] });
    expect(parseTurnMessage(standing).recent).toEqual(["norma-ferias.md"]);
    expect(parseTurnMessage(standing).focus).toBeUndefined();
    expect(parseTurnMessage(buildTurnMessage({ documents: [], passages: [], question: "Oi" })).focus).toBeUndefined();
  });
});
