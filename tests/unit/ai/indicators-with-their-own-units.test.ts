import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A panel of indicators whose rows measure different things (a percentage, an amount, a count), keyed by a code, with
 * a starting value, a target and the person who answers for each. Written for this test.
 */
const PANEL = `# Painel de metas da Gerência de Relacionamento — 2026

## Indicadores

| Código | Indicador | Partida (mar/2026) | Alvo (dez/2026) | Responsável |
|---|---|---:|---:|---|
| A.1 | Chamados encerrados no primeiro contato | 48% | 71% | Heloísa Prado Quintela, gerente de Atendimento ao Cliente |
| A.2 | Receita recuperada em renegociações | R$ 6,4 milhões | R$ 8,0 milhões | Otávio Mendes Sarraf, gerente de Cobrança |
| A.3 | Pedidos de religação pendentes há mais de 30 dias | 1.240 | 310 | Marcelo Dutra Ventura, coordenador de Religação |
| A.4 | Clientes com cadastro e ainda sem fatura por e-mail | 52.300 | 40.000 | Heloísa Prado Quintela, gerente de Atendimento ao Cliente |
| A.5 | Reclamações na ouvidoria por 10 mil ligações | 42 | 30 | Marcelo Dutra Ventura, coordenador de Religação |
`;
const passages = passagesOf(PANEL, "painel-metas.md");

describe("a panel of indicators, each row in its own unit", () => {
  it("sets two percentages of a row apart by points", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Quantos pontos percentuais o alvo de chamados encerrados no primeiro contato tem a mais que a partida?",
    );
    expect(reply).toContain("23 pontos percentuais");
  });

  it("gives a figure just read as a share over the other figure of its row the follow-up names", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Qual é o alvo de receita recuperada em renegociações?",
      "Isso fica quanto acima da partida, em percentual?",
    );
    // (8,0 − 6,4) ÷ 6,4 = 25%.
    expect(reply).toContain("25%");
    expect(reply).toContain("maior que a partida");
  });

  it("reads a bound written in a row's name as that row's name, not as a filter on the figures", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Olá! Qual o alvo de pedidos de religação pendentes há mais de 30 dias?",
    );
    expect(reply).toContain("310");
  });

  it("reads 'ainda sem' in a row's name as the row, not as what remains", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Quantos clientes com cadastro e ainda sem fatura por e-mail há, segundo o painel?",
    );
    expect(reply).toContain("52.300");
    expect(reply).not.toMatch(/12\.300/);
  });

  it("counts how many lie between two figures of one row, named with 'entre … e …'", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Quantos pedidos há entre a partida e o alvo de pedidos de religação pendentes há mais de 30 dias?",
    );
    // 1.240 − 310.
    expect(reply).toContain("930");
  });

  it("lists the rows whose person column opens with the name asked, a post after it", () => {
    const [reply = ""] = offlineConversation(passages, "Por quais indicadores Heloísa Prado Quintela responde?");
    expect(reply).toContain("Chamados encerrados no primeiro contato");
    expect(reply).toContain("Clientes com cadastro e ainda sem fatura por e-mail");
    expect(reply).not.toContain("Receita recuperada");
  });
});
