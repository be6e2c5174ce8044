import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An amount whose sentence states the whole span it covers ("para a vigência de 36 meses"), asked per one of that
 * span's periods: in a follow-up that names nothing but the period ("E por ano?") and in a question of its own ("qual o
 * valor anual?"). On a document written for this test; expected figures are computed here from the ones written in it.
 */
const TOTAL = 1_402_560;
const MONTHS = 36;
const CONTRACT = `# Contrato 088/2027 — Telemetria das elevatórias de esgoto

## Objeto

Fornecimento, instalação e operação de remotas de telemetria em 64 elevatórias de esgoto da região do Vale do Itaporã.

## Valor

O valor do contrato, para a vigência de ${MONTHS} meses, é de ${formatQuantity(TOTAL, "money")}. As parcelas são pagas
após a medição aprovada pelo gestor do contrato.

## Manutenção

A contratada visita cada elevatória 6 vezes por ano para calibrar os sensores de nível.
`;
const passages = passagesOf(CONTRACT, "contrato-telemetria-elevatorias.md");
const PER_YEAR = formatQuantity(TOTAL / (MONTHS / 12), "money");
const PER_MONTH = formatQuantity(TOTAL / MONTHS, "money");

describe("an amount over the span its sentence states, asked per period", () => {
  it("is divided by that span's years when the next turn names only the year", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Bom dia! Qual o valor do contrato da telemetria das elevatórias?",
      "Por ano, fica em quanto?",
    );
    expect(reply).toContain(PER_YEAR);
  });

  it("is divided by its months when the next turn names only the month", () => {
    const [, reply = ""] = offlineConversation(passages, "Qual é o valor do contrato de telemetria?", "E por mês?");
    expect(reply).toContain(PER_MONTH);
  });

  it("is divided by the span's years when a question of its own asks the yearly value", () => {
    const [reply = ""] = offlineConversation(passages, "Qual é o valor anual do contrato de telemetria, por favor?");
    expect(reply).toContain(PER_YEAR);
  });

  it("leaves a count asked per year as the document writes it", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Quantas vezes a contratada visita cada elevatória?",
      "E por ano?",
    );
    expect(reply).not.toContain(PER_YEAR);
    expect(reply).toContain("6 vezes");
  });
});
