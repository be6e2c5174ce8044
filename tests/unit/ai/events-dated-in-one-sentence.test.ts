import { describe, expect, it } from "vitest";
import { eventInterval } from "#core/ai/answer/event-interval.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A maintenance report written for this test: a span given as a range ("Período da obra: A a B"), a sentence that
 * dates two events ("desmontado em A e remontado em B"), and events named by a noun the sentence says as a verb.
 */
const REPORT = passagesOf(
  `# Relatório de manutenção da adutora Morro do Sabiá

**Período da obra:** 02/03/2026 a 27/03/2026.
**Data do relatório:** 06/04/2026.
**Fiscal:** Marta Leal (engenheira civil).

## Execução

O registro de gaveta RG-7 foi desmontado em 04/03/2026 e remontado na oficina central em 18/03/2026. A ordem de
compra das juntas foi emitida em 05/03/2026, e as juntas foram entregues em 12/03/2026 pelo fornecedor.

Em 20/03/2026 a equipe fez o teste de estanqueidade, aprovado pela fiscal.

As vistorias de rotina foram feitas em 09/03/2026 e 16/03/2026.

O contrato foi assinado em 05/01/2025 e a obra foi concluída em 27/03/2026.

## Balança do bota-fora

| Pesagem | Data e hora | Peso (kg) |
|---|---|---:|
| Entrada | 10/03/2026, 08:15 | 31.200 |
| Saída | 10/03/2026, 09:40 | 12.050 |
`,
  "manutencao-morro-do-sabia.md",
);

describe("the days between two events a sentence or a range dates", () => {
  it("two events of one sentence, each named by the noun of its verb", () => {
    const reply = eventInterval("Quanto tempo houve entre a desmontagem do registro e a remontagem?", REPORT) ?? "";
    expect(reply).toMatch(/^Passaram-se 14 dias:/);
    expect(reply).toContain("04/03/2026");
    expect(reply).toContain("18/03/2026");
  });

  it("a range's first date is its start, and its last the end", () => {
    expect(eventInterval("Quantos dias separam o início da obra do teste de estanqueidade?", REPORT)).toMatch(
      /^Passaram-se 18 dias:/,
    );
    expect(eventInterval("Quantos dias durou a obra?", REPORT)).toMatch(/^Passaram-se 25 dias:/);
  });

  it("the days after one event that another came", () => {
    expect(eventInterval("Quantos dias depois da ordem de compra as juntas foram entregues?", REPORT)).toMatch(
      /^Passaram-se 7 dias:/,
    );
  });

  it("a noun and the participle of its verb are one word; a long span is also said in years and months", () => {
    expect(eventInterval("Quanto tempo passou da assinatura do contrato à conclusão da obra?", REPORT)).toMatch(
      /^Passaram-se 446 dias \(1 ano, 2 meses e 22 dias\): O contrato foi assinado em 05\/01\/2025/,
    );
  });

  it('the two rows a table\'s key names alike, "entre as duas"', () => {
    expect(eventInterval("Quanto tempo o caminhão levou entre as duas pesagens?", REPORT)).toMatch(
      /^Passaram-se 1 hora e 25 minutos \(1h25\):/,
    );
  });

  it("a list of dates is no pair of events, and a side no date names gives nothing", () => {
    expect(eventInterval("Quantos dias entre a primeira vistoria e a segunda?", REPORT)).toBeNull();
    expect(eventInterval("Quantos dias separam a licitação da desmontagem do registro?", REPORT)).toBeNull();
  });

  it("in a conversation, after a greeting and with a reason", () => {
    const [, reply] = offlineConversation(
      REPORT,
      "Olá! Quem fiscalizou a obra da adutora Morro do Sabiá?",
      "Quantos dias há entre a entrega das juntas e o teste de estanqueidade? Vou pôr no relatório mensal.",
    );
    expect(reply).toContain("8 dias");
  });
});
