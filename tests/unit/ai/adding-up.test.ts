import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/** A monthly bulletin written for this test: a measure whose columns are named by their month alone. */
const BULLETIN = `# Boletim de tratamento do 1º trimestre

## Volume tratado por mês

| Estação | Janeiro (mil m³) | Fevereiro (mil m³) | Março (mil m³) |
|---|---:|---:|---:|
| ETA Norte | 410 | 385 | 402 |
| ETA Sul | 298 | 301 | 287 |
`;
const passages = passagesOf(BULLETIN, "boletim-tratamento.md");

describe("a row's figures added up across its month columns", () => {
  it("'juntando' the months asks for their sum, said with the measure the heading names, not the first month", () => {
    const answer = composeAnswer(
      "Quanto a ETA Norte tratou no trimestre, juntando janeiro, fevereiro e março?",
      passages,
    );
    expect(answer).toContain("1.197");
    expect(answer).toMatch(/^O total de volume tratado da /);
  });
});
