import { describe, expect, it } from "vitest";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * What a whole summary keeps of documents written for this test: a letter whose numbered paragraphs sit under its
 * title alone, a sheet whose table a sentence concludes, and a note whose calculation is written as label lines. Every
 * expected text is a figure or phrase of the documents below.
 */
const LETTER = `# Carta nº 77/2027 — GAB

Porto Serrano, 3 de março de 2027.

Ao Senhor
**Silvano Prates Moura**
Secretário Municipal de Obras

1. A Companhia de Águas do Vale Serrano (Cavase) informa que fará a troca do registro principal da rede do bairro Figueiral entre as 7h de 22 de março de 2027 e as 19h do mesmo dia, o que exigirá a interrupção do abastecimento por até 12 horas.

2. A troca faz parte do programa de setorização da rede, que recebeu investimento de R$ 2,6 milhões e vai reduzir as perdas do bairro de 38% para 27% até o fim do ano.

3. A interrupção atingirá as ruas listadas abaixo. A normalização será gradual, do ponto mais baixo para o mais alto.

| Rua | Ligações atingidas |
|---|---:|
| Rua das Acácias | 410 |
| Rua do Porto | 285 |

4. Solicitamos o apoio do Departamento de Trânsito para interditar meia pista da Avenida Beira-Rio durante a escavação.

Atenciosamente,

Teodoro Lins Azevedo Diretor de Operações da Cavase
`;

const SHEET = `# Avaliação trimestral da contratada — Limpeza de reservatórios

## Notas por critério

A nota final é a média das notas ponderada pelos pesos.

| Critério | Peso (%) | Nota |
|---|---:|---:|
| Prazo | 50 | 6,0 |
| Qualidade | 50 | 9,0 |

Com nota final 7,5, a contratada ficou na faixa regular neste trimestre.

## Providências

A contratada deve entregar um plano de recuperação dos prazos em 10 dias úteis.
`;

const NOTE = `# Nota técnica nº 9/2027 — Reservação do bairro Pedra Alta

## 1. Situação

O bairro Pedra Alta tem 6.000 habitantes e um reservatório de 300 m³, que esvazia nas tardes de verão.

## 2. Cálculo

Adotou-se a reservação de um terço do consumo do dia de maior consumo.

- Consumo diário: 6.000 hab × 150 L/hab.dia = 900 m³/dia.
- Volume necessário: 900 m³ ÷ 3 = 300 m³.
- Volume a acrescentar: 300 m³ × 1,5 − 300 m³ = 150 m³.

## 3. Recomendação

Recomenda-se um reservatório metálico de 150 m³, instalado ao lado do existente.
`;

describe("a whole summary says what each part of the document states", () => {
  it("a letter under its title alone gives its main paragraphs, not its dateline or signature", () => {
    const reply = summarize("Pode resumir a carta, por favor?", passagesOf(LETTER, "carta.md"), "carta.md");
    expect(reply).toContain("12 horas");
    expect(reply).toContain("22 de março");
    expect(reply).not.toContain("Porto Serrano, 3 de março");
    expect(reply).not.toContain("Teodoro Lins Azevedo");
    // A summary, not the letter again: shorter than the letter's own text.
    expect(reply.length).toBeLessThan(LETTER.length);
  });

  it("a table's section keeps the sentence that concludes it, with its figure", () => {
    const reply = summarize("Resuma a avaliação.", passagesOf(SHEET, "avaliacao.md"), "avaliacao.md");
    expect(reply).toContain("7,5");
    expect(reply).toContain("faixa regular");
  });

  it("a calculation written as label lines under a heading of the body is summarised, its result included", () => {
    const reply = summarize("Me faz um resumo da nota técnica?", passagesOf(NOTE, "nota.md"), "nota.md");
    expect(reply).toContain("**2. Cálculo**");
    expect(reply).toMatch(/900 m³|300 m³ ÷ 3/);
  });
});
