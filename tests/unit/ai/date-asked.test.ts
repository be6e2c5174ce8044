import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/** Minutes written for this test: the date sits in the header's list, "dia" in a section's heading. */
const MINUTES = `# Ata da reunião extraordinária do Conselho Gestor de 2026

- Data: 12 de março de 2026, às 14h
- Local: sala 3 do prédio administrativo
- Presentes: sete conselheiros

## Ordem do dia

1. **Plano de obras.** O conselho aprovou o plano de obras do semestre, com 14 frentes de trabalho.
2. **Contratações.** Foi aprovada a contratação de 6 técnicos de campo para a reunião extraordinária de obras.
`;
const passages = passagesOf(MINUTES, "ata-conselho-gestor.md");

describe("a date asked with 'dia' or 'data'", () => {
  it("is read as 'quando': the header's date answers, not the heading that writes 'dia'", () => {
    expect(composeAnswer("Em que dia o Conselho Gestor fez a reunião extraordinária?", passages)).toContain(
      "12 de março",
    );
    expect(composeAnswer("Quando foi a reunião extraordinária do Conselho Gestor?", passages)).toContain("12 de março");
  });
});
