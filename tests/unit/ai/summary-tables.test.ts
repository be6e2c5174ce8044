import { describe, expect, it } from "vitest";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A contract written for this test: a clause with a table of lots (a price per unit and each lot's value) and the
 * sentence that states the whole value. A summary states that value and the lots by name, and adds up no prices per
 * unit.
 */
const LOTS: [string, number, number][] = [
  ["Serra do Jacu", 8_400, 96.5],
  ["Barra Funda de Cima", 6_100, 101.2],
];
const value = (quantity: number, price: number) => Math.round(quantity * price * 100) / 100;
const br = (n: number) => n.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const global = LOTS.reduce((sum, [, quantity, price]) => sum + value(quantity, price), 0);
const CONTRACT = `# Contrato nº 57/2031 — Troca de registros de calçada

## Cláusula 1 — Do objeto

Substituição de registros de calçada nas ligações residenciais de dois municípios, com recomposição do passeio.

## Cláusula 2 — Dos lotes e valores

| Lote | Município | Registros (un) | Preço unitário (R$) | Valor do lote (R$) |
|---|---|---:|---:|---:|
${LOTS.map(([town, quantity, price], i) => `| ${i + 1} | ${town} | ${quantity.toLocaleString("pt-BR")} | ${br(price)} | ${br(value(quantity, price))} |`).join("\n")}

O contrato tem valor global de R$ ${br(global)}. O preço unitário inclui o registro, a mão de obra e o descarte.

## Cláusula 3 — Do prazo

A vigência é de 14 meses contados da ordem de serviço.
`;
const passages = passagesOf(CONTRACT, "contrato-registros.md");

describe("a whole summary of a clause with a table and the sentence of its total", () => {
  const summary = summarize(
    "Quais os pontos mais importantes do contrato de troca de registros?",
    passages,
    "contrato",
  );

  it("states the whole value the clause writes, and the lots by their names and values", () => {
    expect(summary).toContain(`R$ ${br(global)}`);
    expect(summary).toContain(`Lote 1 — ${LOTS[0]?.[0]}`);
    expect(summary).toContain(br(value(LOTS[1]?.[1] ?? 0, LOTS[1]?.[2] ?? 0)));
  });

  it("adds up no price per unit", () => {
    const prices = LOTS.reduce((sum, [, , price]) => sum + price, 0);
    expect(summary).not.toContain(prices.toLocaleString("pt-BR"));
  });
});

describe("a summary in three sentences of a plan", () => {
  const YEARS = [1_240, 1_615];
  const PLAN = `# Plano de Telemetria de Poços — 2032–2033

## 1. Contexto

Em 2031, a companhia operou 212 poços tubulares, lidos à mão uma vez por semana por 14 operadores, e perdeu 1.430 horas de bombeamento por falhas que ninguém viu a tempo.

## 2. Objetivo

Instalar telemetria em 180 poços até dezembro de 2033, para reduzir de 7 dias para 15 minutos o intervalo entre leituras.

## 3. Metas

- Meta 1: 60 poços com telemetria até dezembro de 2032, nos sistemas de maior vazão.
- Meta 2: 180 poços com telemetria até dezembro de 2033, com disponibilidade mínima de 98%.
- Meta 3: alarmes de nível em 100% dos poços com telemetria, testados a cada 90 dias.

## 4. Fases e marcos

- Fase 1: projeto executivo e compra de 180 remotas até 30/06/2032, com 5% de reserva técnica.
- Fase 2: instalação em 60 poços até 15/12/2032, 12 por mês a partir de agosto.
- Fase 3: instalação em 120 poços até 30/11/2033, 10 por mês, e testes de 30 dias em cada sistema.
- Fase 4: relatório de desempenho dos 180 poços até 15/12/2033, com 98% de leituras válidas.

## 5. Orçamento

| Item | 2032 (R$ mil) | 2033 (R$ mil) | Total (R$ mil) |
|---|---:|---:|---:|
| Equipamentos e instalação | ${YEARS[0]?.toLocaleString("pt-BR")} | ${YEARS[1]?.toLocaleString("pt-BR")} | ${((YEARS[0] ?? 0) + (YEARS[1] ?? 0)).toLocaleString("pt-BR")} |
| **Total** | **${YEARS[0]?.toLocaleString("pt-BR")}** | **${YEARS[1]?.toLocaleString("pt-BR")}** | **${((YEARS[0] ?? 0) + (YEARS[1] ?? 0)).toLocaleString("pt-BR")}** |

## 6. Riscos

- Falta de sinal de celular em poços rurais, respondida com rádio em 900 MHz.
`;
  const passages = passagesOf(PLAN, "plano-telemetria-pocos.md");
  const summary = summarize("Resuma o plano de telemetria em três frases, por favor.", passages, "plano");

  it("says what the plan is for: its objective's sentence", () => {
    expect(summary).toContain("Instalar telemetria em 180 poços");
  });

  it("says what it costs, from the budget table's total when no sentence writes it", () => {
    expect(summary).toContain(`R$ ${((YEARS[0] ?? 0) + (YEARS[1] ?? 0)).toLocaleString("pt-BR")} mil`);
  });
});

describe("a table section's sentence that states a total in a unit other than money", () => {
  const SUPPLY = `# Contrato nº 88/2031 — Fornecimento de cal hidratada

## Cláusula 1 — Objeto

Fornecimento de cal hidratada para as três estações de tratamento da companhia, com entrega mensal.

## Cláusula 2 — Estações e volumes

| Estação | Tanques de dosagem | Volume anual (t) |
|---|---:|---:|
| ETA Ribeirão Fundo | 4 | 1.250 |
| ETA Campo Alegre | 2 | 830 |
| ETA Pedra Lisa | 3 | 615 |

O volume anual total é de 2.695 toneladas, entregue em parcelas mensais iguais.

## Cláusula 3 — Vigência

A vigência é de 24 meses contados da assinatura.
`;
  it("keeps the sentence with the whole beside the table's line", () => {
    const summary = summarize(
      "Resuma o contrato da cal, por favor.",
      passagesOf(SUPPLY, "contrato-cal.md"),
      "contrato-cal.md",
    );
    expect(summary).toContain("2.695 toneladas");
  });
});

describe("a table's line in a summary names who each row is with, and adds up no rival bids", () => {
  const MINUTES = `# Ata da sessão do pregão 31/2032 — bombas dosadoras

## Resultado por lote

| Lote | Objeto | Valor estimado (R$) | Empresa | Situação |
|---|---|---:|---|---|
| 1 | Bombas dosadoras de cloro | 214.000,00 | Dosamax Equipamentos Ltda. | Adjudicado |
| 2 | Bombas dosadoras de flúor | 98.500,00 | — | Deserto |
| 3 | Painéis de comando | 76.300,00 | Comandel Automação S.A. | Adjudicado, com recurso |

## Disputa do lote 1

| Colocação | Licitante | Lance final (R$) |
|---|---|---:|
| 1ª | Dosamax Equipamentos Ltda. | 188.400,00 |
| 2ª | Hidrobomba Sertaneja Ltda. | 192.750,00 |
| 3ª | Vazão Certa Comércio de Bombas | 199.900,00 |
`;
  const summary = summarize(
    "Resuma a sessão do pregão de bombas dosadoras.",
    passagesOf(MINUTES, "ata-pregao.md"),
    "ata",
  );

  it("writes each lot's company beside its value, and none for a lot no company won", () => {
    expect(summary).toContain("Bombas dosadoras de cloro (214.000,00; Dosamax Equipamentos Ltda.)");
    expect(summary).toContain("Painéis de comando (76.300,00; Comandel Automação S.A.)");
    expect(summary).toContain("Bombas dosadoras de flúor (98.500,00)");
    expect(summary).not.toContain("Adjudicado, com recurso)");
  });

  it("gives the ranked bids with their bidders and no total of them", () => {
    expect(summary).toContain("2ª (192.750,00; Hidrobomba Sertaneja Ltda.)");
    const bids = 188_400 + 192_750 + 199_900;
    expect(summary).not.toContain(bids.toLocaleString("pt-BR"));
  });
});
