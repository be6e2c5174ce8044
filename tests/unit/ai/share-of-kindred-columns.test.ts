import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A share ranked row by row when no column states it: the part's whole is the column that counts the same thing
 * ("Vistorias realizadas" of "Vistorias programadas"), not a larger column of another measure; and "a taxa de execução"
 * asks that share, read in the column of what was done. On a bulletin written for this test (a fictional utility's
 * valve inspections); the expected shares are computed here from its cells.
 */
const DISTRICTS = [
  { name: "Capoeirão", planned: 40, done: 38, km: 412 },
  { name: "Vila Iracema", planned: 55, done: 41, km: 530 },
  { name: "Porto Seco", planned: 32, done: 30, km: 298 },
  { name: "Mata Fria", planned: 48, done: 45, km: 505 },
];
const BULLETIN = `# Boletim de manobras de válvulas — novembro de 2026

As equipes de manobra vistoriaram as válvulas de rede de quatro distritos no mês.

| Distrito | Vistorias programadas | Vistorias realizadas | Extensão de rede percorrida (km) |
|---|---:|---:|---:|
${DISTRICTS.map((d) => `| ${d.name} | ${d.planned} | ${d.done} | ${d.km} |`).join("\n")}
`;
const passages = passagesOf(BULLETIN, "boletim-valvulas.md", 1);
const share = (d: (typeof DISTRICTS)[number]) =>
  formatQuantity(Math.round((d.done / d.planned) * 1000) / 10, "percent");
const by = (order: 1 | -1) => [...DISTRICTS].sort((a, b) => order * (b.done / b.planned - a.done / a.planned));

describe("a share of two columns that count the same thing, ranked by row", () => {
  it("divides the part by the column of the same thing, whichever the question names first", () => {
    const [reply] = offlineConversation(
      passages,
      "Oi! Em que distrito as vistorias realizadas foram a maior parte das programadas, em percentual?",
    );
    const best = by(1)[0];
    expect(reply).toContain(best?.name);
    if (best) expect(reply).toContain(share(best));
    expect(reply).not.toContain("km");
  });

  it("reads 'a taxa de execução' as the share of what was done", () => {
    const [reply] = offlineConversation(passages, "Qual distrito teve a menor taxa de execução das vistorias?");
    const worst = by(-1)[0];
    expect(reply).toContain(worst?.name);
    if (worst) expect(reply).toContain(share(worst));
  });
});
