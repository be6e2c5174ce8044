import { describe, expect, it } from "vitest";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A summary of what a document says about one topic that no heading names, over a council hearing's transcript written
 * for this test: the answer after a question that names the topic is about it though it repeats none of its words, and
 * so is the exchange that goes on from it ("E …", "isso"); the other exchanges are left out. A topic in two parts
 * covers both; a topic that is the document's whole subject, or that nothing in it speaks of, gets the whole summary.
 */
const HEARING = `# Ata taquigráfica da audiência pública sobre a drenagem de Vila Arinos

**Local:** Câmara Municipal de Arinos do Sul, plenário.
**Data:** 12 de março de 2031.

---

**Vereadora Odete Franco:** Secretário, os moradores do Jardim Taboca perguntam: as enchentes da Rua Piau vão acabar antes do próximo verão?

**Secretário Bruno Lemke:** O galpão de bombas fica pronto em outubro. Ele vai retirar 420 litros por segundo do canal. O projeto custou R$ 3,2 milhões, pagos pelo fundo estadual. Até lá, duas bombas móveis ficam de plantão.

**Vereadora Odete Franco:** E quanto tempo isso leva para esvaziar a rua depois de uma chuva forte?

**Secretário Bruno Lemke:** Hoje a água fica parada por nove horas. Com o galpão, esperamos menos de duas horas. A limpeza das bocas de lobo passa a ser mensal.

**Vereador Caio Menegat:** Mudando de assunto: e a merenda das escolas municipais?

**Secretária Lívia Torres:** Servimos 18 mil refeições por dia em 41 escolas. O cardápio tem 30% de produtos da agricultura familiar.

**Vereador Caio Menegat:** E o transporte escolar rural?

**Secretária Lívia Torres:** São 26 rotas, com 1.140 alunos. Três ônibus novos chegam em agosto.
`;

const passages = () => passagesOf(HEARING, "ata-audiencia-drenagem-vila-arinos.md");
const summary = (question: string) => summarize(question, passages(), "ata-audiencia-drenagem-vila-arinos.md");

describe("a summary of what was said about a topic", () => {
  it("gives the answers to the question that names the topic and to the one that goes on from it", () => {
    const reply = summary("Resuma o que o secretário disse sobre as enchentes da Rua Piau.");
    expect(reply).toContain("420 litros por segundo");
    expect(reply).toContain("nove horas");
    expect(reply).not.toContain("18 mil refeições");
    expect(reply).not.toContain("26 rotas");
    // The councillor's questions are asked, not said.
    expect(reply).not.toContain("vão acabar antes");
  });

  it("covers each part of a topic in two parts", () => {
    const reply = summary("Resuma o que foi dito sobre a merenda e o transporte escolar, por favor.");
    expect(reply).toContain("18 mil refeições");
    expect(reply).toContain("26 rotas");
    expect(reply).not.toContain("420 litros por segundo");
  });

  it("reads the topic after 'como foi' and 'o que aconteceu com' as after 'sobre'", () => {
    for (const question of [
      "Boa tarde! Resuma como foi a discussão do transporte escolar rural.",
      "Em poucas palavras, o que aconteceu com o transporte escolar rural?",
    ]) {
      const reply = summary(question);
      expect(reply).toContain("26 rotas");
      expect(reply).not.toContain("420 litros por segundo");
    }
  });

  it("keeps to the length asked", () => {
    const reply = summary("Em duas frases, o que o secretário disse sobre as enchentes?");
    expect(reply.match(/[.!?](?=\s|$)/g)?.length).toBe(2);
  });

  it("summarises the whole document when the topic is its subject or nothing in it speaks of the topic", () => {
    const whole = summary("Resuma a ata.");
    expect(summary("Resuma a ata da audiência sobre a drenagem de Vila Arinos.")).toBe(whole);
    expect(summary("Resuma o que disseram sobre a coleta de lixo hospitalar.")).toBe(whole);
  });
});
