import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { answerOver, priorTurn } from "#tests/support/agent-documents.ts";

/**
 * How long something lasts is asked of the thing, not of the figure the last question measured ("a duração dele"
 * after "o valor do convênio": the agreement's), and answered by a sentence that states a span, not by one that only
 * names the word ("dividido pelos meses de duração"). A document written for this test.
 */
const AGREEMENT = `# Convênio de cooperação técnica com a Universidade do Vale do Piracema

## 1. Objeto e valor

O convênio apoia o monitoramento de macrófitas em três reservatórios. O repasse global é de R$ 412.000,00.

O repasse mensal é o repasse global dividido pelos meses de duração do convênio.

## 2. Duração

O convênio dura 30 meses contados da assinatura, com relatório técnico a cada semestre.

## 3. Coordenação

A coordenadora pela universidade é a professora Idalina Marambaia.
`;

const ask = answerOver(AGREEMENT, "convenio-universidade-piracema.md");

describe("a span asked", () => {
  it("is of the thing the last question measured, not of the measure", () => {
    const asked = standaloneQuestion(
      "E qual a duração dele?",
      priorTurn(
        "Quanto soma o valor global previsto no convênio universitário?",
        "O repasse global é de R$ 412.000,00.",
      ),
    );
    expect(asked.text).toContain("convênio");
    expect(asked.text).not.toMatch(/duração do valor/);
  });

  it("is answered by the sentence that states one, not by one that only names the word", () => {
    expect(ask("Qual é a duração do convênio com a universidade?")).toMatch(/^O convênio dura 30 meses/);
  });
});

/** A target is a figure of whatever kind the document writes it in. A document written for this test. */
const PLAN = `# Plano de hidrometração da Região dos Lagos Azuis

## 1. Contexto

A meta de hidrometração do plano foi revista pela diretoria comercial depois da auditoria do regulador.

## 2. Meta de hidrometração

Até dezembro de 2028, 98% das ligações ativas do plano terão hidrômetro instalado.
`;

describe("a target asked", () => {
  it("leads with the sentence that states it, not one that only names it", () => {
    const target = answerOver(PLAN, "plano-hidrometracao-lagos-azuis.md");
    expect(target("E qual meta o plano fixou para a hidrometração?")).toMatch(/^Até dezembro de 2028, 98%/);
  });
});
