import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Amounts per a period, over a history whose rows are months written in figures ("09/2026") and whose days are a
 * column of their own: a month named in words names its row; a unit named in words ("metros cúbicos") weighs as the
 * symbol the table writes; "Quanto isso dá por dia?" divides the amount the last reply gave by the days it gave;
 * "E em agosto, qual foi a média diária?" divides another month's amount by its own days, the subject carried from two
 * turns back, and "diária" there is no per diem. Over a hospital's water report written for this test; expected figures
 * computed here.
 */
const MONTHS = [
  { ref: "07/2026", days: 31, volume: 1_178 },
  { ref: "08/2026", days: 31, volume: 1_209 },
  { ref: "09/2026", days: 30, volume: 1_140 },
  { ref: "10/2026", days: 31, volume: 1_271 },
];
const pt = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
const REPORT = `# Relatório de uso de água do Hospital Regional Vale do Anil — 2º semestre de 2026

**Responsável:** Telma Guimarães (engenheira clínica).

## Leitura de outubro

| Item | Valor |
|---|---|
| Leitura anterior | 88.410 m³ |
| Leitura atual | 89.681 m³ |
| Consumo medido | 1.271 m³ |

## Histórico de consumo

| Referência | Dias de consumo | Consumo (m³) |
|---|---:|---:|
${MONTHS.map((m) => `| ${m.ref} | ${m.days} | ${pt(m.volume)} |`).join("\n")}

## Despesas da auditoria de água

| Despesa | Valor (R$) |
|---|---:|
| Diárias do técnico auditor | 1.800,00 |
| Deslocamento | 640,00 |
`;
const passages = passagesOf(REPORT, "relatorio-agua-hospital-vale-do-anil.md");
const month = (ref: string) => MONTHS.find((m) => m.ref === ref) ?? { ref, days: 1, volume: 0 };

describe("amounts per a period", () => {
  it("names a month's row by the month in words and a unit by its words", () => {
    const [reply] = offlineConversation(passages, "Quantos metros cúbicos o hospital consumiu em setembro?");
    expect(reply).toContain(pt(month("09/2026").volume));
  });

  it("divides the amount of the last reply by the days it gave, then another month's by its own days", () => {
    const [, perDay, august] = offlineConversation(
      passages,
      "Quantos metros cúbicos o hospital consumiu em setembro?",
      "Quanto isso dá por dia?",
      "E em agosto, qual foi a média diária?",
    );
    const september = month("09/2026");
    expect(perDay).toContain(pt(september.volume / september.days));
    const aug = month("08/2026");
    expect(august).toContain(pt(Math.round((aug.volume / aug.days) * 100) / 100));
    expect(august).not.toContain("1.800");
  });

  it("computes a month's daily average asked in one question, with courtesy around it", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Qual foi a média diária de consumo em julho? Preciso comparar com a meta do hospital.",
    );
    const july = month("07/2026");
    expect(reply).toContain(pt(Math.round((july.volume / july.days) * 100) / 100));
  });

  it("carries the subject of the question before a last one that leaned on it, its period giving way to a new one", () => {
    const earlier = {
      question: "Quantos metros cúbicos o hospital consumiu em setembro?",
      answer: "09/2026 — dias de consumo: 30; consumo: 1.140 m³. [2]",
      documentIds: ["relatorio-agua-hospital-vale-do-anil.md"],
      earlier: null,
    };
    const prior = {
      question: "Quanto isso dá por dia?",
      answer: "São 38 m³ por dia, em média: 1.140 m³ ÷ 30 dias = 38 m³ [2].",
      documentIds: earlier.documentIds,
      earlier,
    };
    const asked = standaloneQuestion("E em agosto, qual foi a média diária?", prior);
    expect(asked.context).toContain("hospital");
    expect(asked.context).not.toContain("setembro");
  });

  it("divides an amount stated in thousands of reais by the days of its row, in reais", () => {
    const services = passagesOf(
      [
        "# Serviços contratados pelo hospital em 2026",
        "",
        "| Serviço | Dias de serviço | Valor (R$ mil) |",
        "|---|---:|---:|",
        "| Limpeza das caixas-d'água | 30 | 45 |",
        "| Desinfecção da rede interna | 12 | 30 |",
      ].join("\n"),
      "servicos-hospital-2026.md",
    );
    const [reply] = offlineConversation(services, "Quanto a desinfecção da rede interna custou por dia, em média?");
    expect(reply).toContain((30_000 / 12).toLocaleString("pt-BR", { minimumFractionDigits: 2 }));
  });
});
