import { describe, expect, it } from "vitest";
import { datesApart } from "#core/ai/answer/dates-apart.ts";
import { deadlineDate } from "#core/ai/answer/deadline-date.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Operations on dates, spans and costs over a maintenance report written for this test: days between a row's two
 * dates or between a line's date and a date the question names; a deadline counted in days from an event another line
 * dates; the length of a span between two timed lines or from a thing's start to its end; a labour cost per hour times
 * hours per person times people; the money column asked by a verb of costing; the oldest thing by a column of years.
 * Every expected figure is computed here from the document's own numbers.
 */
const day = (d: number, m: number, y: number) => Date.UTC(y, m - 1, d) / 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");
const written = (days: number) => {
  const at = new Date(days * 86_400_000);
  return `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
};

const CREW = [
  { role: "Supervisor", people: 1, hours: 8, rate: 90 },
  { role: "Eletricista", people: 2, hours: 6, rate: 55 },
  { role: "Ajudante", people: 3, hours: 8, rate: 28 },
];
const FIXES = [
  { code: "F-1", what: "Trocar o disjuntor do quadro geral", days: 5, cost: 1_300 },
  { code: "F-2", what: "Refazer o aterramento", days: 12, cost: 4_750 },
  { code: "F-3", what: "Limpar os filtros de ar", days: 2, cost: 0 },
];
const REPORT = `# Relatório de manutenção da estação elevatória Ribeirão Claro

Data do relatório: 20/09/2026
Responsável: Heloísa Barcelos (engenheira de manutenção)

## Etapas da reforma

| Etapa | Descrição | Data prevista | Situação |
|---|---|---|---|
| E1 | Troca do painel | 10/03/2026 | concluída em 02/04/2026 |
| E2 | Substituição das válvulas | 15/07/2026 | em andamento |

A bomba B-3 está parada desde 01/09/2026, à espera de um rotor novo.

## Parada programada

- 08h15 — desligamento da rede elétrica (início da manutenção).
- 13h40 — religação da rede elétrica (fim da manutenção).

## Equipe

| Função | Quantidade | Horas por pessoa (h) | Valor da hora (R$/h) |
|---|---:|---:|---:|
${CREW.map((c) => `| ${c.role} | ${c.people} | ${c.hours} | ${c.rate},00 |`).join("\n")}

## Pendências encontradas

| Nº | Descrição | Prazo para correção (dias) | Custo estimado (R$) |
|---|---|---:|---:|
${FIXES.map((f) => `| ${f.code} | ${f.what} | ${f.days} | ${f.cost.toLocaleString("pt-BR")} |`).join("\n")}

## Checagem por área

| Área | Itens checados | Pendentes |
|---|---:|---:|
| Elétrica | 14 | 2 |
| Mecânica | 11 | 1 |

## Motores

| Tag | Ano de fabricação | Última revisão |
|---|---:|---|
| MT-1 | 2012 | 04/05/2026 |
| MT-2 | 2007 | 18/08/2026 |
| MT-3 | 2019 | 02/02/2025 |

## Laudo

O laudo elétrico deve ser entregue em até 20 dias após a inspeção da subestação. A inspeção da subestação foi realizada em 14/09/2026.
`;
const passages = passagesOf(REPORT, "relatorio-manutencao.md");

describe("days between dates", () => {
  it("counts a row's delay from its planned date to the date it was done", () => {
    const late = day(2, 4, 2026) - day(10, 3, 2026);
    const [reply] = offlineConversation(passages, "Olá! A etapa E1 atrasou quantos dias para ficar pronta?");
    expect(reply).toContain(`${late} dias`);
  });

  it("counts from a row's one date to the date the question names by its noun", () => {
    const late = day(20, 9, 2026) - day(15, 7, 2026);
    expect(datesApart("Quantos dias a etapa E2 estava atrasada na data do relatório?", passages)).toContain(
      `${late} dias`,
    );
  });

  it("follows a thing named two turns before, through a bare 'since when' and a pronoun", () => {
    const stopped = day(20, 9, 2026) - day(1, 9, 2026);
    const [, since, days] = offlineConversation(
      passages,
      "O que aconteceu com a bomba B-3?",
      "A partir de que dia?",
      "Quantos dias ela estava parada na data do relatório?",
    );
    expect(since).toContain("01/09/2026");
    expect(days).toContain(`${stopped} dias`);
  });

  it("answers nothing when no thing is named or no second date is given", () => {
    expect(datesApart("Quantos dias dura a reforma?", passages)).toBeNull();
    expect(datesApart("Quantos dias de atraso tem a etapa E2?", passages)).toBeNull();
  });
});

describe("a deadline counted from a dated event", () => {
  it("adds the days to the date another line gives the event", () => {
    const due = written(day(14, 9, 2026) + 20);
    const [reply] = offlineConversation(passages, "Até quando o laudo elétrico precisa ser entregue, por favor?");
    expect(reply).toContain(due);
    expect(reply).toContain("14/09/2026");
  });

  it("computes nothing for a question of length, or a reply that counts from no event", () => {
    const found = "O laudo elétrico deve ser entregue em até 20 dias após a inspeção da subestação. [1]";
    expect(deadlineDate("Qual é o prazo do laudo?", found, passages)).toBeNull();
    expect(deadlineDate("Em que data sai o laudo?", "O laudo sai em 20 dias. [1]", passages)).toBeNull();
  });
});

describe("the length of a span", () => {
  const minutes = 13 * 60 + 40 - (8 * 60 + 15);
  const clock = `${Math.floor(minutes / 60)}h${pad(minutes % 60)}`;

  it("between two timed lines, each end named after 'do … ao …'", () => {
    const [reply] = offlineConversation(passages, "Quanto tempo passou, do desligamento à religação da rede elétrica?");
    expect(reply).toContain(clock);
  });

  it("from the line that says a thing began to the one that says it ended", () => {
    const [reply] = offlineConversation(passages, "Quanto tempo durou a manutenção?");
    expect(reply).toContain(clock);
    // Each line once, its time not repeated before it.
    expect(reply).not.toMatch(/08h15 — 08h15/);
  });
});

describe("costs over tables", () => {
  it("a price per hour times the hours per person times the people, row by row", () => {
    const total = CREW.reduce((sum, c) => sum + c.people * c.hours * c.rate, 0);
    const [reply] = offlineConversation(passages, "Somadas as três funções, quanto custou a equipe?");
    expect(reply).toContain(total.toLocaleString("pt-BR"));
  });

  it("a verb of costing asks the money column, not one the verb of fixing names", () => {
    const total = FIXES.reduce((sum, f) => sum + f.cost, 0);
    const [reply] = offlineConversation(passages, "Bom dia. Corrigir todas as pendências vai custar quanto no total?");
    expect(reply).toContain(total.toLocaleString("pt-BR"));
    expect(reply).not.toContain(`${FIXES.reduce((sum, f) => sum + f.days, 0)} dias`);
  });

  it("the dearest is read in a table of money, not in a table of counts that shares a word", () => {
    const dearest = [...FIXES].sort((a, b) => b.cost - a.cost)[0];
    const [reply] = offlineConversation(passages, "Qual é a pendência mais cara?");
    expect(reply).toContain(dearest?.code ?? "?");
  });
});

describe("the oldest by a column of years", () => {
  it("reads the year a thing was made, not the date it was last looked at", () => {
    const [reply] = offlineConversation(passages, "Qual é o motor mais antigo?");
    expect(reply).toMatch(/^[^(]*MT-2/);
  });
});

/**
 * A schedule of works and a table of indicators, written for this test: rows kept by the status a participle names or
 * denies, and a change asked in percent between a row's two columns.
 */
const STAGES = [
  { code: "T1", status: "entregue em 03/02/2026", value: 1_250 },
  { code: "T2", status: "entregue em 28/04/2026", value: 2_400 },
  { code: "T3", status: "em obras", value: 3_100 },
  { code: "T4", status: "não iniciada", value: 980 },
];
const LEAKS = { before: 250, target: 190 };
const SCHEDULE = `# Cronograma das obras do sistema Serra Branca

## Trechos

| Trecho | Situação | Valor do trecho (R$ mil) |
|---|---|---:|
${STAGES.map((s) => `| ${s.code} | ${s.status} | ${s.value.toLocaleString("pt-BR")} |`).join("\n")}

## Indicadores

| Indicador | Valor em 2025 | Meta 2030 |
|---|---:|---:|
| Vazamentos por mês | ${LEAKS.before} | ${LEAKS.target} |
| Horas sem água por ano | 31 | 20 |
`;
const schedule = passagesOf(SCHEDULE, "cronograma.md");

describe("rows kept by a status", () => {
  const sum = (rows: typeof STAGES) => rows.reduce((total, s) => total + s.value, 0).toLocaleString("pt-BR");

  it("the rows whose status opens with the participle asked, none named otherwise", () => {
    const [reply] = offlineConversation(schedule, "Quanto somam os valores dos trechos entregues?");
    expect(reply).toContain(sum(STAGES.filter((s) => s.status.startsWith("entregue"))));
  });

  it("the others, when the participle is denied", () => {
    const [reply] = offlineConversation(
      schedule,
      "Oi! Dos trechos que não foram entregues, quanto somam os valores? É para a reunião de amanhã.",
    );
    expect(reply).toContain(sum(STAGES.filter((s) => !s.status.startsWith("entregue"))));
  });
});

describe("a change asked in percent between a row's two columns", () => {
  it("is the fall from the first figure to the second over the first, not one as a part of the other", () => {
    const fall = (((LEAKS.before - LEAKS.target) / LEAKS.before) * 100).toLocaleString("pt-BR", {
      maximumFractionDigits: 1,
    });
    const [asked, fallen] = offlineConversation(
      schedule,
      "Bom dia! Em quanto por cento os vazamentos por mês devem cair entre 2025 e a meta de 2030?",
      "Quanto por cento as horas sem água por ano vão cair até a meta de 2030?",
    );
    expect(asked).toContain(`${fall}%`);
    expect(fallen).toContain(`${(((31 - 20) / 31) * 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`);
  });
});

/** A field report whose list item counts one thing twice, what there is and what is required. */
const CREWS = { present: 14, required: 20 };
const LOSS = { volume: 420, rate: 3.2 };
const FIELD = `# Relatório de fiscalização do contrato de ligações novas

## Constatações

- A equipe em campo em 02/03/2026 era de ${CREWS.present} eletricistas, enquanto o contrato prevê no mínimo ${CREWS.required} eletricistas.
- O almoxarifado da contratada estava sem lacres de medidor desde 20/02/2026.
- Um vazamento no ramal da Rua dos Jequitibás perdeu cerca de ${LOSS.volume} m³ antes do reparo.

## Referências

- Custo de produção da água tratada no sistema: R$ ${LOSS.rate.toLocaleString("pt-BR", { minimumFractionDigits: 2 })} por m³.

## Providências

- Completar a equipe mínima em até 10 dias corridos.
`;
const field = passagesOf(FIELD, "fiscalizacao.md");

describe("what is missing between two counts of one thing", () => {
  const missing = String(CREWS.required - CREWS.present);

  it("is computed from a list item as from a sentence", () => {
    const [reply] = offlineConversation(field, "Quantos eletricistas faltam para o mínimo do contrato?");
    expect(reply).toContain(`${CREWS.required} − ${CREWS.present} = ${missing}`);
  });

  it("is what a bare 'quantos faltam' asks after an answer that gave both counts", () => {
    const [, , rest] = offlineConversation(
      field,
      "Quantos eletricistas havia em campo em 02/03/2026?",
      "E quantos o contrato exige?",
      "E quantos ainda faltam?",
    );
    expect(rest).toContain(`${CREWS.required} − ${CREWS.present} = ${missing}`);
  });
});

describe("a quantity at a price per its unit", () => {
  const value = (LOSS.volume * LOSS.rate).toLocaleString("pt-BR", { minimumFractionDigits: 2 });

  it("the quantity the question gives times the price written per that unit's symbol", () => {
    const [reply] = offlineConversation(field, `Quanto valem ${LOSS.volume} m³ pelo custo de produção?`);
    expect(reply).toContain(`R$ ${value}`);
  });

  it("the quantity the last reply stated, when the question points back at it", () => {
    const [, valued] = offlineConversation(
      field,
      "Quanta água o vazamento da Rua dos Jequitibás perdeu?",
      "E esse volume, ao custo de produção, dá quanto?",
    );
    expect(valued).toContain(`R$ ${value}`);
  });
});

/** A service report written for this test: hours counted by a header that opens with its unit, quarters in ordinals. */
const OUTAGE = { norte: 18, sul: 25, leste: 9 };
const TICKETS = [
  { quarter: "1º trimestre", opened: 640, onTime: 590 },
  { quarter: "2º trimestre", opened: 702, onTime: 655 },
];
const SERVICE = `# Relatório trimestral de atendimento da Regional Vale do Sol

## Interrupções por setor

| Setor | Horas sem água | Famílias afetadas |
|---|---:|---:|
| Norte | ${OUTAGE.norte} | 1.240 |
| Sul | ${OUTAGE.sul} | 860 |
| Leste | ${OUTAGE.leste} | 2.015 |

## Chamados por trimestre

| Trimestre | Chamados recebidos | Resolvidos no prazo |
|---|---:|---:|
${TICKETS.map((t) => `| ${t.quarter} | ${t.opened} | ${t.onTime} |`).join("\n")}
`;
const service = passagesOf(SERVICE, "relatorio-atendimento.md");

describe("figures with the unit their header opens with, rows named by ordinals in words", () => {
  it("writes hours counted under 'Horas …' with their unit", () => {
    const longest = Math.max(...Object.values(OUTAGE));
    const [reply] = offlineConversation(service, "Que setor passou mais tempo sem água?");
    expect(reply).toContain(`${longest} h`);
  });

  it("reads 'no segundo trimestre' as the row '2º trimestre' for what lies outside a bound", () => {
    const second = TICKETS[1] as (typeof TICKETS)[number];
    const [reply] = offlineConversation(
      service,
      "Quantos chamados foram resolvidos fora do prazo no segundo trimestre?",
    );
    expect(reply).toContain(`${second.opened - second.onTime} chamados`);
  });
});
