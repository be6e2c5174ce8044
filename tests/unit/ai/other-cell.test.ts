import { describe, expect, it } from "vitest";
import { differenceFromCell, otherCell } from "#core/ai/answer/other-cell.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A follow-up that keeps one coordinate of the table cell the last reply read and changes the other: the table says
 * which (a header the follow-up names, a row's words, a figure with its unit, a number after the word heading its
 * column, an acronym the document spells out). Over a water-quality bulletin written for this test. The first and the
 * acronym case fail without the operation (the resolver puts the ellipsis in the wrong slot, or finds no column); the
 * others the resolver's question also answers, and they hold that the operation answers them the same.
 */
const POINTS = [
  { place: "Escola Municipal Pedra Branca", start: "2,8", washed: "1,6", renewed: "0,7" },
  { place: "Posto de saúde do Alto", start: "3,4", washed: "2,1", renewed: "0,9" },
  { place: "Praça da Matriz", start: "1,9", washed: "1,2", renewed: "0,5" },
];
const BULLETIN = `# Boletim de qualidade da água — Distrito Serra Azul

Emitido em 12/03/2027 pela coordenação de controle de qualidade.

## Turbidez por ponto de coleta

| Ponto de coleta | Turbidez na partida (uT) | Turbidez após a lavagem (uT) | Turbidez após a troca do leito (uT) |
|---|---:|---:|---:|
${POINTS.map((p) => `| ${p.place} | ${p.start} | ${p.washed} | ${p.renewed} |`).join("\n")}

## Cloro residual por ponto

| Ponto | Cloro antes da reforma (mg/L) | Cloro na etapa 1 (mg/L) | Cloro na etapa 2 (mg/L) |
|---|---:|---:|---:|
| Saída da estação | 1,8 | 1,6 | 1,5 |
| Caixa d'água do bairro Alto | 0,4 | 0,7 | 0,9 |
| Ponta de rede em Vila Serena | 0,2 | 0,5 | 0,6 |

## Propostas de reforma do filtro

| Proposta | Descrição | Custo estimado (R$) | Prazo (dias) |
|---|---|---:|---:|
| A | Troca do leito filtrante | 212.000,00 | 45 |
| B | Troca do leito e das placas de fundo | 348.500,00 | 70 |
| C | Filtro novo ao lado do atual | 610.000,00 | 150 |

## Parâmetros da saída do reservatório

Os valores máximos admitidos (VMA) seguem a norma interna NI-12.

| Parâmetro | Unidade | Medido | VMA |
|---|---|---:|---:|
| Cor aparente | uH | 6 | 15 |
| Ferro dissolvido | mg/L | 0,12 | 0,3 |

## Estágios de alerta da filtração

| Estágio | Situação | Prazo para reparo |
|---|---|---|
| 1 | normal | sem prazo |
| 2 | alerta | 10 dias |
| 3 | crítico | 48 horas |

## Consumo por bairro (medição anual)

| Bairro | Consumo em 2024 (m³) | Consumo em 2025 (m³) | Consumo em 2026 (m³) |
|---|---:|---:|---:|
| Vila Nova | 41.200 | 43.900 | 45.350 |
| Jardim das Palmeiras | 28.700 | 27.950 | 29.400 |

## Tubos de reposição

| Item | Material | Diâmetro (mm) | Preço (R$/m) |
|---|---|---:|---:|
| 1 | PVC | 100 | 42,00 |
| 2 | PVC | 150 | 61,50 |
| 3 | Ferro fundido | 200 | 180,00 |
`;
const passages = passagesOf(BULLETIN, "boletim-qualidade.md");

describe("the other cell of a table a follow-up asks", () => {
  it("reads the same row under the column the follow-up names, where the place and the moment share a preposition", () => {
    // "E na etapa 2?" takes the place of "antes da reforma", a column, not of "na ponta de rede…", the row.
    const [first, then] = offlineConversation(
      passages,
      "Qual era o cloro na ponta de rede em Vila Serena antes da reforma?",
      "E na etapa 2?",
    );
    expect(first).toContain("0,2 mg/L");
    expect(then).toContain("0,6 mg/L");
    expect(then).not.toContain("1,5");
  });

  it("reads another row under the column read, named by any of its cells", () => {
    const [, then] = offlineConversation(
      passages,
      "Qual era a turbidez na Praça da Matriz na partida?",
      "E no posto de saúde do Alto?",
    );
    expect(then).toContain("3,4");
  });

  it("reads a column named by the words of the acronym that heads it", () => {
    const [first, then] = offlineConversation(
      passages,
      "Quanto deu a cor aparente medida?",
      "E o valor máximo admitido?",
    );
    expect(first).toContain("6");
    expect(then).toContain("15");
  });

  it("reads the row a number after its column's word names", () => {
    const [first, then] = offlineConversation(
      passages,
      "Bom dia! Qual é o prazo para reparo na situação de alerta?",
      "E no estágio 3?",
    );
    expect(first).toContain("10 dias");
    expect(then).toContain("48 horas");
  });

  it("reads the row a figure with its column's unit names", () => {
    const previous = "O preço do material “PVC” é R$ 61,50 /m [4].";
    const reply = otherCell("E o de 200 mm?", previous, passages);
    expect(reply).toContain("180,00");
    expect(reply).toContain("Ferro fundido");
  });

  it("reads the period just before the one read, among columns that differ only by it", () => {
    const [first, then] = offlineConversation(
      passages,
      "Qual foi o consumo em 2026 no bairro Vila Nova?",
      "E na medição anterior?",
    );
    expect(first).toContain("45.350");
    expect(then).toContain("43.900");
  });

  it("reads the column a question of its own names of the row the last reply ranked first", () => {
    const [first, then] = offlineConversation(
      passages,
      "Qual ponto de coleta teve a menor turbidez na partida?",
      "E qual foi a turbidez após a lavagem dele?",
    );
    expect(first).toContain("Praça da Matriz");
    expect(then).toContain("1,2");
  });

  it("leaves alone what is not a plain ellipsis over a reply that read cells", () => {
    const read = "A turbidez na partida do ponto de coleta “Praça da Matriz” é 1,9 uT [1].";
    // A column no header names, a reason asked, a reply that computed: the resolver's question answers these.
    expect(otherCell("E qual é o endereço dele?", read, passages)).toBeNull();
    expect(otherCell("E por que caiu após a lavagem?", read, passages)).toBeNull();
    const summed = "O total de turbidez na partida é 8,1 uT: 2,8 + 3,4 + 1,9 = 8,1 [1].";
    expect(otherCell("E após a lavagem?", summed, passages)).toBeNull();
    // A word no column, row or passage accounts for asks about something else.
    expect(otherCell("E após a lavagem dos reservatórios elevados?", read, passages)).toBeNull();
  });
});

describe("the figure just read against another the question names", () => {
  it("subtracts another row's figure under the same column, the row named by its letter", () => {
    const [first, then] = offlineConversation(
      passages,
      "Quanto custa a proposta A?",
      "E quanto a proposta C custa a mais que ela? Preciso justificar.",
    );
    expect(first).toContain("212.000");
    expect(then).toContain((610_000 - 212_000).toLocaleString("pt-BR"));
  });

  it("subtracts the same row's figure under the column the question names", () => {
    const read = "O cloro na etapa 2 do ponto “Caixa d'água do bairro Alto” é 0,9 mg/L [4].";
    const reply = differenceFromCell("Quanto isso ficou acima do cloro antes da reforma?", read, passages);
    expect(reply).toContain(`${(0.9 - 0.4).toFixed(1).replace(".", ",")} mg/L`);
  });

  it("computes nothing after a reply that computed, or when no figure is named", () => {
    const summed =
      "O total de custo estimado das propostas é R$ 1.170.500: 212.000 + 348.500 + 610.000 = 1.170.500 [5].";
    expect(differenceFromCell("Quanto a proposta C custa a mais?", summed, passages)).toBeNull();
    const read = "O custo estimado da proposta A é R$ 212.000,00 [5].";
    expect(differenceFromCell("Quanto custa a mais?", read, passages)).toBeNull();
  });
});
