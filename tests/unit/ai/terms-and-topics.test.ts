import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { withDefinedTerms } from "#core/ai/answer/defined-terms.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A continuity plan written for these tests: two terms defined with their acronyms, and a table headed by them. */
const SYSTEMS = [
  { name: "Supervisório das elevatórias", stop: 3, loss: 10 },
  { name: "Leitura remota de hidrômetros", stop: 12, loss: 120 },
  { name: "Painel de indicadores", stop: 48, loss: 720 },
];
const plan = passagesOf(
  [
    "# Plano de continuidade da telemetria",
    "",
    "O tempo máximo de parada (TMP) é o prazo em que o sistema precisa voltar a operar; a janela de perda (JP) é a quantidade máxima de registros perdidos admitida, medida em minutos.",
    "",
    "| Sistema | Criticidade | TMP (horas) | JP (minutos) |",
    "|---|---|---:|---:|",
    ...SYSTEMS.map((s, i) => `| ${s.name} | ${["alta", "média", "baixa"][i]} | ${s.stop} | ${s.loss} |`),
    "",
  ].join("\n"),
  "continuidade.md",
);
const turn = (question: string, answer: string) => ({ question, answer, documentIds: [] });

describe("a term the documents define, asked in the words of its definition", () => {
  it("joins the question, so the column the term heads answers, and only that column", () => {
    const question = "Bom dia! Quantos registros o supervisório das elevatórias pode perder no máximo?";
    expect(withDefinedTerms(question, plan)).toContain("JP");
    const [reply = ""] = offlineConversation(plan, question);
    expect(reply).toContain(`${SYSTEMS[0]?.loss} minutos`);
    expect(reply).not.toContain(`${SYSTEMS[0]?.stop} horas`);
  });

  it("is not added when the question names the term, nor when it shares too little of the definition", () => {
    expect(withDefinedTerms("Qual é o TMP do painel de indicadores?", plan)).not.toContain("(TMP");
    expect(withDefinedTerms("Qual sistema precisa de manutenção?", plan)).not.toMatch(/\((?:TMP|JP),/);
    // Nor when no table heads a column by the term: its words would only count against a sentence's answer.
    const prose = passagesOf(
      `# Glossário\n\n${plan[0]?.text.split("\n").find((line) => line.includes("(JP)")) ?? ""}\n`,
      "g.md",
    );
    expect(withDefinedTerms("Quantos registros o supervisório pode perder no máximo?", prose)).not.toContain("JP");
  });
});

describe("what a pronoun stands for", () => {
  it("never an adverb: “no máximo” is no thing", () => {
    const prior = turn(
      "Em quantas horas, no máximo, o sistema de cobrança precisa voltar a funcionar?",
      "O sistema de cobrança pode ficar parado por até 6 horas [2].",
    );
    expect(standaloneQuestion("E quantos registros ele pode perder?", prior).text).toBe(
      "Quantos registros o sistema de cobrança pode perder?",
    );
  });

  it("a topic set before the question, taken up by a pronoun that agrees with it", () => {
    const prior = turn("Qual é a vazão da bomba B-2?", "A vazão da bomba B-2 é 40 L/s [1].");
    expect(
      standaloneQuestion("Outra coisa, e o reservatório da estação Jurema, qual é o volume dele?", prior).text,
    ).toBe("Qual é o volume do reservatório da estação Jurema?");
    expect(standaloneQuestion("E a adutora nova, quando ela entra em operação?", prior).text).toBe(
      "Quando a adutora nova entra em operação?",
    );
    // A pronoun that does not agree with the topic is not it.
    expect(standaloneQuestion("E o reservatório, qual é a capacidade dela?", prior).text).not.toBe(
      "Qual é a capacidade do reservatório?",
    );
  });
});

describe("places a table writes as ordinal numerals", () => {
  // Written for this test: the classification is a column of its own beside the company's name.
  const session = passagesOf(
    [
      "# Ata do pregão eletrônico nº 31/2026 — hidrômetros",
      "",
      "| Classificação | Empresa | Lance final (R$) | Situação |",
      "|---|---|---:|---|",
      "| 1ª | Medidores Tabatinga Ltda. | 412.300,00 | Arrematante |",
      "| 2ª | Hidrocontrol Jaboticaba S.A. | 418.900,00 | Cadastro de reserva |",
      "| 3ª | Aquametro Sapucaia Ltda. | 431.000,00 | Desclassificada |",
      "",
    ].join("\n"),
    "pregao.md",
  );

  it("name the row in that place, not the row ranked there by a figure", () => {
    const [second = "", third = ""] = offlineConversation(
      session,
      "Olá! Quem ficou em segundo lugar no pregão?",
      "E qual foi o lance da terceira colocada?",
    );
    expect(second).toContain("Hidrocontrol Jaboticaba");
    expect(third).toContain("431.000,00");
  });

  it("a demonstrative's phrase is not said twice when the words that followed it end it", () => {
    const prior = turn("Qual foi o lance do terceiro lugar do pregão?", "R$ 431.000,00 [1].");
    expect(standaloneQuestion("E qual empresa ocupou esse terceiro lugar?", prior).text).toBe(
      "Qual empresa ocupou o terceiro lugar do pregão?",
    );
  });
});

describe("“isso” after a row read whole", () => {
  it("is the figure of the measure the last question asked, not the row's first", () => {
    const prior = turn(
      "Me diga a velocidade de recalque do marco M-4.",
      "O recalque acumulado do marco M-4 é 12,8 mm; a velocidade média, 2,1 mm/mês [3].",
    );
    expect(standaloneQuestion("E isso representa que percentual da velocidade máxima admitida?", prior).text).toContain(
      "2,1 mm/mês",
    );
  });
});
