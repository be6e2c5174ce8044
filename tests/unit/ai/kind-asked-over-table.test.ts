import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A percentage asked in so many words is answered by the sentence that states it, not by a table's row of the same
 * thing that states none; and a person's "função" is the post a table's "Cargo" column writes. On a norm written for
 * these tests.
 */
const NORM = `# Norma do adicional noturno e do sobreaviso — NOR-RH-120

**Responsáveis pela norma:**

| Nome | Papel | Cargo |
|---|---|---|
| Rosângela Tibiriçá | redação | analista de contratos de trabalho |
| Gumercindo Paes | aprovação | diretor de Pessoas |

## 1. Valores

O adicional noturno é de 25% sobre a hora normal, das 22h às 5h. O sobreaviso é pago à razão de um terço da hora normal.

## 2. Folha de outubro

| Adicional | Empregados | Custo mensal (R$) |
|---|---:|---:|
| Noturno | 88 | 61.200,00 |
| Sobreaviso | 35 | 18.450,00 |

## 3. Revisões

| Evento | Providência | Prazo |
|---|---|---|
| Mudança de função do empregado | reavaliar o direito ao adicional | 30 dias |
`;
const passages = passagesOf(NORM, "norma-adicional-noturno.md");

describe("a kind of figure asked in so many words", () => {
  it("is answered by the sentence that states it, over a table row of the same thing that states none", () => {
    const [share] = offlineConversation(passages, "Por favor, o adicional noturno tem qual porcentagem?");
    expect(share).toContain("25%");
    expect(share).not.toContain("Não encontrei");
  });
});

describe("a person's função", () => {
  it("is the post the table's Cargo column writes, not a row that mentions the word", () => {
    const [post] = offlineConversation(passages, "A Rosângela Tibiriçá exerce que função?");
    expect(post).toContain("analista de contratos de trabalho");
  });
});
