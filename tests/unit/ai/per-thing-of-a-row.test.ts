import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A quarterly sheet written for this test: each unit's months and its own headcount, and a note with another count. */
const SHEET = `# Quadro de plantões do 2º trimestre

## Plantões por mês

| Unidade | Abril (h) | Maio (h) | Junho (h) | Técnicos (nº) |
|---|---:|---:|---:|---:|
| Distrito Leste | 320 | 290 | 350 | 24 |
| Distrito Oeste | 210 | 240 | 205 | 15 |

## Observações

- Distrito Oeste: 3 técnicos estavam de férias em junho.
`;
const passages = passagesOf(SHEET, "quadro-plantoes.md");

describe("an amount the last reply added up across a row, asked per a thing", () => {
  it("is divided by that row's own count of the thing, not by another count the documents write", () => {
    const [total, perTechnician] = offlineConversation(
      passages,
      "Quantas horas de plantão o Distrito Oeste teve somando abril, maio e junho?",
      "Isso dá quanto por técnico?",
    );
    expect(total).toContain("655");
    expect(perTechnician).toContain("por técnico: 655 ÷ 15");
    expect(perTechnician).toContain("43,67");
  });
});
