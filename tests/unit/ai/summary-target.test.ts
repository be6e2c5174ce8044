import { describe, expect, it } from "vitest";
import { afterTool, decide } from "#core/ai/offline-agent.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Which document "resuma…" reads when the message names it by its code, its subject or its month rather than by
 * its file name: two documents written for this test, whose file names share none of the words asked.
 */
const NORM = `# Norma Operacional NOP-12 — Descarte de hidrômetros retirados

**Vigência:** a partir de 2 de março de 2027

## 1. Objetivo
Esta norma define como os hidrômetros retirados das ligações são triados, descaracterizados e vendidos como sucata.

## 2. Triagem
Os hidrômetros com menos de cinco anos de uso voltam à bancada de aferição; os demais seguem para descarte.
`;
const MINUTES = `# Ata da reunião de planejamento de fevereiro

Presentes: Tomás Ribeiro Andrade (coordenador de planejamento), Lívia Prates Nogueira (analista de sistemas), Ciro Magalhães Leal (técnico de operação), Berenice Falcão Duarte (engenheira de manutenção) e Otávio Lins Carvalho (representante da regional Vale Verde).

## Abertura
O coordenador abriu a reunião às 14h e apresentou a pauta do mês.

## Decisões
A equipe aprovou a compra de 40 registros de manobra para a zona alta, ao custo de R$ 18.400,00.
`;
const norm = passagesOf(NORM, "doc-a.md");
const minutes = passagesOf(MINUTES, "doc-b.md", norm.length + 1);
// The minutes come first, as a retrieval could rank them: the choice must not rest on the passages' order.
const passages = [...minutes, ...norm];
const documents = [
  { id: "doc-a.md", name: "doc-a.md" },
  { id: "doc-b.md", name: "doc-b.md" },
];
const target = (question: string, order = passages) => {
  const decision = decide({ documents, passages: order, question });
  return decision.kind === "tool" ? decision.input.documentId : null;
};

describe("the document a summary reads", () => {
  it("is the one whose title holds the code the message names", () => {
    expect(target("Resuma a NOP-12, por favor.")).toBe("doc-a.md");
    expect(target("oi! me faz um resumo da norma de descarte de hidrometros?")).toBe("doc-a.md");
  });

  it("is the one whose title or text holds the message's subject", () => {
    const normFirst = [...norm, ...minutes];
    expect(target("Resuma a ata de fevereiro em duas frases.", normFirst)).toBe("doc-b.md");
    expect(target("Quais são os principais pontos da reunião de planejamento?", normFirst)).toBe("doc-b.md");
  });

  it("is the one the sentence around the request names, when the request names none", () => {
    // The minutes come first: without the sentence, the first passage's document would be read.
    expect(target("Amanhã apresento a norma de descarte aos técnicos. Pode me passar os pontos principais?")).toBe(
      "doc-a.md",
    );
    expect(target("Pode me passar os pontos principais? É para falar da norma de descarte com os técnicos.")).toBe(
      "doc-a.md",
    );
  });

  it("is the one the conversation is reading, when neither the request nor a sentence around it names one", () => {
    // The minutes come first; the last reply cited the norm.
    const focus = ["doc-a.md"];
    const decision = decide({
      documents,
      passages,
      question: "Valeu! Faz um resumo curtinho dela?",
      focus,
    });
    expect(decision.kind === "tool" ? decision.input.documentId : null).toBe("doc-a.md");
    // With no reply before it, the first passage's document, as ever.
    expect(target("Valeu! Faz um resumo curtinho dela?")).toBe("doc-b.md");
  });

  it("leaves a list of who was present out of a summary in sentences", () => {
    const question = "Resuma a ata de fevereiro em duas frases.";
    const reply = afterTool(
      "read_document",
      { ok: true, documentName: "doc-b.md", passages: minutes },
      { documents, passages, question },
    );
    const text = reply.kind === "answer" ? reply.text : "";
    expect(text).toContain("40 registros");
    expect(text).not.toContain("Presentes");
  });
});

describe("a summary of a document named by a noun two documents share", () => {
  // Two "programas": one of meters, one of training; both titles hold the noun the request uses.
  const METERS = passagesOf(
    "# Programa de troca de hidrômetros — 2029\n\n## Metas\nTrocar 3.100 hidrômetros com mais de dez anos de uso.\n",
    "troca.md",
  );
  const TRAINING = passagesOf(
    "# Programa de capacitação de eletricistas — 2029\n\n## Turmas\nQuatro turmas de doze eletricistas.\n",
    "capacitacao.md",
    METERS.length + 1,
  );
  const both = [...TRAINING, ...METERS];
  const docs = [
    { id: "troca.md", name: "troca.md" },
    { id: "capacitacao.md", name: "capacitacao.md" },
  ];
  it("is the one the conversation has been reading", () => {
    const [first = "", summary = ""] = offlineConversation(
      both,
      "Quantos hidrômetros serão trocados?",
      "Resuma o programa.",
    );
    expect(first).toContain("3.100");
    expect(summary).toContain("3.100");
    expect(summary).not.toContain("eletricistas");
    // Without a conversation, the passages' order decides, as before.
    const alone = decide({ documents: docs, passages: both, question: "Resuma o programa." });
    expect(alone.kind === "tool" ? alone.input.documentId : null).toBe("capacitacao.md");
  });
});
