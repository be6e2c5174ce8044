import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * One thing set against another in percent ("quanto A supera B", "custa a mais que") is the difference over the one
 * named second, its base, whatever order the table writes them in. A norm written for this test.
 */
const NORM = `# Norma de Diárias de Viagem a Serviço

## Valores

| Cargo | Diária (R$) | Pernoites por mês |
|---|---:|---:|
| Diretor | 520,00 | 4 |
| Gerente | 400,00 | 6 |
| Técnico | 250,00 | 10 |
`;
const passages = passagesOf(NORM, "norma-diarias.md");

describe("one row set against another in percent", () => {
  it("is relative to the row named second", () => {
    const [answer] = offlineConversation(
      passages,
      "Oi! Em percentual, quanto a diária de diretor supera a de técnico?",
    );
    // (520 − 250) ÷ 250
    expect(answer).toContain("108%");
  });

  it("is relative to the row named second when that row comes first in the table", () => {
    const [answer] = offlineConversation(
      passages,
      "Por favor, quantos por cento a diária do técnico custa a menos que a do gerente? É para a planilha.",
    );
    // (250 − 400) ÷ 400
    expect(answer).toContain("37,5%");
    expect(answer).not.toContain("60%");
  });
});

/** A sentence that lists things name first, each with its figure, is read like a table of two columns. */
const TARIFFS = `# Tabela de Serviços Comerciais

## Religações

As tarifas de religação praticadas em 2026 são: religação normal a R$ 45,00, religação urgente a R$ 120,00 e religação noturna a R$ 160,00.
`;
const listed = passagesOf(TARIFFS, "tabela-servicos.md");

describe("two things a sentence lists, set against each other", () => {
  it("in percent of the one named second, though both share a word", () => {
    const [answer] = offlineConversation(
      listed,
      "Bom dia! Quantos por cento a religação urgente custa a mais que a normal? Quero explicar ao cliente.",
    );
    // (120 − 45) ÷ 45
    expect(answer).toContain("166,67%");
  });

  it("as a difference when no percentage is asked", () => {
    const [answer] = offlineConversation(listed, "Qual a diferença entre a religação noturna e a urgente?");
    expect(answer).toContain("R$ 40,00");
  });
});
