import { describe, expect, it } from "vitest";
import { composeAnswer, NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { listItems, type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { parseQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Operations that hold on any document, each on a document written for this test (a fleet workshop's report and a
 * maintenance contract, both fictional). Every expected figure is computed here from the data the test writes into
 * its document, never read back from a reply.
 */
const UNITS = [
  { name: "Norte", samples: 420, conforming: 409, response: 6.5, claims: 31, taste: 12 },
  { name: "Sul", samples: 380, conforming: 352, response: 9.1, claims: 44, taste: 19 },
  { name: "Leste", samples: 510, conforming: 503, response: 4.8, claims: 18, taste: 5 },
];
const MONTHS = [
  { month: "Janeiro", volume: 1200.5, cost: 310.2 },
  { month: "Fevereiro", volume: 1100.0, cost: 287.9 },
  { month: "Março", volume: 1050.0, cost: 275.4 },
];
const MILESTONES = [
  { code: "EF-1", delivery: "Oficina móvel equipada", days: 20, value: "9.000,00" },
  { code: "EF-2", delivery: "Rastreadores instalados nos caminhões", days: 40, value: "14.500,00" },
  { code: "EF-3", delivery: "Painel de manutenção preventiva publicado", days: 60, value: "6.500,00" },
];
const ACTIONS = [
  { action: "Trocar os pneus da frota pesada", owner: "Rogério Paiva Lins", due: "18/10/2026" },
  { action: "Calibrar os tacógrafos dos caminhões", owner: "Nádia Couto Brandão", due: "07/10/2026" },
  { action: "Renovar o seguro dos utilitários", owner: "Rogério Paiva Lins", due: "12/11/2026" },
];
const READINGS = [
  { base: "Cedro", processed: 2400, correct: 2316 },
  { base: "Ipê", processed: 1800, correct: 1771 },
];
const ADVICE = [
  "Trocar o fornecedor de filtros de óleo no próximo contrato.",
  "Ampliar o lavador para atender os caminhões-pipa.",
  "Levar a leitura de hodômetro por imagem às bases do interior.",
];
const WASHER_FLOW = 3;
const pt = (value: number, digits = 1) =>
  value.toLocaleString("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

const REPORT = `# Relatório da oficina de frota — 1º trimestre de 2026

**Elaborado por:** Nádia Couto Brandão (supervisora de manutenção) e Rogério Paiva Lins (chefe da oficina central).

## Amostras de óleo e atendimento, por unidade

| Unidade | Amostras analisadas (nº) | Amostras conformes (nº) | Tempo de resposta (h) | Chamados (nº) | Ruído no motor (nº) |
|---|---:|---:|---:|---:|---:|
${UNITS.map((u) => row([u.name, u.samples, u.conforming, pt(u.response), u.claims, u.taste])).join("\n")}
${row(["**Total**", UNITS.reduce((s, u) => s + u.samples, 0), UNITS.reduce((s, u) => s + u.conforming, 0), "", UNITS.reduce((s, u) => s + u.claims, 0), UNITS.reduce((s, u) => s + u.taste, 0)])}

## Consumo e custo de combustível, por mês

| Mês | Diesel consumido (mil L) | Custo com combustível (R$ mil) |
|---|---:|---:|
${MONTHS.map((m) => row([m.month, pt(m.volume), pt(m.cost)])).join("\n")}

## Leituras de hodômetro por imagem

| Base | Leituras processadas (nº) | Leituras corretas (nº) |
|---|---:|---:|
${READINGS.map((b) => row([b.base, b.processed, b.correct])).join("\n")}

## Recomendações

${ADVICE.map((a, i) => `${i + 1}. ${a}`).join("\n")}

## Operação do lavador

- Vazão de operação: **${WASHER_FLOW} L/s**, com água de reúso do pátio.
- Horário: das 6h às 22h, todos os dias.

## Ações

| # | Ação | Responsável | Prazo |
|---|---|---|---|
${ACTIONS.map((a, i) => row([i + 1, a.action, a.owner, a.due])).join("\n")}
`;

const CONTRACT = `# Contrato nº 44/2026 — Manutenção da frota

## Cláusula segunda — Preço

2.1. A Contratada receberá uma parcela de mobilização paga em três etapas:

| Etapa | Entrega | Prazo (dias após a ordem de serviço) | Valor (R$) |
|---|---|---:|---:|
${MILESTONES.map((m) => row([m.code, m.delivery, m.days, m.value])).join("\n")}

## Cláusula terceira — Contato

3.1. O gestor do contrato atende pelo telefone da central de frota.
`;

const passages = [...passagesOf(REPORT, "oficina.md"), ...passagesOf(CONTRACT, "contrato.md", 100)];
const ask = (question: string) => composeAnswer(question, passages);
const figureAfter = (reply: string, sign: string) =>
  parseQuantity([...reply.matchAll(new RegExp(`${sign}\\s*((?:R\\$\\s*)?[\\d.,]*\\d)`, "g"))].at(-1)?.[1] ?? "")
    ?.value ?? Number.NaN;
const turn = (question: string, answer: string): PriorTurn => ({ question, answer, documentIds: [] });

describe("table operations that hold on any document", () => {
  it("a header named by a kindred word ('gasto' for 'Custo') over the whole span adds the months up", () => {
    const total = MONTHS.reduce((sum, m) => sum + m.cost, 0);
    expect(figureAfter(ask("Qual foi o gasto com combustível no trimestre inteiro?"), "=")).toBeCloseTo(total, 1);
  });

  it("'pior' is the lowest of a figure where more is better, the highest of a cost or a delay", () => {
    const byShare = [...UNITS].sort((a, b) => a.conforming / a.samples - b.conforming / b.samples);
    const slowest = [...UNITS].sort((a, b) => b.response - a.response)[0];
    const fewest = [...UNITS].sort((a, b) => a.conforming - b.conforming)[0];
    expect(ask("Qual unidade teve o pior tempo de resposta?")).toMatch(new RegExp(`^A unidade ${slowest?.name}`));
    expect(ask("Qual unidade teve o pior número de amostras conformes?")).toMatch(
      new RegExp(`^A unidade ${fewest?.name}`),
    );
    expect(byShare.length).toBe(3);
  });

  it("a Total row is never one of the parts: not added again, not the largest", () => {
    const claims = UNITS.reduce((sum, u) => sum + u.claims, 0);
    expect(figureAfter(ask("Quantos chamados houve no total?"), "=")).toBe(claims);
    const most = [...UNITS].sort((a, b) => b.samples - a.samples)[0];
    expect(ask("Qual unidade analisou mais amostras?")).toMatch(new RegExp(`^A unidade ${most?.name}`));
  });

  it("a count of a kind reads its own column, not the column of everything counted", () => {
    const noise = UNITS.reduce((sum, u) => sum + u.taste, 0);
    const reply = ask("Quantos chamados foram de ruído no motor?");
    expect(figureAfter(reply, "=")).toBe(noise);
  });

  it("a column's complement: the whole of the same noun less the part", () => {
    const sul = UNITS.find((u) => u.name === "Sul");
    const reply = ask("Quantas amostras não conformes teve a unidade Sul?");
    expect(figureAfter(reply, "=")).toBe((sul?.samples ?? 0) - (sul?.conforming ?? 0));
  });

  it("rows with a code are listed one a line with their text, and a follow-up's ordinal names the code", () => {
    const reply = ask("Quais são as etapas de mobilização do contrato?");
    for (const m of MILESTONES) expect(reply).toContain(m.delivery);
    const items = listItems(reply);
    expect(items).toEqual(MILESTONES.map((m) => m.code));
    const second = standaloneQuestion("E quanto vale a segunda?", turn("Quais são as etapas de mobilização?", reply));
    expect(second.text).toContain(MILESTONES[1]?.code);
    expect(ask(second.text)).toContain(MILESTONES[1]?.value);
  });

  it("the earliest and the latest by a column of dates, among the rows a month keeps", () => {
    const order = (d: string) => d.split("/").reverse().join("");
    const first = [...ACTIONS].sort((a, b) => order(a.due).localeCompare(order(b.due)))[0];
    const last = [...ACTIONS].sort((a, b) => order(b.due).localeCompare(order(a.due)))[0];
    expect(ask("Qual das ações termina primeiro?")).toContain(first?.action);
    expect(ask("Qual das ações termina por último?")).toContain(last?.action);
    // The date's superlative said as distance: the furthest deadline is the latest, the nearest the earliest.
    expect(ask("Entre as ações, qual tem prazo mais distante?")).toContain(last?.action);
    expect(ask("Entre as ações, qual tem prazo mais próximo?")).toContain(first?.action);
    const november = ACTIONS.filter((a) => a.due.includes("/11/"));
    const reply = ask("Quais ações terminam em novembro?");
    for (const a of ACTIONS) expect(reply.includes(a.action)).toBe(november.includes(a));
  });
});

describe("more operations on the same documents", () => {
  it("a change between two rows asked in percent is relative to the first one named", () => {
    const [jan, mar] = [MONTHS[0], MONTHS[2]];
    const percent = (((mar?.volume ?? 0) - (jan?.volume ?? 0)) / (jan?.volume ?? 1)) * 100;
    const reply = ask("Em quanto por cento o diesel consumido caiu de janeiro para março?");
    const stated = Number((/([\d.]+,\d+|\d+)%/.exec(reply)?.[1] ?? "").replace(/\./g, "").replace(",", "."));
    expect(stated).toBeCloseTo(Math.abs(percent), 1);
    expect(reply).toContain("caiu");
  });

  it("a count's opposite is its whole less the column the table writes", () => {
    const cedro = READINGS[0];
    const reply = ask("Quantas leituras erradas houve na base Cedro?");
    expect(figureAfter(reply, "=")).toBe((cedro?.processed ?? 0) - (cedro?.correct ?? 0));
  });

  it("the list under a heading that names what is asked, whole, and its third item after it", () => {
    const reply = ask("Que recomendações traz o relatório da oficina?");
    for (const advice of ADVICE) expect(reply).toContain(advice);
    const third = standaloneQuestion("E sobre a terceira?", turn("Que recomendações o relatório faz?", reply));
    expect(third.text).toContain(ADVICE[2]?.split(" ").slice(0, 4).join(" "));
  });

  it("among the best answers, the one that writes the noun asked comes first", () => {
    expect(ask("Qual é a vazão do lavador da oficina de frota?")).toContain(`${WASHER_FLOW} L/s`);
  });
});

describe("questions of two parts and nested ones", () => {
  it("each part of a two-part question is answered", () => {
    const claims = UNITS.reduce((sum, u) => sum + u.claims, 0);
    const noise = UNITS.reduce((sum, u) => sum + u.taste, 0);
    const reply = ask("Quantos chamados houve no total, e quantos deles foram de ruído no motor?");
    expect(reply).toContain(String(claims));
    expect(reply).toContain(String(noise));
  });

  it("the role of the person responsible for an item is read through the item", () => {
    const calibrate = ACTIONS[1];
    const reply = ask(`Qual é o cargo do responsável por ${calibrate?.action.toLowerCase()}?`);
    expect(reply).toContain(calibrate?.owner);
    expect(reply).toContain("supervisora de manutenção");
  });

  it("a noun asked that the best answers' passages never write is refused, though another document has it", () => {
    // "telefone" is written in the contract, about another thing; the report's passages answer the rest.
    expect(ask("Qual é o telefone da unidade Leste para amostras de óleo?")).toContain(NOTHING_FOUND);
  });
});

describe("references that hold on any conversation", () => {
  // [what the case shows, the previous question, its answer, the follow-up, what its standalone question holds]
  const cases: [string, string, string, string, string][] = [
    [
      "a partitive after an interrogative asks among the listed items",
      "Quais ações o relatório lista?",
      "- Trocar os pneus\n- Calibrar os tacógrafos\n- Renovar o seguro",
      "E quais delas terminam primeiro?",
      "entre Trocar os pneus, Calibrar os tacógrafos e Renovar o seguro",
    ],
    [
      "after a question about an attribute of a thing, a pronoun is that thing",
      "Quanto vale o EF-2?",
      "O valor da etapa EF-2 é R$ 14.500,00, pago pela Central Frota [101].",
      "Qual o prazo dele?",
      "Qual o prazo de EF-2?",
    ],
    [
      "after 'quem', a pronoun is the person answered",
      "Quem calibra os tacógrafos?",
      "A responsável é Nádia Couto Brandão [3].",
      "E qual o papel dela?",
      "Qual o papel de Nádia Couto Brandão?",
    ],
    [
      "a quoted name is one name",
      "Qual das etapas é a mais cara?",
      "A etapa “EF-2 — Rastreadores instalados” tem o maior valor: R$ 14.500,00 [101].",
      "Quem entrega ela?",
      "EF-2 — Rastreadores instalados",
    ],
    [
      "what 'caiu' is said of is the previous question's quantity, not its thing",
      "Qual era o nível do tanque Alfa em março?",
      "O nível era 62% [4].",
      "Quanto ele baixou desde fevereiro?",
      "Quanto o nível do tanque baixou desde fevereiro?",
    ],
    [
      "an ordinal before the noun a demonstrative points at is part of it",
      "O que deve ficar pronto no segundo trimestre de 2027?",
      "A oficina móvel [2].",
      "E qual o custo nesse trimestre?",
      "segundo trimestre de 2027",
    ],
    [
      "an ellipsis swaps a name after its noun",
      "Qual foi o tempo de resposta da unidade Norte no trimestre?",
      "6,5 h [1].",
      "E a unidade Leste?",
      "Qual foi o tempo de resposta da unidade Leste no trimestre?",
    ],
    [
      "an ellipsis swaps the thing an attribute is of",
      "Qual é a vazão da bomba provisória?",
      "12 L/s [3].",
      "E a da bomba definitiva?",
      "Qual é a vazão da bomba definitiva?",
    ],
  ];
  it.each(cases)("%s", (_, question, answer, followUp, holds) => {
    expect(standaloneQuestion(followUp, turn(question, answer)).text).toContain(holds);
  });

  it("an ellipsis that names an aggregate keeps what the previous question asked, and is computed", () => {
    const total = turn("Qual foi o gasto com combustível no trimestre inteiro?", `R$ ${pt(873.5)} mil [2].`);
    const average = standaloneQuestion("E a média mensal?", total).text;
    expect(average).toBe("Qual foi a média mensal do gasto com combustível no trimestre inteiro?");
    const mean = MONTHS.reduce((sum, m) => sum + m.cost, 0) / MONTHS.length;
    expect(figureAfter(ask(average), "é")).toBeCloseTo(mean, 1);
  });
});

describe("a slot named by a kindred word", () => {
  const CLAUSES = `# Contrato de leitura de hidrômetros

Cláusula 9 — Das penalidades

Atraso na entrega das leituras: multa de 0,4% ao dia sobre a fatura do mês, limitada a 6% da fatura do mês.

Cláusula 10 — Da garantia

A contratada presta garantia de 5% do valor global, na modalidade fiança bancária.
`;
  const clauses = passagesOf(CLAUSES, "contrato-leituras.md");
  it("'o teto da multa' is where the document writes the fine 'limitada a'", () => {
    expect(composeAnswer("Qual é o teto da multa por atraso nas leituras?", clauses)).toContain("6%");
  });
});
