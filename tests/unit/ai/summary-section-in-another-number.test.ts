import { describe, expect, it } from "vitest";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * "As conclusões" of a report whose section is headed "Conclusão": the stemmer reduces a plural in -ões and its
 * singular in -ão apart, so a section is named by either number. On a report written for this test.
 */
const METHOD = "As leituras foram feitas com manômetros digitais em doze hidrantes, de hora em hora, por sete dias.";
const CONCLUSION = [
  "A zona alta do setor Boa Vista opera abaixo de 10 mca em seis das doze leituras noturnas.",
  "Recomenda-se um booster de 15 L/s na Rua das Acácias, com custo estimado de R$ 96.000,00.",
  "A instalação deve ocorrer antes de março de 2028, quando começa a obra do novo loteamento.",
];
const REPORT = `# Relatório de pressões do setor Boa Vista

## 1. Método

${METHOD}

## 2. Conclusão

${CONCLUSION.join(" ")}
`;
const passages = passagesOf(REPORT, "relatorio-pressoes-boa-vista.md");

describe("a section asked in the other number", () => {
  it("'as conclusões' read the section headed 'Conclusão', not the whole report", () => {
    const reply = summarize("E as conclusões, quais foram?", passages, "relatorio-pressoes-boa-vista.md");
    for (const sentence of CONCLUSION) expect(reply).toContain(sentence);
    expect(reply).not.toContain(METHOD);
  });

  it("in N sentences, the section's N best sentences", () => {
    const reply = summarize(
      "Oi, tudo certo? Resume as conclusões em duas frases, que vou mandar por e-mail à gerência.",
      passages,
      "relatorio-pressoes-boa-vista.md",
    );
    expect(CONCLUSION.filter((sentence) => reply.includes(sentence))).toHaveLength(2);
    expect(reply).not.toContain(METHOD);
  });
});
