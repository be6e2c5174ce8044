import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A whole a sentence states ("o contrato tem valor global de R$ X, conforme a planilha abaixo") against the table
 * it introduces, and a sentence that states a total of another month or of the whole plan against a table that
 * holds the one asked. Documents written for this test.
 */
const CONTRACT = `# Contrato nº 212/2027 — Limpeza de reservatórios apoiados

**Contratada:** Aquaflor Serviços Ambientais Ltda.

## 1. Objeto

Limpeza e desinfecção de reservatórios apoiados de concreto em três regionais.

## 2. Preços

O contrato tem valor global de R$ 846.300,00, conforme a planilha abaixo. Os serviços são medidos por reservatório limpo.

| Item | Serviço | Unidade | Quantidade | Preço unitário (R$) | Total (R$) |
|---|---|---|---:|---:|---:|
| 1 | Limpeza de reservatórios apoiados | unidade | 95 | 8.260,00 | 784.700,00 |
| 2 | Desinfecção com hipoclorito | unidade | 95 | 380,00 | 36.100,00 |
| 3 | Análise bacteriológica pós-lavagem | amostra | 200 | 127,50 | 25.500,00 |
`;

const MILESTONES = `# Contrato nº 318/2027 — Sistema de gestão de perdas

**Contratante:** Companhia de Águas do Planalto.
**Contratada:** Veridiana Sistemas Hídricos S.A.

## Cláusula 2 — Valor

O contrato tem valor global de R$ 1.910.000,00, dos quais R$ 1.310.000,00 para a implantação e R$ 600.000,00
para o suporte durante 24 meses.

## Cláusula 4 — Marcos de pagamento

| Marco | Entrega | Prazo (dias) | Valor (R$) |
|---|---|---:|---:|
| M1 | Inventário de dados | 30 | 262.000,00 |
| M2 | Integração com a telemetria | 90 | 524.000,00 |
| M3 | Modelo validado | 150 | 524.000,00 |
`;

const CHEMICALS = `# Boletim de insumos das estações — novembro de 2027

## Custo com produtos químicos por estação

| Estação | Custo em novembro (R$ mil) |
|---|---:|
| ETA Pirapitinga | 330,5 |
| ETA Boqueirão | 273,0 |

Em outubro, o custo total com produtos químicos foi de R$ 640,2 mil. O boletim de dezembro trará a comparação anual.
`;

const PLAN = `# Plano de hidrometração 2026–2027

## Orçamento

Orçamento total do plano: R$ 1.450.000, com recursos próprios.

| Ação | 2026 (R$) | 2027 (R$) |
|---|---:|---:|
| Troca de hidrômetros parados | 300.000 | 420.000 |
| Telemetria de grandes consumidores | 230.000 | 500.000 |
`;

const documents = (...names: string[]) => names.map((name) => ({ id: name, name }));

describe("a whole stated by the line that introduces a table", () => {
  const passages = passagesOf(CONTRACT, "contrato-limpeza-reservatorios.md");
  // As the chat turn asks it: greeting and aside set apart first.
  const ask = (message: string) => offlineConversation(passages, message)[0] ?? "";

  it("answers with the stated figure, not a row the contract's title words name", () => {
    const answer = ask("Bom dia! De quanto é o valor global firmado com a Aquaflor para a limpeza de reservatórios?");
    expect(answer).toContain("R$ 846.300,00");
    expect(answer).not.toMatch(/quantidade, 60/u);
  });

  it("reads a total asked by its other name in the sentence that writes it global", () => {
    const answer = ask("O contrato de limpeza soma quanto, em valor total? Vou lançar no sistema.");
    expect(answer).not.toContain("784.700");
    expect(answer).toContain("R$ 846.300,00");
  });

  it("still reads a row the question names from the table", () => {
    expect(ask("Quanto custa cada análise bacteriológica pós-lavagem, pelo preço unitário?")).toContain("127,50");
  });
});

describe("a total asked of a contract whose value is written global", () => {
  const passages = passagesOf(MILESTONES, "contrato-gestao-perdas.md");
  const ask = (message: string) => offlineConversation(passages, message)[0] ?? "";

  it("is the stated value, not the sum of the milestones' column", () => {
    const answer = ask("Olá, a Veridiana foi contratada por quanto, no valor total? É para a conciliação do mês.");
    expect(answer).toContain("R$ 1.910.000,00");
    expect(answer).not.toContain("1.310.000:");
  });

  it("still adds the milestones up when they are what is asked", () => {
    expect(ask("Somando os valores dos marcos M1, M2 e M3, quanto dá?")).toContain("1.310.000");
  });
});

describe("a sentence's total of another period", () => {
  it("gives way to the table of the month asked", () => {
    const passages = passagesOf(CHEMICALS, "boletim-insumos-novembro.md");
    const answer = composeAnswer(
      "Novembro teve que custo total com produtos químicos?",
      passages,
      documents("boletim-insumos-novembro.md"),
    );
    expect(answer).toContain("603,5");
    expect(answer).not.toContain("640,2");
  });

  it("gives way to the table's column for the year asked when it states the whole plan", () => {
    const passages = passagesOf(PLAN, "plano-hidrometracao-2026-2027.md");
    const answer = composeAnswer(
      "Quanto do orçamento total do plano vai para 2027?",
      passages,
      documents("plano-hidrometracao-2026-2027.md"),
    );
    expect(answer).toContain("920.000");
  });
});
