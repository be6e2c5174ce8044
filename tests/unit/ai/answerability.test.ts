import { describe, expect, it } from "vitest";
import { ANSWERABILITY, answerability, type AnswerabilityFeatures } from "#core/ai/answer/answerability.ts";
import { composeAnswer, NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { parseQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * The near-miss refusal as a fitted model, and table operations on rows a cell names, on the money a verb asks for,
 * on a share of a named whole and on one column per another. Each on a document written for this test (a fictional
 * parts warehouse); every expected figure is computed here from the data the test writes into the document.
 */
const DEPOTS = [
  {
    name: "Depósito Alfa",
    items: 4210,
    staff: 6,
    area: 1800,
    value: 2350,
    owner: "Marta Quintela Dias (chefe do almoxarifado central de peças e materiais)",
  },
  { name: "Depósito Beta", items: 2980, staff: 4, area: 1100, value: 1720, owner: "Caio Barreto Luz (almoxarife)" },
  {
    name: "Depósito Gama",
    items: 1650,
    staff: 2,
    area: 640,
    value: 910,
    owner: "Marta Quintela Dias (chefe do almoxarifado central de peças e materiais)",
  },
];
const ORDERS = [
  { kind: "Rolamentos", lead: 12, inspection: "Sim" },
  { kind: "Selos mecânicos", lead: 20, inspection: "Não" },
  { kind: "Motores elétricos", lead: 45, inspection: "Sim" },
  { kind: "Parafusos e porcas", lead: 5, inspection: "Não" },
];
const TASKS = [
  { task: "Recontar o Depósito Gama", owner: "Caio Barreto Luz", due: "12/12/2026" },
  { task: "Etiquetar as prateleiras novas", owner: "Marta Quintela Dias", due: "20/01/2027" },
];
const PURCHASES = [
  { material: "Graxa industrial", tons: 4, unit: 9200, total: 36.8, received: 120, returned: 6 },
  { material: "Óleo hidráulico", tons: 11, unit: 7400, total: 81.4, received: 300, returned: 9 },
  { material: "Cabos de aço", tons: 3, unit: 15600, total: 46.8, received: 80, returned: 5 },
];
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const thousands = (value: number) => value.toLocaleString("pt-BR");

const REPORT_HEADER = "**Responsável:** Ilda Prates Moura (gerente de Suprimentos)";
const INVENTORY_SENTENCE = "O inventário anual dos depósitos é feito em dezembro, com a contagem de todos os itens.";
const report = (withInventory: boolean) => `# Relatório do almoxarifado de peças — 3º trimestre de 2026

${REPORT_HEADER}

## Estoque por depósito

| Depósito | Itens em estoque (nº) | Funcionários (nº) | Área (m²) | Valor do estoque (R$ mil) | Responsável |
|---|---:|---:|---:|---:|---|
${DEPOTS.map((d) => row([d.name, thousands(d.items), d.staff, thousands(d.area), thousands(d.value), d.owner])).join("\n")}

## Rotina

Os depósitos funcionam das 7h às 19h, de segunda a sábado. ${withInventory ? INVENTORY_SENTENCE : ""} A reposição de
peças de bombas tem prioridade sobre as demais.

## Ações

| Nº | Ação | Responsável | Prazo |
|---|---|---|---|
${TASKS.map((t, i) => row([i + 1, t.task, t.owner, t.due])).join("\n")}

## Pedidos de compra por tipo de peça

| Tipo de peça | Prazo de entrega (dias) | Inspeção obrigatória |
|---|---:|---|
${ORDERS.map((o) => row([o.kind, o.lead, o.inspection])).join("\n")}

## Compras e recebimento do trimestre

| Material | Quantidade (t) | Preço unitário (R$/t) | Valor total (R$ mil) | Volumes recebidos (nº) | Volumes devolvidos (nº) |
|---|---:|---:|---:|---:|---:|
${PURCHASES.map((p) => row([p.material, p.tons, thousands(p.unit), p.total.toLocaleString("pt-BR"), p.received, p.returned])).join("\n")}

## Contagem

Em 30/09/2026 havia 8.840 itens cadastrados no sistema de estoque.
`;

const passages = passagesOf(report(true), "almoxarifado.md");
const ask = (question: string, from = passages) => composeAnswer(question, from);
const lastFigure = (reply: string, sign: string) =>
  parseQuantity([...reply.matchAll(new RegExp(`${sign}\\s*((?:R\\$\\s*)?[\\d.,]*\\d)`, "g"))].at(-1)?.[1] ?? "")
    ?.value ?? Number.NaN;

describe("table operations on what the question names", () => {
  it("the rows whose cell names a person (a role in parentheses aside) are the rows summed", () => {
    const marta = DEPOTS.filter((d) => d.owner.startsWith("Marta"));
    const reply = ask("Quanto soma o valor do estoque dos depósitos que estão com a Marta Quintela Dias?");
    expect(lastFigure(reply, "=")).toBe(marta.reduce((sum, d) => sum + d.value, 0));
  });

  it("an amount asked by a verb of money reads the money column", () => {
    const [alfa, beta] = DEPOTS as [(typeof DEPOTS)[0], (typeof DEPOTS)[0]];
    const reply = ask("Quanto se gastou a mais no Depósito Alfa do que no Depósito Beta?");
    expect(reply).toContain("R$");
    expect(lastFigure(reply, "=")).toBe(alfa.value - beta.value);
  });

  it("a row's share of a named whole ('o valor total') is computed in percent", () => {
    const total = DEPOTS.reduce((sum, d) => sum + d.value, 0);
    const gama = DEPOTS[2] as (typeof DEPOTS)[0];
    const reply = ask("Que percentual do valor total fica com o Depósito Gama?");
    expect(reply).toContain(`${((100 * gama.value) / total).toFixed(1).replace(".", ",")}%`);
  });

  it("one column per another ('a área média por funcionário') is their ratio in the row named", () => {
    const beta = DEPOTS[1] as (typeof DEPOTS)[0];
    const reply = ask("Qual é a área média por funcionário no Depósito Beta?");
    expect(lastFigure(reply, "=")).toBeCloseTo(beta.area / beta.staff, 2);
  });

  it("a key that starts with the rows' noun is named once", () => {
    const reply = ask("Qual é o valor do estoque do Depósito Gama?");
    expect(reply).toContain(thousands(DEPOTS[2]?.value ?? 0));
    expect(reply.toLowerCase()).not.toContain("depósito depósito");
  });
});

describe("tables read by what the question names", () => {
  it("a question about the report (not one showing its table) is answered from the report's lines", () => {
    const reply = ask("Quem é a responsável pelo quadro do almoxarifado?");
    expect(reply).toContain("Ilda Prates Moura");
    expect(reply).not.toContain("| Depósito |");
  });

  it("an average reads the table whose header the question names in more words, never a column that numbers rows", () => {
    const reply = ask("Qual é a média dos prazos de entrega da tabela?");
    const average = ORDERS.reduce((sum, o) => sum + o.lead, 0) / ORDERS.length;
    expect(lastFigure(reply, "=")).toBeCloseTo(average, 2);
  });

  it("a column of Sim/Não keeps the rows that say yes, or no when the question denies it", () => {
    const yes = ORDERS.filter((o) => o.inspection === "Sim");
    const counted = ask("Quantos tipos de peça exigem inspeção obrigatória?");
    expect(counted).toContain(`São ${yes.length} tipos de peça`);
    for (const order of yes) expect(counted).toContain(order.kind);
    const without = ask("Quais tipos de peça dispensam inspeção?");
    for (const order of ORDERS.filter((o) => o.inspection === "Não")) expect(without).toContain(order.kind);
    for (const order of yes) expect(without).not.toContain(order.kind);
  });
});

describe("money and shares over whole columns", () => {
  it("what the materials cost together is the total column, not the price per ton", () => {
    const reply = ask("Quanto custaram os materiais comprados, somados?");
    expect(lastFigure(reply, "=")).toBeCloseTo(
      PURCHASES.reduce((sum, p) => sum + p.total, 0),
      1,
    );
  });

  it("a percentage of one column's total in another's, when no row is named", () => {
    const returned = PURCHASES.reduce((sum, p) => sum + p.returned, 0);
    const received = PURCHASES.reduce((sum, p) => sum + p.received, 0);
    const reply = ask("Que percentual dos volumes recebidos foi devolvido?");
    // A count is written bare: "20 de 500", not "20 nº de 500 nº".
    expect(reply).toContain(`${returned} de ${received}`);
    expect(reply).toContain(`${Number(((100 * returned) / received).toFixed(1)).toLocaleString("pt-BR")}%`);
  });
});

describe("the near-miss refusal, a fitted model", () => {
  it("answers from the sentence that holds the answer, and refuses once that sentence is taken out", () => {
    const question = "Em que mês é feito o inventário anual dos depósitos?";
    expect(ask(question)).toContain("dezembro");
    expect(ask(question, passagesOf(report(false), "almoxarifado.md")).startsWith(NOTHING_FOUND)).toBe(true);
  });

  it("a month the question names is held by a date in digits of that month", () => {
    expect(ask("Quantos itens estavam cadastrados no sistema no fim de setembro?")).toContain("8.840");
  });

  it("more of the question accounted for never lowers the chance that the passage answers", () => {
    const base: AnswerabilityFeatures = {
      coverage: 0.4,
      textCoverage: 0.3,
      absentShare: 0.2,
      passageMiss: 0.5,
      largestMiss: 0.3,
      figureAbsent: 1,
      slotAbsent: 1,
    };
    const better = { ...base, coverage: 0.8, textCoverage: 0.7, passageMiss: 0.1 };
    expect(answerability(better)).toBeGreaterThan(answerability(base));
    expect(answerability({ ...base, figureAbsent: 0 })).toBeGreaterThan(answerability(base));
    // The noun asked written in the best unit ("o telefone" beside a number) makes an answer likelier.
    expect(answerability({ ...base, slotAbsent: 0 })).toBeGreaterThan(answerability(base));
    expect(ANSWERABILITY.threshold).toBeGreaterThan(0);
    expect(ANSWERABILITY.threshold).toBeLessThan(1);
  });
});

describe("a contact asked is a thing of a known form", () => {
  const CONTRACT = `# Contrato de manutenção de bombas dosadoras

## Representantes

- Preposto da contratada: Olavo Brandimarte (gerente de contratos da Dosaflux)
- Fiscal do contrato: Ciléia Rocha (engenheira química da Diretoria de Tratamento)

## Atendimento

Os chamados são abertos por telefone, por e-mail ou pelo portal do fornecedor, 24 horas por dia.
`;
  const WITH_NUMBER = `${CONTRACT}
## Plantão

O plantão da Dosaflux atende pelo telefone (62) 3391-4478, todos os dias.
`;

  it("a telephone no passage writes as a number is not a person's role line", () => {
    const reply = composeAnswer("Qual é o telefone do preposto da Dosaflux?", passagesOf(CONTRACT, "contrato.md"), []);
    expect(reply.startsWith(NOTHING_FOUND)).toBe(true);
    const email = composeAnswer("Qual é o e-mail da fiscal do contrato?", passagesOf(CONTRACT, "contrato.md"), []);
    expect(email.startsWith(NOTHING_FOUND)).toBe(true);
  });

  it("a telephone written as a number is answered with it", () => {
    const reply = composeAnswer(
      "Qual é o telefone do plantão da Dosaflux?",
      passagesOf(WITH_NUMBER, "contrato.md"),
      [],
    );
    expect(reply).toContain("(62) 3391-4478");
  });
});
