import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Which sentence answers, over a cooperative's notice and a travel-refund rule written for this test:
 * - a date asked of an event the best sentence does not name ("pagos") is read in the sentence after it that does
 *   ("o pagamento será feito em …");
 * - a section headed by the noun asked ("Parecer") answers with its first sentence, though later ones repeat its words;
 * - how long something "vale" is read with the validity word the documents write beside it ("Vencimento do …");
 * - a row that writes the noun asked only by its beginning ("Unidade requisitante" for "requisitos") and little else
 *   of the question does not come before the line that answers;
 * - a role written before a name in a list ("fiscal administrativo Renan …") is that person's role in the contract;
 * - a last day asked, over a rule that counts days from an event, dated on another line, is the day the count ends; "em
 *   que data foi" the event itself is no deadline.
 */
const NOTICE = `# Comunicado aos cooperados — Cooperativa Hídrica do Planalto

## Proventos

A assembleia aprovou, em 03/04/2032, dividendos de R$ 2,1 milhões aos cooperados. Recebem os inscritos até 10/04/2032, e o pagamento será feito em 28/04/2032 na conta cadastrada.

## Parecer

Parecer favorável emitido em 20/03/2032, sem ressalvas. O conselho fiscal reuniu-se três vezes para preparar o parecer do conselho fiscal. A ata do parecer do conselho fiscal foi assinada por todos os membros do conselho fiscal.

## Certificação

**Certificado ambiental:** ISO 14001, emitido pela Certiva.
**Vencimento do certificado ambiental:** 30/09/2034.

## Regras de adesão

- **Cooperado pleno:** exige residência no município há 2 anos e uma cota-parte integralizada.
- **Cooperado temporário:** exige contrato de obra ativo no município.

## Cadastro de compras

| Campo | Dado |
|---|---|
| Unidade requisitante | Almoxarifado Central do Planalto |
| Comprador | Heitor Valadão |

## Contrato de transporte

- **Contrato nº 12/2031:** vigência de 01/02/2031 a 31/01/2033; gestora do contrato Marília Antunes Prado (coordenadora de Projetos); fiscal administrativo Renan Tobias Kuhn (assistente de Compras).
`;
const RULE = `# Regulamento de reembolso de despesas de viagem

## Prazos

O pedido de reembolso deve ser apresentado em até 15 dias corridos contados do retorno da viagem. A contestação de um valor glosado cabe em até 5 dias corridos contados da notificação.

## Registro da viagem

Retorno da viagem a Campo Alvo em 08/05/2032.

Notificação da glosa enviada ao viajante em 21/05/2032.
`;
const notice = passagesOf(NOTICE, "comunicado-cooperados.md");
const rule = passagesOf(RULE, "regulamento-reembolso.md");

describe("the sentence that answers", () => {
  it("dates the event asked, in the sentence after the one that names its subject", () => {
    expect(composeAnswer("Quando os dividendos serão pagos?", notice)).toContain("28/04/2032");
  });

  it("opens the section the noun asked heads", () => {
    expect(composeAnswer("Qual foi o parecer do conselho fiscal?", notice)).toContain("Parecer favorável");
  });

  it("reads a validity where the document writes its end", () => {
    const [reply = ""] = offlineConversation(notice, "Oi! Até quando vale o certificado ambiental?");
    expect(reply).toContain("30/09/2034");
  });

  it("is not a row that shares only the beginning of the noun asked", () => {
    const answer = composeAnswer("Quais são os requisitos para ser cooperado pleno?", notice);
    expect(answer).toContain("2 anos");
    expect(answer).not.toContain("Almoxarifado");
  });

  it("gives a person's role in the contract, written before the name", () => {
    const answer = composeAnswer("Que papel Renan Tobias Kuhn tem nesse contrato?", notice);
    expect(answer).toContain("fiscal administrativo");
    expect(answer).toContain("assistente de Compras");
  });
});

describe("a deadline counted from an event", () => {
  it("is the day the rule's count ends, the event dated on another line", () => {
    const [refund = "", dispute = "", named = ""] = [
      ...offlineConversation(rule, "Oi! Até que dia posso pedir o reembolso?"),
      ...offlineConversation(rule, "Até que dia cabe a contestação da glosa?"),
      // The line that dates the trip answers best, and states no rule: the rule is found where it is written.
      ...offlineConversation(rule, "Até que data o viajante pode pedir o reembolso da viagem a Campo Alvo?"),
    ];
    expect(refund).toContain("23/05/2032");
    expect(dispute).toContain("26/05/2032");
    expect(named).toContain("23/05/2032");
  });

  it("is not what a question about when the event happened gets", () => {
    const [reply = ""] = offlineConversation(rule, "Em que data foi o retorno da viagem?");
    expect(reply).toContain("08/05/2032");
    expect(reply).not.toContain("23/05/2032");
  });
});

describe("how long a contract 'vale', with another document that writes the verb", () => {
  const CLEANING = `# Contrato nº 31/2032 — Limpeza predial com a Brilhante Serviços

## Cláusula 4 — Da vigência

O contrato vigora por 18 meses a partir da assinatura.
`;
  const RULE = `# Norma interna NI-12 — Trabalho em telhados

## Alcance

Esta norma vale para toda atividade em telhado feita por empregados ou por empresas contratadas.
`;
  const both = [...passagesOf(CLEANING, "contrato-limpeza.md"), ...passagesOf(RULE, "norma-telhados.md", 10)];

  it("is read in the document the question names, not where the verb is written of something else", () => {
    const [reply = ""] = offlineConversation(both, "A limpeza com a Brilhante: o contrato vale durante quanto tempo?");
    expect(reply).toContain("18 meses");
  });
});
