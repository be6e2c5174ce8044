import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A column that numbers the rows under a noun ("Ponto": 1, 2, 3…) says what the rows are: "quantos pontos" counts
 * them, it adds up no column of figures, and the count is said in that noun. A survey written for this test.
 */
const SURVEY = `# Campanha de medição de pressão na zona alta de Vale Claro — setembro de 2026

| Ponto | Endereço | Pressão mínima (mca) | Pressão máxima (mca) |
|---:|---|---:|---:|
| 1 | Rua dos Ipês, 120 | 14 | 38 |
| 2 | Praça da Matriz | 11 | 35 |
| 3 | Avenida Beira-Rio, 845 | 9 | 41 |
| 4 | Rua Alto Alegre, 33 | 16 | 44 |
| 5 | Travessa do Mirante | 12 | 29 |
`;
const passages = passagesOf(SURVEY, "campanha-pressao-vale-claro.md");

describe("rows numbered under a noun", () => {
  it("a count of that noun counts the rows, said in its words", () => {
    const [reply] = offlineConversation(passages, "Bom dia! Quantos pontos foram medidos na campanha?");
    expect(reply).toContain("5 pontos");
    // Not the sum of a column of pressures.
    expect(reply).not.toContain("62");
  });
});
