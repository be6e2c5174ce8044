import { describe, expect, it } from "vitest";
import { countedParts } from "#core/ai/answer/counted-part.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A whole and its parts counted in one clause, in the forms Portuguese writes them ("Dos 40 …, 30 …", "12 de 16 …",
 * "3 … em 48 …", ", dos quais R$ …"): a part as a share of the whole, and the whole less a part. A report written for
 * this test; every expected figure is computed here from its own numbers.
 */
const VISITS = { total: 40, onTime: 30, late: 10 };
const SEALS = { checked: 48, failed: 3 };
const BUDGET = { whole: 96_000, consultancy: 24_000 };
const REPORT = `# Relatório trimestral da equipe de hidrometria — Regional Campo Alto

## Visitas técnicas

Dos ${VISITS.total} chamados de vistoria, ${VISITS.onTime} foram atendidos dentro do prazo e ${VISITS.late} com atraso; o maior deles foi de 6 dias.

## Lacres

Foram conferidos ${SEALS.checked} lacres de hidrômetros em campo, dos quais ${SEALS.failed} estavam rompidos e foram trocados na hora.

## Orçamento

O orçamento do trimestre foi de R$ 96.000,00, dos quais R$ 24.000,00 pagaram a consultoria de calibração.

## Metas

| Meta | Situação |
|---|---|
| Calibração das bancadas | 7 de 9 bancadas calibradas |
| Troca de registros | 12 registros trocados em 20 programados |
`;

const passages = passagesOf(REPORT, "relatorio-hidrometria.md");
const percent = (part: number, whole: number) => `${(Math.round((part / whole) * 1000) / 10).toLocaleString("pt-BR")}%`;
const money = (value: number) =>
  `R$ ${value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("a part of a whole counted in one clause", () => {
  it("reads the whole and each part with the part's own words", () => {
    const parts = countedParts(
      `Dos ${VISITS.total} chamados de vistoria, ${VISITS.onTime} foram atendidos no prazo e ${VISITS.late} com atraso.`,
    );
    expect(parts.map(({ whole, part }) => [whole.value, part.value])).toEqual([
      [VISITS.total, VISITS.onTime],
      [VISITS.total, VISITS.late],
    ]);
    expect(parts[1]?.partWords).toMatch(/atraso/);
    expect(countedParts("7 de 9 bancadas calibradas")[0]?.partWords).toBe("calibradas");
    expect(countedParts("12 registros trocados em 20 programados")[0]?.part.value).toBe(12);
    // A part larger than its whole is no part.
    expect(countedParts("Dos 5 chamados, 9 foram atendidos.")).toEqual([]);
  });

  it("answers a share of the part the question names, greeting and reason around it", () => {
    const [onTime] = offlineConversation(
      passages,
      "Oi! Em percentual, quantos chamados de vistoria foram atendidos dentro do prazo, por favor?",
    );
    const [seals] = offlineConversation(passages, "Quantos por cento dos lacres estavam rompidos?");
    expect(onTime).toContain(percent(VISITS.onTime, VISITS.total));
    expect(seals).toContain(percent(SEALS.failed, SEALS.checked));
  });

  it("answers a share written as 'N de M' and 'N … em M' in a table's cells", () => {
    const [benches, valves] = offlineConversation(
      passages,
      "Que percentual das bancadas já foi calibrado?",
      "Qual o percentual de registros trocados?",
    );
    expect(benches).toContain(percent(7, 9));
    expect(valves).toContain(percent(12, 20));
  });

  it("answers the whole less the part the question leaves out", () => {
    const [rest] = offlineConversation(
      passages,
      "Quanto sobrou do orçamento do trimestre sem a consultoria de calibração?",
    );
    expect(rest).toContain(money(BUDGET.whole - BUDGET.consultancy));
  });
});
