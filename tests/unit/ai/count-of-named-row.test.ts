import { describe, expect, it } from "vitest";
import { answerOver } from "#tests/support/agent-documents.ts";

/**
 * A count asked of a row a table names ("quantos pedidos de X"), over a sentence that repeats the question's noun but
 * counts nothing of it ("os pedidos de X levam 12 dias"): the table's count answers. A document written for this test.
 */
const MINUTES = `# Ata da 2ª reunião do Comitê de Atendimento — agosto de 2027

## 1. Solicitações do 2º trimestre

A coordenadora apresentou as solicitações recebidas de abril a junho de 2027 pelos canais de atendimento.

| Tipo de solicitação | Quantidade (nº) | Tempo médio de conclusão (dias) |
|---|---:|---:|
| Troca de titularidade | 3.118 | 2,4 |
| Ligação nova de água | 1.402 | 12,6 |
| Revisão de consumo | 2.275 | 8,1 |

Joaquim Paranhos observou que os pedidos de ligação nova de água passam do prazo de 10 dias.
`;

const ask = answerOver(MINUTES, "ata-comite-atendimento-agosto.md");

describe("a count asked of a row the table names", () => {
  it("is the table's count, not a sentence that only repeats the noun", () => {
    expect(ask("Quantos pedidos de ligação nova de água chegaram no 2º trimestre?")).toContain("1.402");
  });

  it("leaves the sentence to a question about what it states", () => {
    expect(ask("Quem observou que as ligações novas passam do prazo regulatório?")).toContain("Joaquim Paranhos");
  });
});
