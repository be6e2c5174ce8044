import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * What remains of a goal when the goal and what is done are written in two sections of one document ("A meta é
 * instalar 42.000 hidrômetros…" under the programme, "já instalou 17.365 hidrômetros" under the month's results): the
 * two figures of the same thing, one taken from the other. On a bulletin written for this test (a fictional utility's
 * meter replacement programme); the expected remainder is computed here from the two figures.
 */
const GOAL = 42_000;
const DONE = 17_365;
const BULLETIN = `# Boletim do programa de troca de hidrômetros — outubro de 2027

## O programa

O programa troca os hidrômetros com mais de dez anos de uso nas ligações residenciais. A meta do programa é instalar
${formatQuantity(GOAL, "number")} hidrômetros novos até dezembro de 2028, com recursos próprios.

## Resultados do mês

Em outubro, as equipes trocaram 1.284 hidrômetros e atenderam 96 reclamações de leitura. Desde o início, o programa já
instalou ${formatQuantity(DONE, "number")} hidrômetros novos.

## Equipes

| Equipe | Trocas em outubro |
|---|---:|
| Norte | 702 |
| Sul | 582 |
`;
const passages = passagesOf(BULLETIN, "boletim-troca-hidrometros.md", 1);

describe("what remains of a goal written in another section", () => {
  it("takes what is done from the goal, the two counted in the same thing", () => {
    const [reply] = offlineConversation(
      passages,
      "Boa tarde! Quantos hidrômetros ainda faltam instalar para o programa cumprir a meta? Vou apresentar na diretoria.",
    );
    expect(reply).toContain(formatQuantity(GOAL - DONE, "number"));
  });

  it("does not take one figure from another of a different thing", () => {
    const [reply] = offlineConversation(passages, "Quantas reclamações de leitura ainda faltam atender?");
    expect(reply).not.toContain(formatQuantity(GOAL - 96, "number"));
    expect(reply).not.toContain(formatQuantity(DONE - 96, "number"));
  });
});
