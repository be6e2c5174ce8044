import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An amount one sentence states over a quantity another sentence of the same document states, asked "por metro
 * quadrado" or "por família": on documents written for this test (a fictional warehouse lease and a fictional
 * social tariff programme). Expected figures are computed here from the figures written into the documents.
 */
const COST = 1_240_000;
const AREA = 2_480;
const WAREHOUSE = `# Termo de referência — galpão do almoxarifado central

## Objeto

Construção do galpão do almoxarifado central no pátio da sede, com área coberta de ${AREA.toLocaleString("pt-BR")} m² e
docas para dois caminhões.

## Valor

A obra do galpão custará ${formatQuantity(COST, "money")}, pagos em quatro medições.

## Prazo

A obra terá prazo de 180 dias a contar da ordem de serviço.
`;

const BUDGET = 3_600_000;
const FAMILIES = 1_200;
const PROGRAMME = `# Programa Água em Casa

O programa Água em Casa tem orçamento de ${formatQuantity(BUDGET, "money")} para 2027. Ele vai ligar à rede
${FAMILIES.toLocaleString("pt-BR")} famílias de baixa renda dos bairros da zona norte, sem custo para elas.
`;

const STATED = `# Tabela de preços do aluguel de salas

A sala de treinamento tem 80 m² e é alugada por R$ 3.200,00 por mês. O aluguel equivale a R$ 40,00 por m² ao mês.
`;

const TWO_AREAS = `# Galpões da regional

O galpão norte tem área de 900 m² e o galpão sul, área de 1.400 m². A reforma dos dois custará R$ 460.000,00.
`;

describe("an amount over the quantity asked per", () => {
  it("divides the amount by the quantity in the measure asked, in another sentence", () => {
    const reply = composeAnswer(
      "Oi! Qual o custo da obra do galpão por metro quadrado? Preciso comparar com a tabela do sindicato.",
      passagesOf(WAREHOUSE, "galpao.md", 1),
    );
    expect(reply).toContain(formatQuantity(COST / AREA, "money"));
  });

  it("divides by the count of the thing asked per", () => {
    const reply = composeAnswer(
      "Quanto o programa Água em Casa tem de orçamento por família, por favor?",
      passagesOf(PROGRAMME, "programa.md", 1),
    );
    expect(reply).toContain(formatQuantity(BUDGET / FAMILIES, "money"));
  });

  it("the document's own figure per the measure answers instead", () => {
    const reply = composeAnswer("Quanto custa o aluguel da sala por m²?", passagesOf(STATED, "salas.md", 1));
    expect(reply).toContain("R$ 40,00");
    expect(reply).not.toContain("÷");
  });

  it("no division when the document writes several quantities in that measure", () => {
    const reply = composeAnswer("Quanto custa a reforma por metro quadrado?", passagesOf(TWO_AREAS, "galpoes.md", 1));
    expect(reply).not.toContain("÷");
  });
});

describe("an amount asked with 'por quanto' before the thing it is per", () => {
  const SURVEY = passagesOf(
    `# Pesquisa de hábitos de consumo de água\n\n**Execução:** Instituto Vertente de Estudos (contrato nº 77/2026, no valor de R$ 96 mil).\n\n## Método\n\nForam feitas 1.600 visitas domiciliares, com questionário de 40 perguntas.\n`,
    "pesquisa-habitos.md",
  );

  it("the 'por' that asks the amount is passed over for the one that names the thing", () => {
    const [reply] = offlineConversation(
      SURVEY,
      "Oi! O contrato do instituto saiu por quanto por visita domiciliar? É para comparar propostas.",
    );
    expect(reply).toContain(formatQuantity(96_000 / 1_600, "money"));
  });
});
