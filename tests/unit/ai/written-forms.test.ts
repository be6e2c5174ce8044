import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * What a document writes in another word or in its own form: a price index by its acronym (never as "índice"), a
 * correction as "reajuste". On a contract written for this test (fictional): the sentence that answers names neither
 * the question's noun nor its verb.
 */
const CONTRACT = `# Contrato nº 45/2032 — Limpeza de caixas d'água das escolas estaduais

## Cláusula 2 — Preço

O preço por caixa limpa é de R$ 310,00, pago após o laudo de potabilidade.
A contratada apresentou a planilha de preços unitários junto com a proposta.

## Cláusula 7 — Reajuste

Os preços serão reajustados a cada 12 meses pelo INPC, contados da data da proposta.

## Cláusula 9 — Foro

Fica eleito o foro da comarca de Salto Baixo para dirimir as questões deste contrato.
`;
const passages = passagesOf(CONTRACT, "contrato-caixas.md");

describe("a document's own words for what is asked", () => {
  it("answers the index asked with the acronym the contract writes, the correction read as its 'reajuste'", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Bom dia! Que índice corrige os preços desse contrato de limpeza? Preciso prever no orçamento.",
    );
    expect(reply).toContain("INPC");
  });

  it("still refuses an index the contract does not state", () => {
    const [reply = ""] = offlineConversation(passages, "Qual índice de satisfação as escolas deram à limpeza?");
    expect(reply).not.toContain("INPC");
  });
});

describe("an organisation asked by its name", () => {
  const MINUTES = `# Ata da reunião de almoxarifado — março de 2032

## Deliberações

A desinfecção dos reservatórios da sede será feita por empresa terceirizada, a contratar até maio.
Os hidrômetros do lote B serão fornecidos pela Medinorte Instrumentos Ltda., vencedora do pregão 12/2032.
O seguro dos veículos da frota leve foi renovado por mais 12 meses, com franquia de R$ 2.500,00.
Os aprendizes do almoxarifado poderão estagiar em empresas de logística e de transporte da região.
Leiturix desenvolveu o aplicativo de leitura usado pelos agentes comerciais.
Duas cooperativas de catadores assinaram o termo de coleta seletiva do almoxarifado.
`;
  const minutes = passagesOf(MINUTES, "ata-almoxarifado.md");

  it("is answered where the documents write the name", () => {
    const [reply = ""] = offlineConversation(minutes, "Qual empresa vai fornecer os hidrômetros do lote B?");
    expect(reply).toContain("Medinorte Instrumentos");
  });

  it("is not asked when the question asks for kinds of organisation, in the plural", () => {
    const [reply = ""] = offlineConversation(
      minutes,
      "Em quais empresas os aprendizes do almoxarifado poderão estagiar?",
    );
    expect(reply).toContain("empresas de logística");
  });

  it("is answered by a name that opens its sentence, and refused after a count in words that opens one", () => {
    const [named = ""] = offlineConversation(minutes, "Qual empresa desenvolveu o aplicativo de leitura dos agentes?");
    expect(named).toContain("Leiturix");
    const [counted = ""] = offlineConversation(
      minutes,
      "Qual é o nome da cooperativa que assinou o termo de coleta seletiva?",
    );
    expect(counted).toMatch(/^Não encontrei/);
  });

  it("is refused where the sentence names only the person who answers for the task, answered by a company's name", () => {
    const tasks = passagesOf(
      `# Ata da reunião de manutenção predial — abril de 2032

## Encaminhamentos

- Contratar a calibração das balanças do almoxarifado até 30/06/2032 — responsável: Odete Varjão.
- A pintura dos galpões será feita pela empresa Tintas Caraúna Engenharia, contratada em fevereiro.
`,
      "ata-manutencao.md",
    );
    const [scale = ""] = offlineConversation(
      tasks,
      "Qual empresa vai fazer a calibração das balanças do almoxarifado?",
    );
    expect(scale).toMatch(/^Não encontrei/);
    const [paint = ""] = offlineConversation(tasks, "Qual empresa fará a pintura dos galpões?");
    expect(paint).toContain("Tintas Caraúna Engenharia");
  });

  it("is refused where they say there is one but not which", () => {
    const [company = ""] = offlineConversation(minutes, "Qual empresa fará a desinfecção dos reservatórios da sede?");
    expect(company).toMatch(/^Não encontrei/);
    const [insurer = ""] = offlineConversation(minutes, "Qual é o nome da seguradora dos veículos da frota leve?");
    expect(insurer).toMatch(/^Não encontrei/);
  });
});

describe("someone asked with 'quem' over a table", () => {
  const AUCTION = `# Ata do leilão de sucatas — 2032

## Lotes

| Lote | Material | Lance mínimo (R$) | Valor arrematado (R$) |
|---|---|---:|---:|
| 1 | Hidrômetros velhos | 4.000 | 5.200 |
| 2 | Tubos de ferro fundido | 9.500 | 9.500 |

## Vistoria

| Lote | Vistoriado por | Data |
|---|---|---|
| 1 | Odete Marcondes | 02/03/2032 |
| 2 | Caetano Rebouças | 03/03/2032 |
`;
  const auction = passagesOf(AUCTION, "ata-leilao.md");

  it("is answered by the row that names the person", () => {
    const [reply = ""] = offlineConversation(auction, "Quem vistoriou o lote 2 do leilão de sucatas?");
    expect(reply).toContain("Caetano Rebouças");
  });

  it("is refused where the row gives only figures", () => {
    const [reply = ""] = offlineConversation(auction, "Quem arrematou os tubos de ferro fundido no leilão?");
    expect(reply).toMatch(/^Não encontrei/);
  });
});
