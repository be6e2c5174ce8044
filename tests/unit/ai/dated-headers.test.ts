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

/** A plan's indicators, each column a year: the unit is the row's ("(km)"), the year in the header is no unit. */
const TARGETS = `# Plano de renovação de redes da Vila Guaraciaba — 2027–2030

| Indicador | Situação atual (2026) | Meta intermediária (2028) | Meta final (2030) |
|---|---:|---:|---:|
| Rede de cimento-amianto ainda em uso (km) | 64 | 37 | 9 |
| Rompimentos de rede por mês | 27 | 15 | 6 |
`;
const targets = passagesOf(TARGETS, "plano-renovacao-redes.md");

describe("a column dated by a year alone", () => {
  it("writes no year after a figure of a row that gives its own unit", () => {
    const [reply] = offlineConversation(targets, "Quantos km de rede de cimento-amianto ainda estão em uso hoje?");
    expect(reply).toMatch(/\b64\b/);
    expect(reply).not.toMatch(/\b64 2026\b/);
  });

  it("writes a count bare when its row gives no unit", () => {
    const [reply] = offlineConversation(
      targets,
      "Bom dia! Que meta final o plano fixa para os rompimentos de rede por mês?",
    );
    expect(reply).toMatch(/\b6\b/);
    expect(reply).not.toMatch(/\b6 2030\b/);
  });
});
