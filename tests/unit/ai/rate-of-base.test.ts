import { describe, expect, it } from "vitest";
import { ANSWERABILITY, type AnswerabilityModel } from "#core/ai/answer/answerability.ts";
import { composeAnswer, NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { rateOfBase } from "#core/ai/answer/rate-of-base.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An amount asked in reais that a document states as a percentage of something else: the percentage times that base,
 * whichever sentence or table row states the base, or times the amount the message gives. A security contract and a
 * billing rule written for this test: one sentence states two amounts, a table prices each guard post, and two
 * different percentages ("caução", "multa") sit in neighbouring sentences.
 */
const CONTRACT = `# Contrato 118/2027 — Vigilância patrimonial das estações elevatórias

## Preço
O valor mensal estimado é de R$ 96.400,00, e o valor anual, para os 12 meses, é de R$ 1.156.800,00.

| Posto | Turno | Valor mensal (R$) |
| --- | --- | --- |
| Portaria Sul | 24 h | 41.200,00 |
| Garagem Central | 12 h diurno | 28.900,00 |
| Almoxarifado | 12 h noturno | 26.300,00 |

## Garantias e penalidades
A vigilante entrega caução de 3% do valor anual do contrato em até 15 dias corridos após a assinatura.
O abandono de um posto sujeita a vigilante a multa de 8% do valor mensal desse posto, além do desconto das horas.
A troca de turno feita com atraso custa à vigilante 0,2% do valor mensal do posto por hora de atraso.
`;
const BILLING = `# Regra de cobrança RC-09/2027

## Atraso
Sobre a taxa de religação paga depois do vencimento incide acréscimo de 4% e juros de 0,5% ao mês.
`;
const passages = [...passagesOf(CONTRACT, "contrato-vigilancia.md"), ...passagesOf(BILLING, "regra-cobranca.md", 100)];
const [caucao] = offlineConversation(passages, "Bom dia! A caução da vigilante dá quanto em reais?");

describe("a rate applied to its base", () => {
  it("takes the base's amount from a sentence that states two, the one the base's words name", () => {
    // 3% of 1.156.800,00; the monthly amount written first in the same sentence is not the base.
    expect(caucao).toContain("R$ 34.704,00");
    expect(caucao).not.toContain("R$ 2.892,00");
    // The sentence the rate is written in stays with the amount.
    expect(caucao).toContain("3% do valor anual");
  });

  it("takes the base from the table row the question names", () => {
    const [reply] = offlineConversation(
      passages,
      "Se abandonarem o posto Garagem Central, quanto dá a multa em reais?",
    );
    // 8% of 28.900,00.
    expect(reply).toContain("R$ 2.312,00");
  });

  it("takes the row a follow-up points at with a demonstrative", () => {
    const [, reply] = offlineConversation(
      passages,
      "Quanto custa por mês o posto Almoxarifado?",
      "E se a vigilante abandonar esse posto, quanto seria a multa?",
    );
    // 8% of 26.300,00.
    expect(reply).toContain("R$ 2.104,00");
  });

  it("applies the rate to an amount the message gives, the rate the message's own words point to", () => {
    const [reply] = offlineConversation(
      passages,
      "Oi! Uma taxa de religação de R$ 320,00 foi quitada depois do vencimento. Quanto fica o acréscimo? É para um atendimento.",
    );
    // 4% of 320,00, not the guard post's 8%.
    expect(reply).toContain("R$ 12,80");
  });

  it("applies a rate per period as many times as the message counts the period, and not at all when it counts none", () => {
    const [counted] = offlineConversation(
      passages,
      "Quanto a vigilante perde por 3 horas de atraso na troca de turno da Portaria Sul?",
    );
    // 0,2% of 41.200,00, three times.
    expect(counted).toContain("R$ 247,20");
    const [uncounted] = offlineConversation(
      passages,
      "Quanto a vigilante perde pelo atraso na troca de turno, em reais?",
    );
    expect(uncounted).toContain("0,2%");
    expect(uncounted).not.toMatch(/[×=]/);
  });

  it("leaves a percentage asked as a percentage, and a date asked as a date", () => {
    const [share] = offlineConversation(passages, "Qual é o percentual da caução?");
    expect(share).toContain("3%");
    expect(share).not.toMatch(/[×=]/);
    const [when] = offlineConversation(passages, "Em que prazo a caução precisa ser entregue?");
    expect(when).toContain("15 dias");
    expect(when).not.toMatch(/[×=]/);
  });

  it("reads a deadline the question only mentions as no deadline asked", () => {
    const ask = () => "Valor mensal: R$ 10.000,00 [1].";
    const reply = () => "A glosa por atraso é de 1,5% do valor mensal [1].";
    expect(rateOfBase("E a glosa, se passarem desse prazo, fica em quanto?", [reply], ask)).toContain("R$ 150,00");
    expect(rateOfBase("Em que prazo a glosa é descontada?", [reply], ask)).toBeNull();
  });

  it("does not apply a target or a rate per period, which are no share of an amount", () => {
    const ask = () => "Valor mensal: R$ 10.000,00 [1].";
    expect(rateOfBase("Em reais, a quanto chega?", [() => "A meta é ≥ 95% do valor mensal [1]."], ask)).toBeNull();
    expect(
      rateOfBase("Em reais, a quanto chega?", [() => "Os juros são de 1% ao mês do valor mensal [1]."], ask),
    ).toBeNull();
    expect(rateOfBase("Em reais, a quanto chega a meta?", [() => "A meta é 95% do valor mensal [1]."], ask)).toContain(
      "R$ 9.500,00",
    );
  });
});

describe("the rest of a whole the last answer took a part of", () => {
  it("is the whole less that part", () => {
    const replies = offlineConversation(
      passages,
      "Qual é o acréscimo sobre a taxa de religação paga depois do vencimento?",
      "Para uma taxa de R$ 250,00, quanto seria esse acréscimo?",
      "E o restante, quanto é?",
    );
    // 4% of 250,00 is 10,00; the rest of the 250,00 is 240,00.
    expect(replies[1]).toContain("R$ 10,00");
    expect(replies[2]).toContain("R$ 240,00");
  });
});

describe("an amount stated for a whole span asked per one of its periods", () => {
  const LEASE = `# Contrato 77/2029 — Locação de caminhões-pipa

## Valor
O valor da locação é de R$ 186.000,00 para os 24 meses de vigência.
`;
  const lease = passagesOf(LEASE, "contrato-locacao.md");

  it("is the amount over the count of periods", () => {
    const replies = offlineConversation(
      lease,
      "Quanto custa a locação dos caminhões-pipa?",
      "E por mês, quanto isso sai?",
    );
    // 186.000,00 ÷ 24.
    expect(replies[1]).toContain("R$ 7.750,00 por mês");
  });

  it("leaves an amount asked for the whole span as written", () => {
    const [whole] = offlineConversation(lease, "Quanto custa a locação dos caminhões-pipa?");
    expect(whole).not.toContain("por mês:");
  });
});

describe("a premise sentence before the question is part of what the near-miss refusal reads", () => {
  const VET = passagesOf(
    `# Convênio de clínicas veterinárias para os cães de guarda — 2033

## Coparticipação do tutor

| Serviço | Coparticipação (% do preço) | Limite por atendimento (R$) |
|---|---:|---:|
| Vacinação anual | 10% | 15,00 |
| Castração | 25% | 90,00 |
| Raio-X ou ultrassom | 15% | 40,00 |
`,
    "convenio.md",
  );
  // A near-miss model stricter than the fitted one (it refuses below a third of the question's weight covered), so the
  // short question alone is refused here as it is in a larger project.
  const zero = Object.fromEntries(Object.keys(ANSWERABILITY.weights).map((name) => [name, 0]));
  const strict: AnswerabilityModel = {
    weights: { ...(zero as AnswerabilityModel["weights"]), coverage: 10 },
    bias: -3,
    threshold: 0.5,
  };
  const question = "Quanto terei de pagar de coparticipação?";
  const premise = "Fiz um ultrassom no cão que custou R$ 240,00.";

  it("refuses the bare question, and answers it with the premise's words the passages hold", () => {
    expect(composeAnswer(question, VET, [], { model: strict })).toContain(NOTHING_FOUND);
    const reply = composeAnswer(question, VET, [], { model: strict, context: "ultrassom cão custou", premise });
    expect(reply).toContain("ultrassom");
    expect(reply).not.toContain(NOTHING_FOUND);
  });
});

describe("a rate read in the answer to the question without the kind of figure it asks", () => {
  const CLEANING = passagesOf(
    `# Contrato 044/2027 — Limpeza de reservatórios elevados

Contratante: Companhia de Saneamento do Vale. Contratada: Hidrolimpa Serviços Ltda. Data de assinatura: 3 de fevereiro de 2027.

## Valor

O valor global do contrato, para os 24 meses de vigência, é de R$ 738.400,00.

## Garantia

A contratada deve apresentar garantia de 4% do valor global do contrato, em até 10 dias úteis da assinatura.
`,
    "contrato-limpeza-reservatorios.md",
  );
  it("'em dinheiro' over a guarantee the contract states as a percentage of its global value", () => {
    const [reply] = offlineConversation(CLEANING, "Qual é a garantia da Hidrolimpa em dinheiro?");
    // 4% of 738.400,00
    expect(reply).toMatch(/^São R\$ 29\.536,00: 4% × R\$ 738\.400,00/);
  });
});

describe("a rate of a base with a ceiling", () => {
  const bonus = (estimate: number) => `# Regulamento do bônus de eficiência energética — 2031

## Montante

O montante do bônus da equipe de operação é de 3% da economia anual de energia, limitado a R$ 250.000,00. A diretoria estima
economia anual de energia de R$ ${estimate.toLocaleString("pt-BR")},00, conforme o estudo de eficiência.

## Pagamento

O bônus é pago em parcela única, em março do ano seguinte.
`;
  const ask = "Bom dia! Com a economia estimada pela diretoria, qual seria o montante do bônus?";

  it("applies the rate to the base the document states, not to the ceiling written beside the rate", () => {
    const estimate = 6_400_000;
    const [reply = ""] = offlineConversation(passagesOf(bonus(estimate), "bonus.md"), ask);
    expect(reply).toContain(`R$ ${(estimate * 0.03).toLocaleString("pt-BR")},00`);
  });

  it("answers the ceiling when the rate gives more than it", () => {
    const estimate = 12_000_000;
    const [reply = ""] = offlineConversation(passagesOf(bonus(estimate), "bonus.md"), ask);
    expect(reply.startsWith("São R$ 250.000,00")).toBe(true);
    expect(reply).toContain(`R$ ${(estimate * 0.03).toLocaleString("pt-BR")},00`);
  });
});

/** A ceiling set as a percentage of an amount the document states in another section. A contract written for this test. */
describe("a ceiling asked in reais", () => {
  const CLEANING = `# Contrato 204/2027 — Limpeza das unidades de atendimento

## Valor
O valor mensal do contrato é de R$ 48.500,00, pago contra medição.

## Glosas
Cada ocorrência de limpeza não realizada gera glosa de R$ 350,00 na fatura do mês.
A soma das glosas de um mês fica limitada a 6% do valor mensal; acima disso, a gestora abre processo de rescisão.
`;
  const passages = passagesOf(CLEANING, "contrato-limpeza.md");

  it("is the bounded percentage times its base, however the message is wrapped", () => {
    const ceiling = (48_500 * 6) / 100;
    const [reply = ""] = offlineConversation(
      passages,
      "Oi! Qual o limite das glosas num mês, em reais? (na cláusula aparece só o percentual)",
    );
    expect(reply.startsWith(`São R$ ${ceiling.toLocaleString("pt-BR")},00`)).toBe(true);
  });

  it("leaves a rate bounded by another alone when no ceiling is asked", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto vale cada glosa?");
    expect(reply).toContain("R$ 350,00");
    expect(reply).not.toContain("2.910");
  });
});
