import { describe, expect, it } from "vitest";
import { scenarioAnswer } from "#core/ai/answer/scenario.ts";
import { decide } from "#core/ai/offline-agent.ts";
import { type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A scenario the message sets out ("num mês foram 4 X e 3 Y; quanto…?", "se o valor de Z for R$ N, quanto…?")
 * over rates a document written for this test states: a price per thing, and a percentage of a value by row.
 * Every expected figure is computed here.
 */
const CONTRACT = `# Contrato de manutenção de hidrantes

## Penalidades
A contratada paga as multas abaixo, descontadas da medição do mês.

| Infração | Multa |
|---|---|
| Hidrante entregue sem teste de vazão | R$ 2.300,00 por hidrante |
| Atraso no relatório mensal | R$ 450,00 por dia de atraso |

## Reajuste de terrenos
| Tipo de obra | Compensação (% do valor venal do lote) |
|---|---|
| Caixa de manobra | 12 |
| Ramal de incêndio | 18 |
`;
const passages = passagesOf(CONTRACT, "contrato-hidrantes.md");
const documents = [{ id: "contrato-hidrantes.md", name: "contrato-hidrantes.md" }];
const reply = (message: string) => {
  const decision = decide({ documents, passages, question: message });
  return decision.kind === "answer" ? decision.text : "";
};
const ptBr = (value: number) => value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe("a scenario the message sets out, over the rates a document states", () => {
  it("counts given in a first sentence times each thing's price, added up", () => {
    const total = 4 * 2_300 + 3 * 450;
    const text = reply(
      "Em maio a contratada entregou 4 hidrantes sem teste de vazão e atrasou o relatório mensal em 3 dias. Qual o total de multas que ela deve pagar?",
    );
    expect(text).toContain(`R$ ${ptBr(total)}`);
  });

  it("a value given for a row's base times that row's percentage", () => {
    const text = reply("Se o valor venal do lote for R$ 150.000, quanto seria a compensação para ramal de incêndio?");
    expect(text).toContain(`R$ ${ptBr(150_000 * 0.18)}`);
  });

  it("a count of something the document prices nowhere is no scenario", () => {
    expect(reply("Se eu trocar 5 tampas de hidrante, quanto isso custa?")).not.toMatch(/R\$\s*\d/);
  });
});

describe("an amount the documents give only as a percentage of a base", () => {
  const CONTRACT = `# Contrato nº 77/2027 — Manutenção de boosters

## Cláusula 4 — Preço

O preço global pactuado é de R$ 3.250.000,00 (três milhões, duzentos e cinquenta mil reais).

## Cláusula 9 — Garantias

A contratada apresentou caução de 3% do preço global, em dinheiro, devolvida ao fim da vigência.
`;
  const contract = passagesOf(CONTRACT, "contrato-boosters.md");

  it("is that percentage of the base the documents state in money", () => {
    const [reply = ""] = offlineConversation(contract, "De quanto é a caução, em reais? Quanto dá?");
    expect(reply).toContain(`R$ ${(3_250_000 * 0.03).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`);
  });

  it("is the same when the message greets first and writes without accents", () => {
    const caucao = `R$ ${(3_250_000 * 0.03).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`;
    const [bare, greeted] = [
      "Quanto dá a caução do contrato dos boosters em reais?",
      "ola, quanto da a caucao do contrato dos boosters em reais? Preciso fechar a planilha.",
    ].map((message) => offlineConversation(contract, message)[0] ?? "");
    expect(bare).toContain(caucao);
    expect(greeted).toBe(bare);
  });

  it("is not computed for what the documents state in money already, nor for a base they never price", () => {
    expect(scenarioAnswer("Quanto dá o preço global pactuado?", contract)).toBeNull();
    const noBase = passagesOf("# Norma\n\nA multa é de 2% do faturamento anual da empresa.\n", "norma.md");
    expect(scenarioAnswer("Quanto dá a multa em reais?", noBase)).toBeNull();
    // A ceiling is no amount, and a daily rate needs days no question gave.
    const capped = passagesOf(
      `${CONTRACT}\n## Cláusula 11 — Multas\n\nAtraso na partida dos boosters: multa de 0,4% ao dia sobre o valor da etapa, limitada a 6% do preço global.\n`,
      "contrato-boosters.md",
    );
    expect(scenarioAnswer("Qual é a multa por atraso na partida dos boosters?", capped)).toBeNull();
  });
});

describe("a part, in percent, of a total the previous answer added up", () => {
  const COSTS = [4_000, 6_500];
  const PLAN = `# Plano de reservatórios elevados

| Reservatório | Investimento (R$ mil) |
| --- | --- |
| R-1 Morro Claro | ${COSTS[0]?.toLocaleString("pt-BR")} |
| R-2 Vila Serra | ${COSTS[1]?.toLocaleString("pt-BR")} |

O investimento será pago em 60% com recursos do tesouro estadual e em 40% por empréstimo do banco de fomento.
`;
  const passages = passagesOf(PLAN, "plano-reservatorios.md");
  const total = (COSTS[0] ?? 0) + (COSTS[1] ?? 0);
  const prior: PriorTurn = {
    question: "Quanto somam os investimentos dos reservatórios?",
    answer: `O total de investimento dos reservatórios é R$ ${total.toLocaleString("pt-BR")} mil: ${COSTS.map((c) => c.toLocaleString("pt-BR")).join(" + ")} = ${total.toLocaleString("pt-BR")} [1].`,
    documentIds: [],
  };
  it("'quanto disso sai de Y' is the total times the percentage the documents give Y, in the total's scale", () => {
    const question = standaloneQuestion("Quanto disso sai do empréstimo do banco de fomento?", prior).text;
    const reply = scenarioAnswer(question, passages) ?? "";
    expect(reply).toContain(`R$ ${((total * 40) / 100).toLocaleString("pt-BR")} mil`);
    expect(reply).toContain("40%");
  });
  it("a part no percentage names is left to the other readers", () => {
    const question = standaloneQuestion("Quanto disso sai da tarifa de esgoto?", prior).text;
    expect(scenarioAnswer(question, passages)).toBeNull();
  });
});

describe("a count the message gives, times a price a table's column states per thing", () => {
  const RATES = { interior: 310, elsewhere: 365, managers: 420 };
  const NORM = `# Norma de deslocamentos a serviço

## Valores

| Destino | Técnicos e analistas (R$/dia) | Gerentes (R$/dia) |
|---|---|---|
| Capital do estado | 280,00 | 390,00 |
| Outras capitais e exterior próximo | ${RATES.elsewhere},00 | ${RATES.managers},00 |
| Interior | ${RATES.interior},00 | 350,00 |
`;
  const passages = passagesOf(NORM, "norma-deslocamentos.md");
  const money = (value: number) => `R$ ${value.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`;

  it("'por 4 diárias' counts days: the row and the column the question's words name, times the count", () => {
    const reply = scenarioAnswer("Oi! Quanto recebe um analista por 4 diárias em outras capitais?", passages) ?? "";
    expect(reply).toContain(money(4 * RATES.elsewhere));
    const manager = scenarioAnswer("E quanto ganha um gerente por 2 diárias em outra capital?", passages) ?? "";
    expect(manager).toContain(money(2 * RATES.managers));
  });

  it("a count of something no column prices is left to the other readers", () => {
    expect(scenarioAnswer("Quanto recebe um analista por 3 relatórios entregues?", passages)).toBeNull();
  });
});

describe("the last answer's figure as a part of a base the documents state", () => {
  const DESIGN = 8;
  const LOSS = 1.8;
  const REPORT = `# Relatório de inspeção da linha de recalque Serra Fina

## Trechos

| Trecho | Extensão (m) | Perda de espessura (mm) |
|---|---|---|
| A — Baixada | 420 | 0,6 |
| B — Encosta | 310 | ${LOSS.toLocaleString("pt-BR")} |

## Tubulação

A espessura de projeto da parede do tubo é de ${DESIGN} mm, em aço carbono com revestimento interno de epóxi.
`;
  const passages = passagesOf(REPORT, "relatorio-serra-fina.md");
  const play = (...asks: string[]) => offlineConversation(passages, ...asks);

  it("'isso equivale a quantos por cento de Y' divides the figure answered by the one the documents give Y", () => {
    const [loss, share] = play(
      "Qual foi a perda de espessura no trecho Encosta?",
      "Obrigado! Isso equivale a quantos por cento da espessura de projeto?",
    );
    expect(loss).toContain(LOSS.toLocaleString("pt-BR"));
    expect(share).toContain(`${((LOSS / DESIGN) * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`);
  });

  it("a percentage of a row the question names is not a given part", () => {
    const reply = play("Que percentual da extensão total fica no trecho 2?")[0] ?? "";
    expect(reply).not.toMatch(/÷ 8 mm/);
  });
});

describe("the last answer's figure against one the documents state for another period", () => {
  const OCTOBER = [
    { district: "Centro", visits: 182 },
    { district: "Vila Nova", visits: 145 },
    { district: "Porto", visits: 128 },
  ];
  const AUGUST = 410;
  const BULLETIN = `# Boletim de vistorias — outubro de 2026

## Vistorias por distrito

| Distrito | Vistorias realizadas | Ligações regularizadas |
|---|---|---|
${OCTOBER.map((d) => `| ${d.district} | ${d.visits} | 12 |`).join("\n")}

## Comparação

Em agosto de 2026 foram realizadas ${AUGUST} vistorias em toda a regional; a alta de outubro veio do mutirão do Porto.
Em agosto houve ainda 3 reuniões com as associações de moradores.
`;
  const passages = passagesOf(BULLETIN, "boletim-vistorias.md");
  const play = (...asks: string[]) => offlineConversation(passages, ...asks);

  it("'E quantas a mais que em agosto?' after a total is that total less August's count of the same thing", () => {
    const total = OCTOBER.reduce((sum, d) => sum + d.visits, 0);
    const [sum, more] = play(
      "Quantas vistorias foram realizadas no total em outubro, somando os distritos?",
      "E quantas a mais que em agosto?",
    );
    expect(sum).toContain(String(total));
    expect(more).toMatch(new RegExp(`^São ${total - AUGUST} a mais`));
  });
});

describe("a rate per thing, of a base a table values per row, times the count the message gives", () => {
  const SITES = [
    { site: "Poço Azul", cleaners: 4, monthly: 38_600 },
    { site: "Serra Clara", cleaners: 6, monthly: 52_900 },
  ];
  const STAGES = [
    { code: "IM-1", task: "Canteiro montado", value: 15_000 },
    { code: "IM-2", task: "Equipe treinada", value: 9_000 },
  ];
  const LIMIT = 10;
  const CLEANING = `# Contrato de limpeza das estações de tratamento

## Valores por estação

| Estação | Equipe (pessoas) | Valor mensal (R$) |
|---|---:|---:|
${SITES.map((s) => `| ${s.site} | ${s.cleaners} | ${ptBr(s.monthly)} |`).join("\n")}

## Etapas de implantação

| Etapa | Entrega | Valor (R$) |
|---|---|---:|
${STAGES.map((s) => `| ${s.code} | ${s.task} | ${ptBr(s.value)} |`).join("\n")}

## Penalidades

Falta de faxineiro: multa de 0,4% do valor mensal da estação por faxineiro e por dia de ausência.

Atraso de etapa: multa de 2% do valor da etapa por semana de atraso, limitada a ${LIMIT}% do valor da etapa.
`;
  const cleaning = passagesOf(CLEANING, "contrato-limpeza.md");
  const [, clara] = SITES as [(typeof SITES)[number], (typeof SITES)[number]];
  const [, second] = STAGES as [(typeof STAGES)[number], (typeof STAGES)[number]];

  it("multiplies the rate by the row's base and each count the message gives (one when it writes 'um')", () => {
    const [fine = ""] = offlineConversation(
      cleaning,
      "Na Serra Clara, quanto seria a multa se faltasse um faxineiro por 3 dias?",
    );
    expect(fine).toContain(`R$ ${ptBr(0.004 * clara.monthly * 3)}`);
  });

  it("stops at the ceiling the rate's sentence states, for the row the conversation carries", () => {
    const [, , fine = ""] = offlineConversation(
      cleaning,
      "Quais são as etapas de implantação?",
      "Quanto vale a IM-2?",
      "Se essa etapa atrasar 8 semanas, de quanto fica a multa?",
    );
    const uncapped = 0.02 * second.value * 8;
    expect(uncapped).toBeGreaterThan((LIMIT / 100) * second.value);
    expect(fine).toContain(`R$ ${ptBr((LIMIT / 100) * second.value)}`);
    expect(fine).not.toContain(ptBr(uncapped));
  });

  it("is no answer when the message counts nothing the rate is per", () => {
    const [fine = ""] = offlineConversation(cleaning, "Qual o valor da multa por falta de faxineiro na Serra Clara?");
    expect(fine).not.toContain(ptBr(0.004 * clara.monthly));
  });
});
