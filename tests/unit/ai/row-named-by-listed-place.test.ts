import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A table whose rows are keyed by a letter and list the places each covers: a place the asker names picks its row, in
 * the question or in a sentence before it ("Moro em X."), and the row's letter goes on naming it in the next turn,
 * where another row shares the cell the last answer gave. A notice written for this test.
 */
const NOTICE = `# Aviso de coleta de resíduos volumosos — Município de Serra Clara, 2027

A coleta de volumosos passa a ser feita uma vez por semana em cada setor, sempre com agendamento prévio.

| Setor | Bairros | Dia da coleta | Horário |
|---|---|---|---|
| A | Centro, Jardim Alvorada e Vila Esperança | terça-feira | 7h às 12h |
| B | Parque do Sol, Morro Azul e Chácara Velha | quinta-feira | 13h às 18h |
| C | Distrito Norte, Recanto das Águas | terça-feira | 14h às 19h |

Os moradores devem deixar os objetos na calçada até uma hora antes do início do horário do setor.
`;
const passages = passagesOf(NOTICE, "aviso-coleta-volumosos.md");

describe("a row named by one of the places its cell lists", () => {
  it("a place the question writes picks its row", () => {
    const [reply] = offlineConversation(passages, "Olá! Em que dia passa a coleta de volumosos no Morro Azul?");
    expect(reply).toContain("quinta-feira");
  });

  it("a place written in lower case inside a sentence names no row", () => {
    const [reply] = offlineConversation(passages, "Qual é o horário da coleta no centro de triagem?");
    expect(reply).not.toContain("7h às 12h");
  });

  it("the place the asker's own sentence names is the row asked about", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Moro no Recanto das Águas. Em que dia da semana tem a coleta de volumosos?",
    );
    expect(reply).toContain("terça-feira");
    expect(reply).toContain("C");
  });

  it("the row's letter keeps naming it in the next turn: the hour asked, read from that row alone", () => {
    const [first, reply] = offlineConversation(
      passages,
      "Bom dia! Moro no Recanto das Águas. Em que dia da semana tem a coleta de volumosos?",
      "E qual é o horário?",
    );
    expect(first).toContain("setor C");
    expect(reply).toContain("14h às 19h");
    // The row's other cells (its places, its day) are not what was asked.
    expect(reply).not.toContain("Distrito Norte");
  });
});
