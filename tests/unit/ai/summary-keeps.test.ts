import { describe, expect, it } from "vitest";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * What a summary keeps, over a workshop's quarterly bulletin and a works-closure record written for this test:
 * - a section whose heading the request writes whole is the one summarised, though the title writes the same words;
 *   its table of quarters ("1T30", "1T31") reads as a change from one to the other, not a sum of unlike rows;
 * - the header lines that say the period, a term or a party are kept in a whole summary;
 * - a total row labelled in its second column is named by that label; an amount stated beside the table is kept;
 * - "desse contrato" points at what the conversation reads, not at the section "Contrato"; a section asked whole opens
 *   with its first sentence.
 */
const BULLETIN = `# Boletim de resultados — 1º trimestre de 2031

**Unidade:** Oficina Central da Frota Leste.
**Período de apuração:** janeiro a março de 2031.
**Responsável:** Irene Dalcastagnè.

## Destaques

A oficina concluiu 214 ordens de serviço no trimestre, 12% a mais que no mesmo período de 2030. A duração média dos consertos caiu para 2,4 dias.

## Resultado do trimestre

| R$ mil | 1T30 | 1T31 |
|---|---:|---:|
| Receita de serviços | 820,4 | 901,7 |
| Despesas gerais | 610,2 | 655,0 |
| Resultado | 210,2 | 246,7 |

A receita cresceu com os contratos de manutenção das prefeituras vizinhas.

## Próximos passos

A oficina vai abrir um segundo turno em maio de 2031.
`;
const CLOSURE = `# Termo de encerramento da obra de drenagem da Rua Tapiá

**Contratada:** Construtora Beira-Serra Ltda.
**Vencimento da garantia:** 14/02/2034.

## Dados da obra

**Objeto:** troca de 380 m de galeria pluvial sob a Rua Tapiá.
**Previsão de término:** 30/11/2033.

## Medições

| Item | Serviço | Total (R$) |
|---|---|---:|
| 1 | Escavação de vala | 48.200,00 |
| 2 | Assentamento de tubos | 91.350,00 |
| | **Valor medido** | **139.550,00** |

**Saldo a pagar:** R$ 12.480,00.

## Vistoria

Obra recebida sem pendências em 02/12/2033 pela engenheira Lívia Caporali. Os tubos da drenagem foram inspecionados com câmera em toda a extensão da obra. O relatório fotográfico da vistoria da obra ficou arquivado na pasta da obra. A calçada da obra foi refeita no padrão municipal depois da vistoria.

## Contrato

Contrato nº 45/2033, assinado em 10/01/2033 com a Construtora Beira-Serra.

## Pendências

Nenhuma pendência foi registrada.
`;
const bulletin = passagesOf(BULLETIN, "boletim-oficina-1t31.md");
const closure = passagesOf(CLOSURE, "termo-encerramento-drenagem.md");

describe("a section named by its whole heading", () => {
  const summary = summarize("Um resumo do resultado do trimestre?", bulletin, "boletim-oficina-1t31.md");

  it("summarises that section alone", () => {
    expect(summary).toContain("901,7");
    expect(summary).not.toContain("segundo turno");
  });

  it("is named so whatever verb asks for the summary", () => {
    const asked = summarize("Faça um resumo do resultado do trimestre.", bulletin, "boletim-oficina-1t31.md");
    expect(asked).toContain("901,7");
    expect(asked).not.toContain("segundo turno");
  });

  it("reads its quarters as a change, and adds up no rows", () => {
    expect(summary).toContain("de 820,4 no 1T30 para 901,7 no 1T31");
    expect(summary).not.toContain("no total");
  });
});

describe("a whole summary", () => {
  it("keeps the header line that says the period", () => {
    const summary = summarize("Resuma o boletim.", bulletin, "boletim-oficina-1t31.md");
    expect(summary).toContain("janeiro a março de 2031");
    expect(summary).not.toContain("Irene");
  });

  it("keeps the term, the total row by its label and the amount beside the table", () => {
    const summary = summarize("Resuma o termo.", closure, "termo-encerramento-drenagem.md");
    expect(summary).toContain("14/02/2034");
    // A body section of fields says what it is about first: its term is key only in the document's own header.
    expect(summary).toContain("galeria pluvial");
    expect(summary).toContain("Valor medido (139.550,00)");
    expect(summary).toContain("12.480,00");
    expect(summary).not.toMatch(/ e \(139/);
  });
});

describe("a section asked through a reference to the document", () => {
  it("is the section named, opened by its first sentence", () => {
    const summary = summarize("Resuma a vistoria desse contrato.", closure, "termo-encerramento-drenagem.md");
    expect(summary).toContain("sem pendências em 02/12/2033");
    expect(summary).not.toContain("45/2033");
    expect(summary).not.toContain("Nenhuma pendência");
    expect(summary).not.toContain("Beira-Serra");
  });
});
