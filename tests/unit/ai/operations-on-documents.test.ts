import { describe, expect, it } from "vitest";
import { attributeAnswer } from "#core/ai/answer/attribute-answer.ts";
import { NOTHING_FOUND, composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { summarize } from "#core/ai/answer/summarize.ts";
import { MINUTES, RESERVOIR_PLAN, passagesOf, projectPassages } from "#tests/support/agent-documents.ts";

describe("attributes where documents write them", () => {
  const passages = projectPassages();
  it("a person's role from a parenthesis, and the person a role belongs to", () => {
    expect(attributeAnswer("Qual é o cargo de Priscila Mota?", passages)).toMatch(
      /^Priscila Mota é analista financeira/,
    );
    expect(attributeAnswer("Qual a função do Otávio Reis?", passages)).toMatch(
      /^Otávio Reis é engenheiro de automação/,
    );
    expect(attributeAnswer("Quem é a coordenadora de operações?", passages)).toMatch(/^Helena Duarte é a coordenadora/);
    expect(attributeAnswer("Qual é o cargo de Joana Prates?", passages)).toBeNull();
    // "a cargo de" asks what she is in charge of: no post is the answer.
    expect(attributeAnswer("O que ficou a cargo de Priscila Mota?", passages)).toBeNull();
  });

  it("a bare title in parentheses is read with the line it is written on", () => {
    const header = passagesOf(
      `# Norma de hidrantes

**Área responsável:** Gerência de Redes Leste — Laís Fontoura Queiroz (Gerente)
`,
      "norma-hidrantes.md",
    );
    const reply = attributeAnswer("Quem é Laís Fontoura Queiroz?", header) ?? "";
    expect(reply).toMatch(/^Laís Fontoura Queiroz é Gerente/);
    expect(reply).toContain("Gerência de Redes Leste");
  });
});

describe("summaries read the request, not the document's noun", () => {
  const plan = passagesOf(RESERVOIR_PLAN, "plano-reservacao.md");
  const minutes = passagesOf(MINUTES, "ata-telemetria.md");
  const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((s) => /\[\d+\]/.test(s));

  it("honours a length, leaves the header lines out and keeps the objective's figures", () => {
    const reply = summarize("Resuma o plano em duas frases.", plan, "plano-reservacao.md");
    expect(sentences(reply).length).toBeLessThanOrEqual(2);
    expect(reply).not.toContain("Responsável:");
    expect(reply).toContain("19%");
  });

  it("a section named by any word of its kind is summarised whole, every item uncut", () => {
    for (const request of ["Resuma as deliberações da reunião.", "Quais os principais pontos das decisões?"]) {
      const reply = summarize(request, minutes, "ata-telemetria.md");
      expect(reply).toContain("distrito Lagoa, que tem as maiores perdas");
      expect(reply).toContain("com teto de R$ 640 mil");
      expect(reply).toContain("semanais a partir de maio");
      expect(reply).not.toContain("…");
    }
  });
});

describe("the refusal reads what is asked", () => {
  const passages = projectPassages();
  it("refuses when what is asked is written nowhere, or the year asked is not the documents'", () => {
    const documents = [{ id: "plano", name: "plano-reservacao.md" }];
    expect(composeAnswer("Qual é o e-mail do Otávio Reis?", passages, documents)).toBe(NOTHING_FOUND);
    expect(composeAnswer("Qual era a capacidade do reservatório Aurora em 2019?", passages, documents)).toBe(
      NOTHING_FOUND,
    );
    expect(composeAnswer("Qual é a capacidade do reservatório Aurora?", passages, documents)).not.toBe(NOTHING_FOUND);
  });
});

describe("what is asked may be named by a table's header", () => {
  it("'quais são as fases…' over a table whose first column is 'Fase' is answered, not refused", () => {
    const markdown =
      "# Plano\n\n## Cronograma\n\n| Fase | Responsável | Prazo |\n|---|---|---|\n| Levantamento das redes | Equipe Sul | Março de 2027 |\n| Instalação dos sensores | Equipe Norte | Junho de 2027 |\n";
    const reply = composeAnswer("Quais são as fases do cronograma?", passagesOf(markdown, "plano.md"));
    expect(reply).not.toBe(NOTHING_FOUND);
    expect(reply).toContain("Levantamento das redes");
    expect(reply).toContain("Instalação dos sensores");
  });
});

describe("a role and its holder inside a unit's parenthesis", () => {
  const NORM = `# Norma de uso de veículos

Área gestora: Gerência de Frota (gerente: Rosalva Quintela)
Revisão: Núcleo Jurídico (advogado: Tadeu Paiva Rocha)

Art. 1º Os veículos são usados só em serviço.
`;
  const norm = passagesOf(NORM, "norma-veiculos.md");
  it("'quem é a gerente de X' is the person written after that role, in the question's article", () => {
    expect(attributeAnswer("Quem é a gerente de Frota?", norm)).toMatch(/^Rosalva Quintela é a gerente/);
    expect(attributeAnswer("Quem é o advogado do Núcleo Jurídico?", norm)).toMatch(/^Tadeu Paiva Rocha é o advogado/);
    expect(attributeAnswer("Qual o cargo da Rosalva Quintela?", norm)).toContain("Gerência de Frota");
    expect(attributeAnswer("Quem é a chefe de Compras?", norm)).toBeNull();
  });
});

describe("a role that names its unit at length", () => {
  const MINUTES_TEXT = `# Ata da reunião do grupo de hidrometria

**Presentes**:
- Anselmo Trigueiro (coordenador de Hidrometria)
- Rosilda Baraúna (representante da Secretaria de Obras de Vila Nova do Piraquara, ouvinte)

Rosilda Baraúna ficou de enviar o parecer da agência até 12/03.
`;
  const minutes = passagesOf(MINUTES_TEXT, "ata-hidrometria.md");
  it("is read whole beside the name, and the person stays what a pronoun after it stands for", () => {
    expect(attributeAnswer("Qual o papel de Rosilda Baraúna na reunião?", minutes)).toContain(
      "representante da Secretaria de Obras de Vila Nova do Piraquara",
    );
    const prior = {
      question: "Qual o papel de Rosilda Baraúna na reunião?",
      answer: "Rosilda Baraúna é representante da Secretaria de Obras de Vila Nova do Piraquara, ouvinte [2].",
      documentIds: [],
    };
    expect(standaloneQuestion("O que ela ficou de enviar?", prior).text).toContain("Rosilda Baraúna");
  });
});

describe("a person's training asked", () => {
  const CONTRACT = `# Contrato de recomposição de calçadas

Fiscal técnico: Ivo Rangel (engenheiro civil da Regional Serra)
Gestora: Leda Marinho (administradora da Gerência de Contratos)
`;
  const contract = passagesOf(CONTRACT, "contrato-calcadas.md");
  it("is the description written beside the name, as a post is", () => {
    expect(attributeAnswer("Oi! Qual é a formação do Ivo Rangel?", contract)).toContain("engenheiro civil");
  });
});
