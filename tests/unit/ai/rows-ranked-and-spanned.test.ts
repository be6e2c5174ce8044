import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Which rows a question ranks or spans, on a bulletin written for these tests: "a principal X" ranks the rows when X is
 * what they are (and asks a thing a cell names when it is not), "julho a outubro" spans the months between without a
 * "de" before it, and a phrase set before "qual…" leaves the question one about which row. Figures computed here.
 */
const CAUSES = [
  { cause: "Manutenção programada", count: 37 },
  { cause: "Falta de energia", count: 52 },
  { cause: "Rompimento de adutora", count: 41 },
];
const MONTHS = [
  { month: "Julho", volume: 12_400 },
  { month: "Agosto", volume: 11_900 },
  { month: "Setembro", volume: 15_100 },
  { month: "Outubro", volume: 13_700 },
];
const POLES = [
  { pole: "Serrinha", served: 8_000, complaints: 120 },
  { pole: "Baixio", served: 2_000, complaints: 60 },
  { pole: "Cedral", served: 5_000, complaints: 50 },
];
const n = (value: number) => value.toLocaleString("pt-BR");
const BULLETIN = `# Boletim de interrupções do abastecimento — 2026

## Interrupções por motivo (outubro)

| Motivo | Ocorrências |
|---|---:|
${CAUSES.map((c) => `| ${c.cause} | ${c.count} |`).join("\n")}

## Volume não distribuído por mês

| Mês | Volume não distribuído (m³) |
|---|---:|
${MONTHS.map((m) => `| ${m.month} | ${n(m.volume)} |`).join("\n")}

## Reclamações por polo

| Polo | Ligações atendidas | Reclamações |
|---|---:|---:|
${POLES.map((p) => `| ${p.pole} | ${n(p.served)} | ${p.complaints} |`).join("\n")}

## Investimentos de 2027

| Programa | Orçamento 2027 (R$ mil) | Principal obra ou compra |
|---|---:|---|
| Adução | 6.300 | nova adutora do Cedral |
| Reservação | 2.100 | reservatório elevado do Baixio |
`;
const passages = passagesOf(BULLETIN, "boletim-interrupcoes.md");

describe("a principal X", () => {
  it("ranks the rows when X is what the rows are", () => {
    const top = [...CAUSES].sort((a, b) => b.count - a.count)[0];
    const [reply] = offlineConversation(
      passages,
      "Oi! Em outubro, o principal motivo das paradas no abastecimento foi qual?",
    );
    expect(reply?.split("\n")[0]).toContain(top?.cause);
    // Said as the row with the most, the others ranked after it.
    expect(reply).toMatch(/maior número de ocorrências/);
  });

  it("asks the thing a cell names when X is not what the rows are", () => {
    const [reply] = offlineConversation(passages, "Qual a principal compra prevista na reservação?");
    expect(reply).toContain("reservatório elevado do Baixio");
    // No ranking of the programmes ("Adução 6.300 > …").
    expect(reply).not.toContain(">");
  });
});

describe("a span of rows", () => {
  it("runs from the first month to the last with no 'de' before it", () => {
    const [reply] = offlineConversation(passages, "Somando agosto a outubro, que volume deixou de ser distribuído?");
    const span = MONTHS.slice(1).reduce((sum, m) => sum + m.volume, 0);
    expect(reply).toContain(n(span));
  });
});

describe("a phrase set before 'qual…'", () => {
  it("leaves the question one about which row, ranked by each row's share", () => {
    const top = [...POLES].sort((a, b) => b.complaints / b.served - a.complaints / a.served)[0];
    const [reply] = offlineConversation(
      passages,
      "Pensando nas ligações atendidas, qual polo registra o percentual mais alto de reclamações?",
    );
    expect(reply?.split("\n")[0]).toContain(top?.pole);
  });
});
