import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A part the question sets aside ("sem contar os X") that a column counts within another ("Dos quais estagiários"
 * within "Empregados"): the row asked reads the whole less the part; the row named after the comma is the one asked,
 * not one left out; and "contar" after "sem" is read as typed, though the document writes "contra". A part's column
 * is named by its noun ("estagiários"), not by "Dos quais". On a staffing
 * table written for this test (a fictional utility's units); the expected figure is computed here from its cells.
 */
const UNITS = [
  { name: "Sede", staff: 412, interns: 37 },
  { name: "Regional Norte", staff: 188, interns: 12 },
  { name: "Regional Sul", staff: 203, interns: 15 },
];
const TABLE = `# Quadro de pessoal — dezembro de 2026

Todas as unidades mantêm brigada contra incêndio treinada e escala de plantão.

| Unidade | Empregados | Dos quais estagiários |
|---|---:|---:|
${UNITS.map((u) => `| ${u.name} | ${u.staff} | ${u.interns} |`).join("\n")}
`;
const passages = passagesOf(TABLE, "quadro-pessoal.md", 1);

describe("a part set aside from the row asked", () => {
  it("reads the whole less the part the question leaves out", () => {
    const [reply] = offlineConversation(
      passages,
      "Oi! Sem contar os estagiários, quantos empregados a Regional Norte tem? Vou montar a escala de férias.",
    );
    const north = UNITS[1] as (typeof UNITS)[number];
    expect(reply).toContain(formatQuantity(north.staff - north.interns, "number"));
  });
  it("names a part's column by its noun, not by the relative that ties it to the whole", () => {
    const [reply] = offlineConversation(passages, "E a Sede, quantos estagiários tem hoje?");
    const seat = UNITS[0] as (typeof UNITS)[number];
    expect(reply).toContain(`${seat.interns} estagiários`);
    expect(reply).not.toMatch(/d[oa]s quais/i);
  });
});
