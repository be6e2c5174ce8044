import { describe, expect, it } from "vitest";
import { answerOver } from "#tests/support/agent-documents.ts";

/**
 * "Qual locadora…?" over a table keyed by lot codes that has a column of rental companies, one per lot: the question
 * names the rows by that column, so the row that stands out is found among them and named by it, and a part of each
 * row's whole ("em proporção aos valores contratados") ranks them as a percentage would. A document written for this test.
 */
const LEASES = `# Relatório de locação de frota leve — 2027

## Lotes contratados

| Lote | Locadora | Veículos | Valor do contrato (R$) | Multas aplicadas (R$) |
|---|---|---:|---:|---:|
| LT-11 | Rodacerta Locações Ltda. | 42 | 1.260.000,00 | 25.200,00 |
| LT-12 | Frotaviva Serviços S.A. | 18 | 540.000,00 | 27.000,00 |
| LT-13 | Caminhal Mobilidade Ltda. | 30 | 900.000,00 | 9.000,00 |
| LT-14 | Estradeira Frotas Ltda. | 25 | 750.000,00 | 30.000,00 |
`;

const ask = answerOver(LEASES, "relatorio-locacao-frota-leve.md");

describe("rows named by the column the question asks which of", () => {
  it("finds the smallest among the rental companies and names it, not its lot code", () => {
    const reply = ask("Qual locadora tem menos veículos no contrato?");
    expect(reply).toMatch(/^A locadora Frotaviva Serviços S\.A\. tem/);
    expect(reply).not.toMatch(/^O lote/);
  });

  it("ranks a part of each row's whole when the question asks it in proportion, however it is wrapped", () => {
    // Fines over contract values: 2%, 5%, 1%, 4%; the largest share is Frotaviva's, though Estradeira's fine is larger.
    const shares = [25_200 / 1_260_000, 27_000 / 540_000, 9_000 / 900_000, 30_000 / 750_000];
    expect(shares.indexOf(Math.max(...shares))).toBe(1);
    const reply = ask(
      "Boa tarde! Qual locadora recebeu mais multas em proporção aos valores contratados? Quero levar isso à reunião.",
    );
    expect(reply).toMatch(/^A locadora Frotaviva Serviços S\.A\. tem o maior percentual de multas aplicadas: 5%/);
  });

  it("leaves a question about one lot, read by its code, as it was", () => {
    expect(ask("Quantos veículos tem o lote LT-13?")).toContain("30");
  });
});

/** Counts of two things per row: the question counts one and places it in the other ("nas bibliotecas"). */
const LIBRARIES = `# Balanço da rede de bibliotecas comunitárias — 2027

| Bairro | Bibliotecas | Leitores | Empréstimos no ano |
|---|---:|---:|---:|
| Alto do Cajueiro | 3 | 1.240 | 8.900 |
| Vila Piaçaba | 2 | 860 | 5.300 |
| Morro do Tamarindo | 4 | 1.715 | 11.020 |
`;

describe("the noun a count asks for, beside a column it only places", () => {
  it("adds up the readers, not the libraries they are counted in", () => {
    const readers = 1_240 + 860 + 1_715;
    const reply = answerOver(
      LIBRARIES,
      "balanco-bibliotecas-comunitarias.md",
    )("Oi! Quantos leitores, somando os três bairros, estão cadastrados nas bibliotecas?");
    expect(reply).toContain(readers.toLocaleString("pt-BR"));
    expect(reply).not.toMatch(/\b9 bibliotecas\b/);
  });
});
