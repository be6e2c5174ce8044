import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A header that dates its column ("Alunos inscritos (mar/2031)") writes a slash that is no unit per something and a
 * parenthesis that is no unit: the column still adds up to a whole, and its figures are written bare. A bulletin
 * written for this test.
 */
const BULLETIN = `# Boletim do Programa Jovem Aprendiz

## Inscritos por turno

| Turno | Alunos inscritos (mar/2031) |
|---|---:|
| Manhã | 120 |
| Tarde | 60 |
| Noite | 20 |
| Total | 200 |
`;
const passages = passagesOf(BULLETIN, "boletim-aprendiz.md");

describe("a column dated by its header", () => {
  it("is a part of its whole, asked as a share", () => {
    const [share] = offlineConversation(passages, "Oi! Que porcentagem dos alunos inscritos está no turno da tarde?");
    expect(share).toContain("30%");
    expect(share).not.toContain("mar/2031");
  });

  it("writes its figures without the date as a unit", () => {
    const [count] = offlineConversation(passages, "Quantos alunos inscritos tem o turno da noite?");
    expect(count).toContain("20");
    expect(count).not.toContain("20 mar/2031");
  });
});
