import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A report on a campaign of meter checks and the appeal against its fines: a sentence that gives a whole, a part of
 * it and the part's breakdown; a schedule with a first and a second hearing; a company represented by a person whose
 * post follows the name; a part of the document whose text is all in its subsections. Written for this test.
 */
const REPORT = `# Campanha de aferição de hidrômetros e recurso da Hidrotécnica

**Recorrente:** Hidrotécnica Medição Ltda., com sede em Lagoa Clara, representada por Caetano Bastos Ferraz, gerente jurídico.

## Parte A — Campanha

**Vistoriador:** Renato Alves Pimenta, técnico de campo. **Data da vistoria:** 09/02/2026.

Em 2026, a equipe de aferição verificou 3.200 hidrômetros nos bairros Alvorada e Santa Rita e encontrou 416 hidrômetros com erro acima do tolerado: 290 marcavam a menos e 126 marcavam a mais.

| Bairro | Hidrômetros | Registrado (m³/mês) |
|---|---:|---:|
| Alvorada | 1.900 | 21.400 |
| Santa Rita | 1.300 | 15.750 |

| Etapa | Data |
|---|---|
| Abertura do recurso | 02/03/2026 |
| Primeira audiência de conciliação | 20/03/2026 |
| Segunda audiência de conciliação | 14/04/2026 |

## Parte B — Decisão da comissão

**Relatora:** Joana Tavares Lins. **Data:** 30/04/2026.

### Cabimento

O recurso foi apresentado no prazo de dez dias úteis e por quem representa a empresa, e por isso foi conhecido.

### Mérito

| Pedido | O que se pediu | Decisão | Como fica |
|---|---|---|---|
| 1. Prazo de troca | 60 dias | parcialmente acolhido | troca em 45 dias |
| 2. Multa | 2% do contrato | negado | mantidos 5% do contrato |
| 3. Laudo | laboratório próprio | acolhido | laudo de laboratório acreditado |

### Efeitos

A nova vistoria foi marcada para 12/05/2026 e os prazos voltam a contar a partir dela.
`;
const passages = passagesOf(REPORT, "campanha-afericao.md");

describe("figures and parts a report names in prose", () => {
  it("takes the share of the part over the whole the question names, from a sentence of many figures", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Que percentual dos hidrômetros verificados tinha erro acima do tolerado?",
    );
    // 416 ÷ 3.200 = 13%.
    expect(reply).toContain("13%");
  });

  it("reads a unit written in words ('m³ por mês') as the header's slash ('m³/mês')", () => {
    const [reply = ""] = offlineConversation(passages, "Qual é o total dos dois bairros, em m³ por mês?");
    expect(reply).toContain("37.150");
  });

  it("tells the second hearing from the first by its ordinal", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Quantos dias se passaram entre a abertura do recurso e a segunda audiência?",
    );
    // 02/03 to 14/04: 43 days.
    expect(reply).toContain("43 dias");
  });

  it("gives the post written after the name of a company's representative", () => {
    const [reply = ""] = offlineConversation(passages, "Que cargo tem o Caetano Bastos Ferraz?");
    expect(reply).toContain("gerente jurídico");
    expect(reply).not.toMatch(/representa a com sede/);
  });

  it("answers who did a piece of work by the person whose part is its agent noun", () => {
    const [reply = ""] = offlineConversation(passages, "Quem realizou a vistoria da campanha?");
    // Said of the person, not the line quoted.
    expect(reply).toMatch(/^Renato Alves Pimenta é vistoriador/);
  });

  it("summarises a part from its subsections, a table of text in all its columns", () => {
    const [reply = ""] = offlineConversation(passages, "Faça um resumo da decisão da comissão.");
    expect(reply).toContain("troca em 45 dias");
    expect(reply).toContain("12/05/2026");
  });
});
