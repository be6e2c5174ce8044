import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** An amendment written for these tests: a cause stated as what a finding required, and a table of items. */
const VALVES = 14;
const amendment = passagesOf(
  [
    "# Segundo termo aditivo da adutora do Morro Azul",
    "",
    "A inspeção de outubro de 2025 encontrou trechos de tubo corroídos na travessia do córrego, o que exigiu válvulas de descarga adicionais. A troca do revestimento interno por polietileno foi pedida pela fiscalização por causa das incrustações em adutoras da mesma época.",
    "",
    "| Item | Descrição | Quantidade | Valor (R$) |",
    "|---|---|---|---:|",
    `| B1 | Válvulas de descarga DN 150 | ${VALVES} unidades | 98.000,00 |`,
    "| B2 | Revestimento interno em polietileno | 1.200 m | 264.000,00 |",
    "",
  ].join("\n"),
  "aditivo.md",
);

describe("a cause written as what it required", () => {
  it("“…, o que exigiu X” answers why X was needed, not the row that lists X", () => {
    const [reply = ""] = offlineConversation(
      amendment,
      "Bom dia! E o motivo de incluírem válvulas de descarga a mais na adutora? Vou explicar ao conselho.",
    );
    expect(reply).toContain("trechos de tubo corroídos");
  });
});

describe("a count whose verb follows its interrogative", () => {
  it("counts the plural the last question named, in the message's own gender", () => {
    const prior = {
      question: "Por que foi necessário instalar hidrantes novos no bairro?",
      answer: "A rede do bairro foi ampliada [1].",
      documentIds: [],
    };
    expect(standaloneQuestion("Quantos foram instalados?", prior).text).toBe("Quantos hidrantes foram instalados?");
  });

  it("answers with the count the table states", () => {
    const replies = offlineConversation(
      amendment,
      "Por que razão incluíram válvulas de descarga a mais na adutora?",
      "Quantas foram incluídas no aditivo?",
    );
    expect(replies[1]).toContain(`${VALVES} unidades`);
  });
});

describe("“cada uma” after a row's count", () => {
  it("is the row's amount over its count, when the conversation carries the row and the question names nothing", () => {
    const replies = offlineConversation(
      amendment,
      "Por que razão incluíram válvulas de descarga a mais na adutora?",
      "Quantas foram incluídas no aditivo?",
      "E cada uma custa quanto? Vou conferir a nota fiscal.",
    );
    expect(replies[2]).toContain(`R$ ${(98_000 / VALVES).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`);
  });

  it("a thing the row's cells name is counted in its “Quantidade” column", () => {
    const [reply = ""] = offlineConversation(amendment, "Quanto custou cada válvula de descarga?");
    expect(reply).toContain(`${VALVES} unidades`);
    expect(reply).toContain((98_000 / VALVES).toLocaleString("pt-BR", { minimumFractionDigits: 2 }));
  });
});
