import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/** Whether a table or a sentence answers, on a report written for this test. */
const KINDS = [
  { kind: "Vazamento em ramal", received: 48, solved: 41 },
  { kind: "Falta de água", received: 73, solved: 70 },
  { kind: "Pressão baixa", received: 29, solved: 22 },
];
const total = KINDS.reduce((sum, k) => sum + k.received, 0);
const report = `# Ouvidoria — reunião de 05/11

**Pauta**:
- Solicitações recebidas pela ouvidoria no 4º trimestre;
- Escala de férias da equipe.

A ouvidoria da regional recebeu ${total} solicitações no mês de outubro, contra 131 no mês de setembro.

| Tipo de solicitação | Recebidas (nº) | Concluídas (nº) |
| --- | --- | --- |
${KINDS.map((k) => `| ${k.kind} | ${k.received} | ${k.solved} |`).join("\n")}
`;
const passages = passagesOf(report, "ouvidoria.md");

describe("a question of which row", () => {
  it("is the table's, not a line's that names none of the rows", () => {
    const most = [...KINDS].sort((a, b) => b.received - a.received)[0] as (typeof KINDS)[number];
    const least = [...KINDS].sort((a, b) => a.received - b.received)[0] as (typeof KINDS)[number];
    expect(
      composeAnswer("Qual tipo teve mais solicitações recebidas pela ouvidoria no 4º trimestre?", passages),
    ).toContain(most.kind);
    expect(
      composeAnswer("Qual tipo teve menos solicitações recebidas pela ouvidoria no 4º trimestre?", passages),
    ).toContain(least.kind);
  });
});
