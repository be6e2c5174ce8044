import { describe, expect, it } from "vitest";
import { askedQuestion } from "#core/ai/answer/asked-question.ts";
import { givenShare } from "#core/ai/answer/given-share.ts";
import { summarize } from "#core/ai/answer/summarize.ts";
import { listItems, type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * What a pronoun or a demonstrative stands for when it is not a name the turns wrote as such: the thing a "qual"
 * question's answer brought, and the thing a message's own first sentence introduced. Documents written for this test.
 */
const BRIDGES = `# Inspeção das passarelas da Adutora Rio Manso — 2026

## Estado de cada passarela

A vistoria de agosto percorreu as quatro passarelas metálicas da Adutora Rio Manso, todas de 1988.
Conclui-se que a PM-3 está em estado crítico e que a PM-1 pede reforço; as outras duas pedem apenas pintura.

| Passarela | Córrego atravessado | Vão (m) | Intervenção recomendada | Prazo | Custo estimado (R$) |
|---|---|---:|---|---|---:|
| PM-1 | Córrego das Pedras | 18 | Reforço das treliças | 30/06/2027 | 212.000,00 |
| PM-2 | Córrego Fundo | 12 | Pintura | 31/12/2027 | 38.500,00 |
| PM-3 | Ribeirão Capivara | 26 | Substituição do tabuleiro | 28/02/2027 | 530.000,00 |
| PM-4 | Córrego do Sapo | 9 | Pintura | 31/12/2027 | 21.700,00 |
`;

const COURSES = `# Programa de bolsas de estudo — 2027

## Percentual por curso

O programa paga ao empregado uma parte da anuidade do curso, conforme a tabela.

| Curso | Parte paga da anuidade | Limite mensal (R$) |
|---|---:|---:|
| Técnico | 80% | 600,00 |
| Graduação | 65% | 1.000,00 |
| Especialização | 55% | 1.300,00 |
| Doutorado | 40% | 2.400,00 |
`;

const turn = (question: string, answer: string): PriorTurn => ({ question, answer, documentIds: [] });

describe("the thing a 'qual' question's answer brought", () => {
  it("'ela' after 'qual passarela…' is the passarela the answer named, not the pipeline the question named", () => {
    const prior = turn(
      "Qual passarela da Adutora Rio Manso está pior?",
      "Conclui-se que a PM-3 está em estado crítico e que a PM-1 pede reforço; as outras duas pedem apenas pintura. [1]",
    );
    expect(standaloneQuestion("Qual córrego ela atravessa?", prior).text).toContain("PM-3");
  });

  it("the conversation reads that passarela's row for the next questions", () => {
    const [, crossed, price] = offlineConversation(
      passagesOf(BRIDGES, "inspecao-passarelas.md"),
      "Bom dia! Qual passarela está em estado crítico?",
      "Sobre qual córrego ela passa?",
      "E quanto custa a intervenção recomendada para ela?",
    );
    expect(crossed).toContain("Ribeirão Capivara");
    expect(price).toContain("530.000");
    // Two words of the question name the cost column ("custa", "custo estimado"): it is read once.
    expect(price?.match(/530\.000/g)).toHaveLength(1);
  });

  it("of the names the answer brings, the one in the sentence that says what was asked", () => {
    const prior = turn(
      "Qual passarela está em estado crítico?",
      "A vistoria percorreu as passarelas da Adutora Rio Manso. Conclui-se que a PM-3 está em estado crítico. [2]",
    );
    expect(standaloneQuestion("Qual o vão dela?", prior).text).toContain("PM-3");
  });
});

describe("what the message's first sentence introduced", () => {
  it("a statement before the question is set apart as what the question can lean on", () => {
    const asked = askedQuestion("Oi! Estou pensando numa especialização. Quanto o programa paga nesse curso?");
    expect(asked.text).toBe("Quanto o programa paga nesse curso?");
    expect(asked.setup).toBe("Estou pensando numa especialização.");
    // A reason after the question is aside, but introduces nothing the question could lean on.
    expect(askedQuestion("Qual o limite? Preciso disso para um pedido.").setup).toBe("");
  });

  it("'nesse curso' is the course the sentence before introduced", () => {
    const alone = standaloneQuestion("Estou pensando numa especialização. Quanto o programa paga nesse curso?", null);
    expect(alone.text).toMatch(/curso especialização/iu);
    const [answer] = offlineConversation(
      passagesOf(COURSES, "bolsas-de-estudo.md"),
      "Boa tarde! Estou pensando numa especialização. Qual é a parte paga da anuidade nesse curso?",
    );
    expect(answer).toContain("55%");
  });

  it("the introduced thing stops before a word of time or a verb", () => {
    const alone = standaloneQuestion("Comprei um hidrômetro ontem. Qual é a garantia desse aparelho?", null);
    expect(alone.text).toContain("aparelho hidrômetro?");
  });

  it("with nothing introduced and no turn before, the question stays as it was asked", () => {
    expect(standaloneQuestion("Estou com pressa. Qual é o prazo desse pedido?", null).text).toBe(
      "Qual é o prazo desse pedido?",
    );
  });
});

const VALVES = `# Plano de válvulas de descarga — 2027

## Situação atual

Na vistoria de março de 2026, 214 válvulas de descarga estavam travadas, 18,4% do total.

| Setor | Válvulas | Travadas | Custo de troca (R$) |
|---|---:|---:|---:|
| Alto da Serra | 520 | 96 | 188.000,00 |
| Baixada | 410 | 71 | 140.500,00 |
| Centro Velho | 233 | 47 | 92.300,00 |
`;

describe("a count the document states in a sentence", () => {
  it("is quoted rather than added up again over the table", () => {
    const [stated] = offlineConversation(
      passagesOf(VALVES, "plano-valvulas.md"),
      "Oi! Quantas válvulas de descarga estavam travadas na vistoria de março?",
    );
    expect(stated).toContain("Na vistoria de março de 2026, 214 válvulas");
    expect(stated).not.toContain("96 + 71");
  });

  it("a total asked in so many words is still computed over the rows", () => {
    const [, total] = offlineConversation(
      passagesOf(VALVES, "plano-valvulas.md"),
      "Quantas válvulas de descarga estavam travadas na vistoria de março?",
      "Quantas válvulas há ao todo nos setores?",
    );
    expect(total).toContain("1.163");
  });

  it("a sentence of clauses joined by commas is no list for 'dessas' to choose among", () => {
    expect(listItems("Na vistoria de março de 2026, 214 válvulas estavam travadas, 18,4% do total. [2]")).toEqual([]);
    expect(listItems("O plano cobre os setores Alto da Serra, Baixada e Centro Velho. [2]")).toEqual([
      "Alto da Serra",
      "Baixada",
      "Centro Velho",
    ]);
    const prior = turn(
      "Quantas válvulas estavam travadas na vistoria de março?",
      "Na vistoria de março de 2026, 214 válvulas de descarga estavam travadas, 18,4% do total. [2]",
    );
    expect(standaloneQuestion("Quantas dessas ficam na Baixada?", prior).text).not.toContain(" entre ");
  });
});

describe("arithmetic within a row is asked of a row the question is about", () => {
  const POLICY = `# Norma de bolsas de idiomas — 2027

## Permanência

Quem recebe a bolsa deve permanecer na empresa por 18 meses após concluir o curso.

## Orçamento

| Ação | Executor | 2027 (R$) | 2028 (R$) |
|---|---|---:|---:|
| Compra de licenças | Empresa contratada | 90.000,00 | 75.000,00 |
| Aulas presenciais | Escola parceira | 240.000,00 | 210.000,00 |
`;

  it("a row that only shares a word with the question is not subtracted within", () => {
    const [reply] = offlineConversation(
      passagesOf(POLICY, "norma-bolsas.md"),
      "Formado, quanto tempo ainda devo à empresa?",
    );
    expect(reply).not.toMatch(/diferença/iu);
    expect(reply).toContain("18 meses");
  });

  it("a row the question names still is", () => {
    const [reply] = offlineConversation(
      passagesOf(POLICY, "norma-bolsas.md"),
      "Quanto cai a compra de licenças de 2027 para 2028?",
    );
    expect(reply).toContain("15.000");
  });
});

describe("a case the message sets with its own amount", () => {
  const courses = passagesOf(COURSES, "bolsas-de-estudo.md");

  it("is a case of the row the conversation is about: its percentage of the amount, within the ceiling", () => {
    const [, within, over] = offlineConversation(
      courses,
      "Quanto o programa paga da anuidade de graduação?",
      "E se a anuidade for R$ 1.200, quanto recebo?",
      "Com uma anuidade de R$ 2.000, quanto eu ganho?",
    );
    // 65% of 1.200 = 780, under the 1.000 ceiling; 65% of 2.000 = 1.300, stopped at 1.000.
    expect(within).toContain("R$ 780,00");
    expect(within).toContain("Graduação");
    expect(over).toContain("R$ 1.300,00");
    expect(over).toMatch(/fica em R\$ 1\.000,00/u);
  });

  it("leans on the turn before even without a pronoun", () => {
    const prior = turn("Quanto o programa paga da anuidade de doutorado?", "A parte paga … é 40% [2].");
    const asked = standaloneQuestion("Se a anuidade for R$ 3.000, quanto recebo?", prior);
    expect(asked.followUp).toBe(true);
    expect(asked.context).toMatch(/doutorado/iu);
    // A question with a figure but no case set is asked on its own.
    expect(standaloneQuestion("Quantos cursos pagam 40% ou mais?", prior).followUp).toBe(false);
  });

  it("a table's ceiling is 'o limite': its article agrees with the noun, whatever its ending suggests", () => {
    const [row] = offlineConversation(courses, "Quanto o programa paga da anuidade de graduação?");
    expect(row).toContain("o limite mensal");
  });
});

describe("a share between a figure the question writes and one the documents give", () => {
  const BUDGET = `# Plano de manutenção de elevatórias — 2027

## Custos por ação

| Ação | Município | Custo previsto (R$) |
|---|---|---:|
| Troca de bombas | Lagoa Rasa | 320.000,00 |
| Painéis elétricos | Lagoa Rasa | 180.000,00 |
| Telemetria | Barra Alta | 250.000,00 |
| Pintura | Barra Alta | 50.000,00 |
`;
  const plan = passagesOf(BUDGET, "plano-elevatorias.md");

  it("the written figure over the total the rest of the question asks", () => {
    const [share] = offlineConversation(
      plan,
      "R$ 500.000 representam que percentual do custo previsto de todas as ações somadas?",
    );
    // 500.000 of 800.000.
    expect(share).toContain("62,5%");
    expect(share).toContain("800.000");
  });

  it("after a sum the conversation carried, 'isso' over every row, not the rows of the turn before", () => {
    const [sum, share] = offlineConversation(
      plan,
      "Somando as ações de Lagoa Rasa, quanto dá o custo previsto?",
      "E isso representa que percentual do custo previsto de todas as ações juntas?",
    );
    expect(sum).toContain("500.000");
    expect(share).toContain("62,5%");
  });

  it("a row's figure as a part of the written total", () => {
    const [, , part] = offlineConversation(
      plan,
      "Qual é o custo previsto de todas as ações somadas?",
      "Obrigado. E a telemetria, quanto custa?",
      "Quanto dos R$ 800.000 do total previsto é só a telemetria, em porcentagem?",
    );
    // 250.000 of 800.000.
    expect(part).toContain("31,3%");
  });

  it("a figure written with its unit, after an 'E', over a total counted in that unit", () => {
    const pipes = passagesOf(
      "# Contrato de tubos\n\n| Item | Descrição | Quantidade (m) |\n|---|---|---:|\n| 1 | Tubo DN 150 | 4.000 |\n| 2 | Tubo DN 200 | 1.000 |\n\n## Multas\n\n| Ocorrência | Multa |\n|---|---:|\n| Atraso | 2% |\n| Defeito | 8% |\n",
      "contrato-tubos.md",
    );
    const [share] = offlineConversation(pipes, "E 2.500 m equivalem a que percentual da soma de metros do contrato?");
    expect(share).toContain("50%");
    // A code's digits ("DN 200") are a name, not the figure written.
    expect(givenShare("Que percentual do total é o tubo DN 200?", () => "O total é 5.000 m [1].")).toBeNull();
  });

  it("a change asked in percent is no share", () => {
    expect(
      givenShare("Em quantos por cento o custo cresce se passar a R$ 900.000?", () => "O custo é R$ 800.000 [1]."),
    ).toBeNull();
  });
});

describe("a table read for a question it does not answer", () => {
  const CONTRACT = `# Contrato nº 88/2026 — Fornecimento de hidrômetros

Valor global do contrato: R$ 2.310.000,00.

## Multas

| Ocorrência | Multa | Base de cálculo |
|---|---:|---|
| Atraso na entrega | 0,5% ao dia | valor do lote |
| Inexecução total | 15% | valor global |
`;
  const PLAN = `# Plano de troca de redes — 2027–2028

Orçamento total do plano: R$ 1.050.000, com recursos próprios.

| Trecho | Orçamento 2027 (R$) | Orçamento 2028 (R$) |
|---|---:|---:|
| Rua das Acácias | 300.000 | 150.000 |
| Avenida do Porto | 400.000 | 200.000 |
`;

  it("a cell that writes back the noun asked names no row: the sentence that states it answers", () => {
    const [value] = offlineConversation(
      passagesOf(CONTRACT, "contrato-hidrometros.md"),
      "Qual o valor global desse fornecimento de hidrômetros?",
    );
    expect(value).toContain("2.310.000");
    // A row named by its person or thing still answers what the row holds.
    const [fine] = offlineConversation(
      passagesOf(CONTRACT, "contrato-hidrometros.md"),
      "Qual multa cabe na inexecução total?",
    );
    expect(fine).toContain("15%");
  });

  it("one year's column of several, for a question that names no year, yields to the sentence of the whole", () => {
    const [total, year] = offlineConversation(
      passagesOf(PLAN, "plano-redes.md"),
      "Qual o orçamento somado que esse plano de troca de redes prevê?",
      "E quanto é o orçamento de 2027, somando os trechos?",
    );
    expect(total).toContain("1.050.000");
    expect(year).toContain("700.000");
  });
});

describe("the row a ranking answered, and rows left out by a short name", () => {
  const COVERS = `# Apólice de riscos operacionais — 2027

| Cobertura | Franquia (R$) | Prêmio anual (R$) |
|---|---:|---:|
| Alagamento, enxurrada e deslizamento | 40.000,00 | 310.000,00 |
| Pane de bombas | 22.000,00 | 145.000,00 |
| Furto de cabos | 8.000,00 | 61.000,00 |
| Danos a terceiros | 15.000,00 | 98.000,00 |
`;
  const covers = passagesOf(COVERS, "apolice.md");

  it("'fora a de alagamento' leaves that row out by its first word, though its name is long", () => {
    const [largest] = offlineConversation(covers, "Fora a de alagamento, que cobertura custa o prêmio mais alto?");
    expect(largest).toMatch(/^A cobertura Pane de bombas tem o maior/u);
    expect(largest).not.toContain("310.000");
  });

  it("'dessa' with no noun after it is the row answered, its name whole", () => {
    const [, franchise] = offlineConversation(
      covers,
      "Excluindo a de alagamento, que cobertura paga mais prêmio?",
      "E quanto é a franquia dessa?",
    );
    expect(franchise).toContain("22.000");
    const prior = turn(
      "Excluindo a de alagamento, que cobertura paga mais prêmio?",
      "A cobertura Pane de bombas lidera: R$ 145.000 (Pane de bombas R$ 145.000 > Danos a terceiros R$ 98.000) [1].",
    );
    expect(standaloneQuestion("E quanto é a franquia dessa?", prior).text).toContain("cobertura Pane de bombas");
  });

  it("'essa cobertura' after a ranking is its first row", () => {
    const prior = turn(
      "Qual cobertura tem o menor prêmio anual?",
      "A cobertura “Furto de cabos” tem o menor prêmio anual: R$ 61.000 (Furto de cabos R$ 61.000 < Danos a terceiros R$ 98.000) [1].",
    );
    expect(standaloneQuestion("Qual a franquia dessa cobertura?", prior).text).toBe(
      "Qual a franquia da cobertura Furto de cabos?",
    );
  });
});

describe("a row's figures added up across its years", () => {
  const WORKS = `# Plano de obras de reservação — 2027–2028

| Obra | Orçamento 2027 (R$) | Orçamento 2028 (R$) | Responsável |
|---|---:|---:|---|
| Reservatório elevado do Alto Grande | 640.000 | 210.000 | Lúcia Prates |
| Reforma da caixa de Vila Serena | 120.000 | 80.000 | Caio Marins |
`;
  const works = passagesOf(WORKS, "plano-reservacao.md");

  it("'somando os dois anos' over a row named is its own total, not a column's", () => {
    const [, both] = offlineConversation(
      works,
      "Onde fica a obra do reservatório elevado? Quero saber para a vistoria.",
      "Quanto o reservatório elevado custa nos dois anos somados?",
    );
    // 640.000 + 210.000.
    expect(both).toContain("850.000");
    expect(both).not.toContain("760.000");
  });

  it("a statement that only frames a purpose ('Preciso saber para a vistoria.') asks nothing", () => {
    const asked = askedQuestion("Onde fica a obra? Preciso saber para a vistoria.");
    expect(asked.text).toBe("Onde fica a obra?");
    // A frame followed by what is asked still asks it.
    expect(askedQuestion("Preciso saber o prazo da obra.").text).toMatch(/prazo da obra/u);
  });
});

describe("a summary covers what each heading names", () => {
  const LEASE = `# Contrato nº 41/2026 — Locação de caminhões-pipa

## Cláusula 1 — Objeto

Locação de quatro caminhões-pipa com motorista para o abastecimento emergencial das comunidades rurais.

## Cláusula 2 — Vigência e preço

A vigência do contrato é de 10 meses, de 1º de março a 31 de dezembro de 2027, contados da ordem de serviço emitida pela gerência de operações, e pode ser prorrogado uma vez por igual período. O preço mensal é de R$ 86.400,00 por caminhão, com motorista, combustível e manutenção incluídos, pago até o quinto dia útil do mês seguinte ao da medição aprovada pelo fiscal.

## Cláusula 3 — Foro

Fica eleito o foro da comarca de Serra Azul.
`;

  it("a heading that names two things gets a sentence for each", () => {
    const summary = summarize(
      "Resuma a locação dos caminhões, por favor.",
      passagesOf(LEASE, "contrato-pipas.md"),
      "contrato-pipas.md",
    );
    expect(summary).toContain("10 meses");
    expect(summary).toContain("R$ 86.400,00");
  });
});

describe("who holds a role the documents never name", () => {
  const CONTRACT = `# Contrato nº 12/2026 — Seguro de frota

Contratante: Companhia de Águas do Vale Fundo, representada por seu diretor-presidente, Artur Menezes.

Contratada: Seguradora Horizonte S.A., representada por sua diretora comercial, Paula Viana.

O seguro cobre os 240 veículos da frota por 12 meses.
`;
  const contract = passagesOf(CONTRACT, "contrato-frota.md");

  it("is refused: 'quem foi o X' asks for the role, which must be written where the answer is", () => {
    const [broker] = offlineConversation(
      contract,
      "Oi! Quem foi o corretor que fechou o seguro da frota com a Seguradora Horizonte?",
    );
    expect(broker).toMatch(/^Não encontrei/u);
  });

  it("a role the documents write is answered", () => {
    const [director] = offlineConversation(contract, "Quem é a diretora comercial da seguradora?");
    expect(director).toContain("Paula Viana");
  });
});

describe("the thing an attribute question asked about", () => {
  it("'ele' after a question of a contract's value is the contract, not a name another passage of the answer brings", () => {
    const prior = turn(
      "Quanto custa o contrato de aferição de hidrômetros?",
      "O contrato custa R$ 210.000,00 em 12 meses de execução. [4] Contratada: Aferitec Medição Ltda., vencedora do Pregão Eletrônico nº 55/2027. [2]",
    );
    const standalone = standaloneQuestion("E a data de término dele?", prior).text;
    expect(standalone).toContain("contrato");
    expect(standalone).not.toContain("Pregão");
  });

  it("a name in the answering passage itself is still what a pronoun stands for", () => {
    const prior = turn(
      "Qual é a vazão da captação?",
      "A captação Ribeirão Anhumas opera com vazão de 120 L/s. [3] O Conselho Gestor aprovou o plano em 2026. [5]",
    );
    expect(standaloneQuestion("E qual é a outorga dela?", prior).text).toContain("Ribeirão Anhumas");
  });
});

/** A plan written for this test: the option chosen is the subject of the sentence that answers "qual". */
const OPTIONS = `# Plano de destinação dos resíduos de varrição — 2027

## Alternativas

| Alternativa | Custo (R$/t) | Exigência |
|---|---:|---|
| Triagem manual com cooperativa | 54 | Galpão coberto |
| Aterro de inertes | 81 | Licença municipal |
| Incineração | 210 | Licença estadual |

A triagem manual foi escolhida como alternativa principal, por ser a de menor custo e por gerar renda para a
cooperativa local. O aterro de inertes fica como reserva.
`;

describe("the thing a 'qual' question's answer makes its subject", () => {
  it("is what a pronoun of its gender stands for next, and a difference against another row is computed", () => {
    const [, why, cheaper] = offlineConversation(
      passagesOf(OPTIONS, "varricao.md"),
      "Qual alternativa o plano escolheu como principal?",
      "Por que essa?",
      "Em quanto ela fica mais barata que a incineração?",
    );
    expect(why).toContain("menor custo");
    expect(cheaper).toContain(`R$ ${210 - 54}`);
  });
});
