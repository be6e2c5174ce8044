import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Quem fez X?" asks for a person or a role: when the sentence that best matches X names no one, a sentence in reach
 * that names someone answers first. "Quem pode…?" asks who belongs to a class, which the document answers without a
 * name. On a document written for this test.
 */
const REPORT = `# Relatório de auditoria do depósito de hidrômetros de Vila Sarandi — março de 2027

## Escopo

A auditoria do depósito de hidrômetros contou 1.240 itens em março de 2027.

## Resultado

A acurácia do inventário ficou em 96,8%. As divergências acima de R$ 5.000,00 vão para a diretoria financeira.

## Equipe

O trabalho de auditoria no depósito foi conduzido por Hermínia Valadares, da gerência de Controladoria, com apoio de dois conferentes.

## Recontagem

Empregados lotados no depósito e fiscais de contrato podem pedir recontagem de um item em até 10 dias.
`;
const passages = passagesOf(REPORT, "relatorio-auditoria-deposito-hidrometros.md");

describe("who did something", () => {
  it("is answered first by the sentence in reach that names a person", () => {
    const [reply = ""] = offlineConversation(passages, "Bom dia, quem fez a auditoria do depósito de hidrômetros?");
    expect(reply.startsWith("O trabalho de auditoria no depósito foi conduzido por Hermínia Valadares")).toBe(true);
  });

  it("leaves a class of people asked to the sentence that states it", () => {
    const [reply = ""] = offlineConversation(passages, "Quem pode pedir a recontagem de um item?");
    expect(reply.startsWith("Empregados lotados no depósito")).toBe(true);
  });
});
