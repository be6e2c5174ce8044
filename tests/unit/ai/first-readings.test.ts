import { describe, expect, it } from "vitest";
import { CHANGE_ASKED } from "#core/ai/answer/change-words.ts";
import { operationIn, questionShape } from "#core/ai/answer/question-shape.ts";
import { withLabelRow, withPeriodRow } from "#core/ai/answer/row-named-by-label.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * The first reading a conversation starts from, and the follow-ups that lean on it: a figure asked where the best
 * sentence names it without stating it, a time of day, a day inside a table's period, the item a superlative
 * answered, a difference against the other figure of the row just read and that difference in percent, a change
 * between two columns that share no word, points of a percentage. Over documents written for this test; every
 * expected figure is computed here from the documents' own numbers.
 */
const ITEMS = [
  { item: "Bomba centrífuga de 40 cv", quantity: 4, unit: 52_300 },
  { item: "Painel de partida suave", quantity: 4, unit: 18_750 },
  { item: "Válvula de retenção DN 250", quantity: 6, unit: 7_420 },
];
const OFFERS = [
  { supplier: "Hidrobombas Ltda.", total: 331_900, date: "03/02/2026", days: 45 },
  { supplier: "Motorágua Equipamentos S.A.", total: 318_260, date: "05/02/2026", days: 60 },
  { supplier: "Fluidra Sistemas Ltda.", total: 344_000, date: "06/02/2026", days: 30 },
];
const pt = (n: number, decimals = 0) =>
  n.toLocaleString("pt-BR", { minimumFractionDigits: decimals, maximumFractionDigits: 2 });
const total = ITEMS.reduce((sum, i) => sum + i.quantity * i.unit, 0);

const ORDER = `# Pedido de compra PC-0412 — Bombas da elevatória Jacarandá

**Número:** PC-0412
**Horário de entrega no almoxarifado:** das 8h00 às 11h30
**Solicitante:** Otávio Brandão (engenheiro de manutenção)

## Justificativa

As bombas atuais funcionam 24 horas por dia desde 2009 e perderam rendimento. Este pedido reserva o valor total estimado.

## Itens

| Item | Descrição | Quantidade | Preço unitário (R$) | Total (R$) |
|---|---|---:|---:|---:|
${ITEMS.map((i, n) => `| ${n + 1} | ${i.item} | ${i.quantity} | ${pt(i.unit)},00 | ${pt(i.quantity * i.unit)},00 |`).join("\n")}
| | **Total estimado** | | | **${pt(total)},00** |

## Cotações

| Fornecedor | Proposta (R$) | Data da cotação | Validade da proposta |
|---|---:|---|---|
${OFFERS.map((o) => `| ${o.supplier} | ${pt(o.total)},00 | ${o.date} | ${o.days} dias |`).join("\n")}

## Orçamento

A rubrica de manutenção das elevatórias tem dotação de R$ 2.400.000,00 para o ano.
`;

const BUDGET = [
  { line: "Sensores de pressão", approved: 420, proposed: 515 },
  { line: "Licenças do painel", approved: 180, proposed: 195 },
];
const approved = BUDGET.reduce((sum, b) => sum + b.approved, 0);
const proposed = BUDGET.reduce((sum, b) => sum + b.proposed, 0);
const AGENDA = `# Pauta da 5ª reunião do Comitê de Telemetria

**Data:** 10/03/2026
**Horário:** das 9h30 às 12h00

## Deliberações esperadas

- Aprovar a proposta de orçamento de 2027 do programa de telemetria.
- Aprovar o calendário de visitas às estações.

## Subsídios — orçamento do programa de telemetria

| Rubrica | Aprovado para 2026 (R$ mil) | Proposto para 2027 (R$ mil) |
|---|---:|---:|
${BUDGET.map((b) => `| ${b.line} | ${b.approved} | ${b.proposed} |`).join("\n")}
| **Total** | **${approved}** | **${proposed}** |

## Testes do novo modelo de alarmes

| Indicador | Versão 1.4 (atual) | Versão 2.0 (nova) |
|---|---:|---:|
| Alarmes confirmados (%) | 71,4 | 83,9 |
| Tempo de processamento (s) | 3,2 | 2,5 |

## Metas do programa

| Indicador | Linha de base (2025) | Meta (junho de 2027) |
|---|---:|---:|
| Tempo de resposta a alarmes (min) | 48 | 12 |

## Prioridades de atendimento

| Prioridade | Descrição | Prazo de atendimento |
|---|---|---|
| 1 — Urgente | Alarme de nível crítico em reservatório | 2 h |
| 2 — Alta | Falha de comunicação de uma estação | 6 h |
| 3 — Normal | Ajuste de parâmetro do painel | 5 dias úteis |

## Penalidades

| Situação | Multa (R$) |
|---|---:|
| Cada alarme de prioridade 1 atendido fora do prazo de atendimento | 500,00 |

## Escala de sobreaviso de março

| Período | Técnico | Operador |
|---|---|---|
| 01/03 a 07/03 | Ivana Prates | Caio Lemos |
| 08/03 a 14/03 | Rui Tavares | Nádia Fontes |
| 15/03 a 21/03 | Ivana Prates | Nádia Fontes |
`;

const SERVICES = [
  { service: "Serviços de alvenaria", value: 210_400 },
  { service: "Instalações elétricas", value: 96_300 },
];
const gross = SERVICES.reduce((sum, s) => sum + s.value, 0);
const RETAINED = 10;
const BULLETIN = `# Boletim nº 3 — Contrato 044/2026, reforma da ETA Ipê

| Serviço | Valor no período (R$) |
|---|---:|
${SERVICES.map((s) => `| ${s.service} | ${pt(s.value)},00 |`).join("\n")}
| **Valor bruto do boletim** | **${pt(gross)},00** |

## Condições de pagamento

Sobre os valores brutos de cada boletim incide uma caução de ${RETAINED}%, que a contratada recupera no recebimento da obra.
O pagamento ocorre em até 30 dias após o aceite do boletim.
`;

const order = passagesOf(ORDER, "pedido-compra-pc-0412.md");
const agenda = passagesOf(AGENDA, "pauta-comite-telemetria.md", order.length + 1);
const bulletin = passagesOf(BULLETIN, "boletim-medicao-3.md", order.length + agenda.length + 1);
const passages = [...order, ...agenda, ...bulletin];

describe("the first reading", () => {
  it("reads a table's total when the best sentence names the figure without stating it", () => {
    const [reply] = offlineConversation(passages, "Bom dia! Qual é o valor total estimado do pedido PC-0412?");
    expect(reply).toContain(pt(total));
    expect(reply).not.toContain("2.400.000");
  });

  it("reads a time of day asked with 'que horas' from the line of the horário, not a count of hours", () => {
    expect(questionShape("Que horas abre a sessão do comitê?").shape).not.toBe("list");
    const [reply] = offlineConversation(passages, "A que horas começa a 5ª reunião do Comitê de Telemetria?");
    expect(reply).toContain("9h30");
    expect(reply).not.toMatch(/^As bombas/);
  });

  it("reads an amount from a table row whose header gives the money, over a list item that names it without it", () => {
    const [reply] = offlineConversation(passages, "Qual é o orçamento proposto para o programa de telemetria em 2027?");
    expect(reply).toContain(pt(proposed));
  });

  it("reads the row a number after the key column's word labels", () => {
    expect(withLabelRow("Qual o prazo de prioridade 3?", agenda)).toContain("prioridade 3 — Normal");
    const [urgent, normal] = offlineConversation(
      passages,
      "Qual é o prazo de atendimento de um alarme de prioridade 1?",
      "E de prioridade 3?",
    );
    expect(urgent).toContain("2 h");
    expect(urgent).not.toContain("500");
    expect(normal).toContain("5 dias úteis");
  });

  it("reads the row whose period holds the day the question writes", () => {
    expect(withPeriodRow("Quem é o técnico no dia 10/03?", agenda)).toContain("08/03 a 14/03");
    const [reply] = offlineConversation(passages, "Oi! Quem é o técnico de sobreaviso no dia 10/03/2026?");
    expect(reply).toContain("Rui Tavares");
  });
});

describe("follow-ups that lean on the first reading", () => {
  it("takes 'dela' after a superlative as the row answered, and counts the row's validity from its date", () => {
    const dearest = [...OFFERS].sort((a, b) => b.total - a.total)[0] as (typeof OFFERS)[number];
    const [first, second] = offlineConversation(
      passages,
      "Entre as cotações do PC-0412, qual foi a mais cara?",
      "A proposta dela é válida até que data?",
    );
    expect(first).toContain(dearest.supplier.split(" ")[0] ?? "");
    const [d, m, y] = dearest.date.split("/").map(Number) as [number, number, number];
    const until = new Date(Date.UTC(y, m - 1, d + dearest.days));
    const written = `${String(until.getUTCDate()).padStart(2, "0")}/${String(until.getUTCMonth() + 1).padStart(2, "0")}/${until.getUTCFullYear()}`;
    expect(second).toContain(written);
  });

  it("sets the figure read against the other column of its row, then gives that difference in percent", () => {
    const asked = "Qual é o orçamento proposto para o programa de telemetria em 2027?";
    const [, difference, percent] = offlineConversation(
      passages,
      asked,
      "Quanto isso supera o aprovado para 2026?",
      "E em porcentagem?",
    );
    expect(difference).toContain(pt(proposed - approved));
    expect(percent).toContain(`${pt(Math.round(((proposed - approved) / approved) * 1000) / 10)}%`);
    // The other side written as its article and complement, the noun left out.
    const [, elliptical] = offlineConversation(passages, asked, "Fica quanto acima do que o de 2026?");
    expect(elliptical).toContain(pt(proposed - approved));
  });

  it("gives the points between two percentages of a row named with (%), and reads '(atual)' as no unit", () => {
    const [read, , points] = offlineConversation(
      passages,
      "Quantos alarmes confirmados, em percentual, a versão 2.0 teve nos testes?",
      "E o da versão atual?",
      "A versão nova ganhou quantos pontos percentuais?",
    );
    expect(read).toContain("83,9");
    expect(read).not.toContain("83,9 nova");
    expect(points).toContain(`${pt(83.9 - 71.4, 1)} pontos percentuais`);
  });

  it("reads 'atualmente' as the baseline column and a change between two columns that share no word", () => {
    const [, today, change] = offlineConversation(
      passages,
      "Qual é a meta de tempo de resposta a alarmes do programa?",
      "E atualmente?",
      "Isso dá uma redução de quantos por cento?",
    );
    expect(today).toContain("48");
    expect(today).not.toContain("12 min");
    expect(change).toContain(`${pt(Math.round(((48 - 12) / 48) * 1000) / 10)}%`);
  });
});

describe("a rate of the amount just answered", () => {
  it("computes what a rate written before its base takes of the amount the last answer gave, then the rest", () => {
    const [, retained, net] = offlineConversation(
      passages,
      "Qual o valor bruto do boletim nº 3 do contrato 044/2026?",
      "E quanto fica de caução?",
      "E quanto a contratada recebe de valor líquido?",
    );
    const part = (gross * RETAINED) / 100;
    expect(retained).toContain(`R$ ${pt(part, 2)}`);
    expect(net).toContain(`R$ ${pt(gross - part, 2)}`);
  });
});

describe("one list of change words", () => {
  it("reads a change by any of its verbs, and a victory as no change", () => {
    for (const question of ["quanto a tarifa baixou", "quanto o consumo melhorou", "em quanto vai cair o volume"])
      expect(CHANGE_ASKED.test(question)).toBe(true);
    expect(operationIn("quanto o indice piorou de um ano para o outro")).toBe("difference");
    expect(operationIn("quem ganhou o lote 3 da licitacao")).not.toBe("difference");
  });
});
