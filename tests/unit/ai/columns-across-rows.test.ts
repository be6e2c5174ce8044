import { describe, expect, it } from "vitest";
import { composeAnswer, NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { periodPhrase, tableAnswerOf } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A table's column read across its rows, over a vehicle-rental record written for this test:
 * - an identification table ("Campo | Informação") whose cell holds the name the question writes is no answer: it only
 *   says the name back; the table of months whose column asked holds one figure in every row answers, per month;
 * - "Quais bairros…?" over a table keyed by the workshop lists the column the noun heads, each value once;
 * - a cell that enumerates what a row is for ("locadoras, escolas, hospitais e carros oficiais") is named by any one of
 *   them, though another word of it ("carros") is in other rows too;
 * - a quarter written as results write it ("1T31") is a period column.
 */
const RECORD = `# Ficha do contrato de locação de veículos — Frota Leste

## Identificação

| Campo | Informação |
|---|---|
| Locadora | Rodavale Locações Ltda. |
| Gestor | Otaviano Brás Quintela |
| Cidade | Serra do Anil |

## Mensalidades do semestre

| Mês | Aluguel fixo (R$) | Quilometragem extra (R$) | Total pago (R$) |
|---|---:|---:|---:|
| janeiro de 2031 | 8.400,00 | 312,50 | 8.712,50 |
| fevereiro de 2031 | 8.400,00 | 0,00 | 8.400,00 |
| março de 2031 | 8.400,00 | 645,10 | 9.045,10 |

## Oficinas credenciadas

| Oficina | Bairro | Serviço |
|---|---|---|
| Auto Center Piquiri | Centro | revisão |
| Mecânica Três Irmãos | Vila Nova | freios |
| Auto Center Piquiri | Centro | pneus |

## Inspeção de freios

| Veículo | Desgaste (%) | Classe |
|---|---:|---|
| VL-01 | 32 | B |
| VL-02 | 71 | D |

## Pneus por eixo

| Eixo | Número de pneus |
|---|---:|
| Dianteiro | 2 |
| Traseiro | 2 |

## Franquias por faixa

| Faixa | Para quem | Franquia (R$) |
|---|---|---:|
| Pequena | um carro de passeio | 1.200,00 |
| Média | até dois carros | 2.500,00 |
| Grande | frotas de três a dez carros (empresas e condomínios) | 4.000,00 |
| Especial | locadoras, escolas, hospitais e carros oficiais | 6.000,00 |
`;
const passages = passagesOf(RECORD, "ficha-locacao-frota-leste.md");

describe("a column that holds one figure in every row", () => {
  it("answers an amount asked per month, not the identification cell that names the company", () => {
    const answer = composeAnswer("Quanto a Rodavale Locações Ltda. cobra de aluguel fixo por mês?", passages);
    expect(answer).toContain("8.400,00");
    expect(answer).toContain("cada mês");
    expect(answer).not.toContain("Locadora");
  });

  it("is not named by a word any figure is headed by", () => {
    expect(composeAnswer("E o número de série do furgão, qual é?", passages)).not.toContain("em cada");
  });

  it("is no answer when the rows differ", () => {
    const answer = composeAnswer("Quanto a Rodavale cobra de quilometragem extra por mês?", passages);
    expect(answer).not.toContain("em cada mês");
  });
});

describe("a cell read back", () => {
  it("answers with a value of one capital letter, which is no word the question wrote", () => {
    expect(composeAnswer("Em que classe de desgaste ficou o veículo VL-02?", passages)).toMatch(/\bD\b/);
  });
});

describe("the values of the column a question names", () => {
  it("lists the column the noun heads, each value once", () => {
    const answer = composeAnswer("Quais bairros têm oficinas credenciadas?", passages);
    expect(answer).toContain("Centro e Vila Nova");
    expect(answer.match(/Centro/g)).toHaveLength(1);
  });
});

describe("a cell that enumerates what its row is for", () => {
  it("is named by one of the things it lists", () => {
    expect(composeAnswer("Qual é a franquia de uma escola?", passages)).toContain("6.000,00");
    expect(composeAnswer("Qual é a franquia de um hospital?", passages)).toContain("6.000,00");
    // The table's own reading names the row, as a question that sets out where it is from reads it.
    expect(tableAnswerOf("Qual é a franquia de uma escola?", passages)?.text).toContain("Especial");
  });

  it("is not named by a thing it does not list", () => {
    const answer = composeAnswer("Qual é a franquia de uma motocicleta?", passages);
    expect(answer.startsWith(NOTHING_FOUND) || !/6\.000,00/.test(answer)).toBe(true);
  });
});

describe("a quarter as results write it", () => {
  it("is a period", () => {
    expect(periodPhrase("1T31")).toBe("no 1T31");
    expect(periodPhrase("2S2030")).toBe("no 2S2030");
    expect(periodPhrase("T31")).toBeNull();
  });
});
