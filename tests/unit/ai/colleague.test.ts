import { describe, expect, it } from "vitest";
import { calculate, figuresIn } from "#core/ai/answer/calculate.ts";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { leansOnContext, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { sentencesAsked, summarize } from "#core/ai/answer/summarize.ts";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { CitationNumbers } from "#core/chat/citation-numbers.ts";
import { locatePassage } from "#core/documents/locate-passage.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { parseQuantity } from "#core/documents/tables.ts";
import { chunkSections, markdownSections } from "#workers/ingestion/chunk-document.ts";

// Written for these tests: no evaluation set's document or dialogue is reused here.
const PLAN = `# Plano de atendimento

## Canais

| Canal | Volume mensal | Meta de automação |
|---|---:|---:|
| Balcão | 11.300 | 15% |
| Portal | 3.900 | 40% |
| Aplicativo | 8.700 | 55% |

## Orçamento

O orçamento total do piloto é de R$ 520.000,00. Até a avaliação foram comprometidos R$ 345.000,00 com licenças.

## Equipe

- Beatriz Lemos, gerente do projeto
- Rodrigo Paiva, analista de dados
`;

function passagesOf(markdown: string, name = "plano.md"): PromptPassage[] {
  return chunkSections(markdownSections(markdown)).map((chunk, i) => ({
    n: i + 1,
    chunkId: i + 1,
    documentId: "doc",
    documentName: name,
    location: chunk.location,
    text: chunk.content,
    tables: chunk.tables,
  }));
}

/** One document's passages in the order the retriever hands them over, each a section's location and text. */
function documentPassages(
  documentId: string,
  documentName: string,
  sections: { location: string; text: string }[],
): PromptPassage[] {
  return sections.map(({ location, text }, i) => ({
    n: i + 1,
    chunkId: i + 1,
    documentId,
    documentName,
    location,
    text,
  }));
}

/** The figure a reply states after "=": what a reader checks. */
const resultOf = (reply: string) => /= ((?:R\$\s*)?[^\s:)]+?)(?:\)|\s|$|\.\s)/.exec(reply)?.[1];

describe("tables as data: the answer is computed from the cells, and shows the figures", () => {
  const passages = passagesOf(PLAN);
  const volumes = [11_300, 3_900, 8_700];

  it("a sum over the column equals the cells added, with every cell shown", () => {
    const reply = answerFromTables("Qual o volume mensal total somando os três canais?", passages) ?? "";
    const total = volumes.reduce((a, b) => a + b, 0);
    expect(parseQuantity(resultOf(reply) ?? "")?.value).toBe(total);
    for (const cell of ["11.300", "3.900", "8.700"]) expect(reply).toContain(cell);
  });

  it("an average, a maximum and a difference between two named rows agree with the cells", () => {
    const average = answerFromTables("Qual a média da meta de automação dos canais?", passages) ?? "";
    expect(parseQuantity(resultOf(average) ?? "")?.value).toBeCloseTo((15 + 40 + 55) / 3, 2);
    const max = answerFromTables("Qual canal tem o maior volume mensal?", passages) ?? "";
    expect(max).toMatch(/^O canal Balcão tem o maior volume mensal/);
    const difference = answerFromTables("Quanto o Aplicativo recebe a mais por mês que o Portal?", passages) ?? "";
    expect(parseQuantity(resultOf(difference) ?? "")?.value).toBe(8_700 - 3_900);
  });

  it("a cell is answered in one sentence naming its row and column, cited", () => {
    const reply = answerFromTables("Qual é a meta de automação para o canal Balcão?", passages) ?? "";
    expect(reply).toMatch(/^A meta de automação do canal Balcão é 15% \[\d+\]\.$/);
  });

  it("a column word is not an operation ('vazão média' is a column)", () => {
    const table = passagesOf("| Poço | Vazão média |\n|---|---:|\n| Norte | 100 |\n| Sul | 50 |\n");
    const reply = answerFromTables("Qual a vazão média do poço Sul?", table) ?? "";
    expect(reply).toContain("50");
    expect(reply).not.toContain("=");
  });

  it("a remainder over a passage's two figures of one kind", () => {
    const reply = composeAnswer("Quanto sobra do orçamento depois do que foi comprometido?", passages);
    expect(parseQuantity(resultOf(reply) ?? "")?.value).toBe(520_000 - 345_000);
  });

  it("years in running text are not amounts: a 'quantos anos' question is not answered by subtracting them", () => {
    // A bare four-digit number from 1000 to 2100 is a year; pt-BR writes a count of thousands with its dot.
    const text =
      "Herman Hollerith (1860-1929) inventou uma máquina usada no censo de 1890, reduzindo o processamento de " +
      "sete anos para dois anos e meio; o censo de 2010 contou 1.500 recenseadores.";
    expect(figuresIn(text).map((figure) => figure.label)).toEqual(["1.500"]);
    const yearPassages: PromptPassage[] = [
      { n: 1, chunkId: 1, documentId: "h", documentName: "História.md", location: null, text },
    ];
    const reply = composeAnswer("Para quantos anos a máquina reduziu o tempo de processamento?", yearPassages);
    expect(reply).not.toMatch(/1\.890|1\.860|= 30\b/);
  });

  it("'O que é X?' is answered first by the sentence that spells X out, not by one that only mentions it", () => {
    const glossary: PromptPassage[] = documentPassages("r", "Regulamento.md", [
      {
        location: "Regulamento > Notas",
        text: "O professor lança as notas no Siscad até o fim do semestre. O Siscad envia um aviso ao coordenador.",
      },
      {
        location: "Regulamento > Glossário",
        text: "Sistema de Controle Acadêmico (Siscad): registra a frequência e as notas de cada disciplina.",
      },
    ]);
    expect(composeAnswer("O que é o Siscad?", glossary)).toMatch(/^Sistema de Controle Acadêmico \(Siscad\): registra/);
    const spelledOut: PromptPassage[] = [
      { ...(glossary[0] as PromptPassage), text: "A FAPEX foi criada por lei em 1992 e implantada no ano seguinte." },
      {
        ...(glossary[1] as PromptPassage),
        text: "A Fundação de Apoio à Extensão (FAPEX) apoia projetos de extensão das universidades do estado.",
      },
    ];
    expect(composeAnswer("O que é a FAPEX?", spelledOut)).toMatch(/^A Fundação de Apoio à Extensão \(FAPEX\) apoia/);
  });

  it("'O que é X?' prefers the sentence that defines X plainly over one that only says something of it", () => {
    const manual: PromptPassage[] = documentPassages("d", "Manual.md", [
      {
        location: "Manual > Conceitos",
        text: "Macromedição é o conjunto de medições de vazão feitas nas grandes adutoras.",
      },
      {
        location: "Manual > Introdução",
        text: "Como o termo sugere, a macromedição é uma atividade contínua. Os medidores ficam nas saídas dos reservatórios.",
      },
      {
        location: "Manual > Notas",
        text: "Na prática, a ligação inativa é rara nos bairros atendidos há mais de dez anos pela rede.",
      },
      {
        location: "Manual > Termos",
        text: "Entende-se por ligação inativa a ligação cortada há mais de seis meses, sem consumo.",
      },
      {
        location: "Manual > Rotas",
        text: "Segundo a norma, o leiturista é avaliado pela supervisão a cada trimestre do ano.",
      },
      {
        location: "Manual > Equipe",
        text: "Ao técnico que lê os hidrômetros em campo dá-se o nome de leiturista.",
      },
    ]);
    expect(composeAnswer("O que é macromedição?", manual)).toMatch(/^Macromedição é o conjunto de medições/);
    expect(composeAnswer("O que é ligação inativa?", manual)).toMatch(/^Entende-se por ligação inativa/);
    expect(composeAnswer("O que é um leiturista?", manual)).toMatch(/^Ao técnico que lê os hidrômetros/);
    // A parenthesis after the term says what it is.
    const areas: PromptPassage[] = documentPassages("a", "Areas.md", [
      { location: "Áreas > Notas", text: "Cada regional atende até doze municípios do litoral e do interior." },
      {
        location: "Áreas > Leituras",
        text: "As leituras são conferidas no âmbito da regional (a unidade que responde por um grupo de municípios), antes do faturamento.",
      },
    ]);
    expect(composeAnswer("O que é a regional?", areas)).toMatch(/^As leituras são conferidas no âmbito da regional/);
  });

  it("a sentence whose subject is the one before it is read with that sentence", () => {
    const report: PromptPassage[] = documentPassages("m", "Manual.md", [
      {
        location: "Manual > Prestação de contas",
        text: "O relatório técnico descreve as atividades do trimestre. É o documento exigido para a prestação de contas.",
      },
    ]);
    expect(composeAnswer("Qual o documento exigido para a prestação de contas?", report)).toMatch(
      /^O relatório técnico descreve as atividades do trimestre\. É o documento exigido/,
    );
  });

  it("two sentences without a subject are read back to the one that names it; a key and its value leans on none", () => {
    const glossary: PromptPassage[] = documentPassages("g", "Glossario.md", [
      {
        location: "Glossário > Termos",
        text: "O boletim de medição registra o serviço executado no mês. Geralmente preparado pelo fiscal de campo. É a base do pagamento à contratada.",
      },
      {
        location: "Glossário > Autoria",
        text: "Glossário da gestão de contratos, versão 2, de março de 2026. Revisado por: Dalva Sertã (fiscal de campo).",
      },
    ]);
    expect(composeAnswer("Qual é a base do pagamento à contratada?", glossary)).toMatch(
      /^O boletim de medição registra o serviço executado no mês\. Geralmente preparado pelo fiscal de campo\. É a base/,
    );
    expect(composeAnswer("Quem revisou o glossário?", glossary)).toMatch(/^Revisado por: Dalva Sertã/);
  });

  it("a sentence that opens with a consequence ('Por isso, …') is read with the sentence it follows from", () => {
    const history: PromptPassage[] = documentPassages("h", "Historia.md", [
      {
        location: "História > Pioneiros",
        text: "Em 1958, o engenheiro Jurandir Lessa desenhou a primeira estação de tratamento da cidade. Por isso, Lessa é lembrado como o pai do saneamento local.",
      },
    ]);
    expect(composeAnswer("Quem é lembrado como o pai do saneamento local?", history)).toContain("Jurandir Lessa");
  });

  it("a quotation's last sentence is read back to where it opens, which names who said it", () => {
    const history: PromptPassage[] = documentPassages("q", "Historia.md", [
      {
        location: "História > Inauguração",
        text: "Nas palavras do engenheiro Olavo Prates, no discurso de 1962, “A estação nasce pequena. Ela vai crescer com a cidade. Um dia vai abastecer todo o vale”.",
      },
    ]);
    expect(composeAnswer("De quem é a frase sobre abastecer todo o vale?", history)).toContain("Olavo Prates");
  });

  it("a sentence that restates the answering one ('Trata-se de…') comes with it", () => {
    const audit: PromptPassage[] = documentPassages("a", "Auditoria.md", [
      {
        location: "Auditoria > Etapas",
        text: "Cada contrato passa por uma conciliação antes do parecer. Trata-se de uma conferência linha a linha dos pagamentos com as medições.",
      },
    ]);
    expect(composeAnswer("O que é a conciliação?", audit)).toContain("conferência linha a linha");
  });

  it("a word of the same family as the passage's is not missing ('exigências'/'exige'); a missing subject still is", () => {
    const notice: PromptPassage[] = documentPassages("e", "Edital.md", [
      {
        location: "Edital > Inscrição",
        text: "O edital exige a inscrição prévia de cada docente no sistema, com o formulário assinado pela coordenação.",
      },
      { location: "Edital > Prazos", text: "As inscrições ficam abertas por quinze dias a partir da publicação." },
    ]);
    expect(composeAnswer("Quais as exigências do edital para os docentes?", notice)).toContain(
      "exige a inscrição prévia",
    );
    expect(composeAnswer("Qual é o salário dos docentes do edital?", notice)).toMatch(/^Não encontrei/);
  });

  it("calculate refuses nothing it can do and shows its work in pt-BR figures", () => {
    const sum = calculate("sum", [
      { label: "a", value: 1_234.5, unit: "money" },
      { label: "b", value: 10, unit: "money" },
    ]);
    expect(sum?.expression).toBe("R$ 1.234,50 + R$ 10,00 = R$ 1.244,50");
    const points = calculate("difference", [
      { label: "antes", value: 38.2, unit: "percent" },
      { label: "depois", value: 35.7, unit: "percent" },
    ]);
    expect(points?.result).toBeCloseTo(2.5, 9);
    expect(points?.written).toBe("2,5");
  });
});

describe("follow-ups made standalone", () => {
  const prior = (question: string, answer: string) => ({ question, answer, documentIds: ["doc"] });

  it("a demonstrative takes the entity the previous question named with that noun", () => {
    const result = standaloneQuestion(
      "E qual a satisfação mínima exigida para esse canal?",
      prior("Qual é a meta de automação para o canal Balcão?", "A meta de automação do canal Balcão é 15% [1]."),
    );
    expect(result.text).toContain("o canal Balcão");
    expect(result.followUp).toBe(true);
  });

  it("an elliptical question asks the previous one again about the new item", () => {
    const result = standaloneQuestion(
      "E no portal?",
      prior("Qual a satisfação mínima exigida para o canal Balcão?", "A satisfação mínima do canal Balcão é 80% [1]."),
    );
    expect(result.text).toBe("Qual a satisfação mínima exigida para o canal portal?");
    expect(result.context).not.toMatch(/Balcão/);
  });

  it("a pronoun takes the person the previous answer brought", () => {
    const result = standaloneQuestion(
      "E qual o prazo dela?",
      prior(
        "Quem é responsável pela vistoria das bombas?",
        "O responsável pela ação Vistoria das bombas é Marta Ribas [1].",
      ),
    );
    expect(result.text).toContain("Marta Ribas");
  });

  it("a question that stands alone is left alone, greetings included", () => {
    const before = prior("Qual o orçamento?", "O orçamento é R$ 480.000,00 [1].");
    for (const question of ["Qual é a meta de automação do canal Site?", "Oi!", "O que você consegue fazer?"]) {
      expect(leansOnContext(question), question).toBe(false);
      expect(standaloneQuestion(question, before).text).toBe(question);
    }
    // "está" (is) is not the demonstrative "esta".
    expect(leansOnContext("Onde está o relatório de perdas?")).toBe(false);
  });
});

describe("summaries over the document's structure", () => {
  it("one sentence per section, tables and lists included; N sentences when asked", () => {
    const passages = passagesOf(PLAN);
    const whole = summarize("Resuma o plano", passages, "plano.md");
    for (const fact of ["Balcão", "520.000", "Beatriz Lemos"]) expect(whole).toContain(fact);
    const two = summarize("Resuma o plano em duas frases", passages, "plano.md");
    expect(sentencesOf(two.replace(/\s*\[\d+\]/g, ""))).toHaveLength(2);
    expect(sentencesAsked("em três frases")).toBe(3);
    expect(sentencesAsked("Resuma o plano")).toBeNull();
  });
});

describe("sentences of legal prose", () => {
  it("break before § and Art., between an enumeration's items, and before a lowercase sentence", () => {
    expect(
      sentencesOf(
        "Art. 3º O acesso é revisado a cada 6 meses. § 1º o acesso de terceiros depende de contrato. § 2º Perfis sem uso são bloqueados.",
      ),
    ).toEqual([
      "Art. 3º O acesso é revisado a cada 6 meses.",
      "§ 1º o acesso de terceiros depende de contrato.",
      "§ 2º Perfis sem uso são bloqueados.",
    ]);
    expect(sentencesOf("considera-se: I - dado pessoal: informação; II - dado sensível: saúde.")).toEqual([
      "considera-se: I - dado pessoal: informação;",
      "II - dado sensível: saúde.",
    ]);
    expect(sentencesOf("A Academia, fundada em 387 a.C. por Platão, durou séculos.")).toHaveLength(1);
    expect(sentencesOf("O prazo é de 30 dias. 2. O aluno entrega o relatório.")).toEqual([
      "O prazo é de 30 dias.",
      "2. O aluno entrega o relatório.",
    ]);
  });
});

describe("a quoted passage found again after an edit", () => {
  const before = "O prazo de resposta é de 15 dias corridos, contados da notificação.";
  it("finds the edited paragraph that most resembles the quote, and nothing when none does", () => {
    const edited = `# Manual\n\nIntrodução sem relação.\n\nO prazo de resposta é de 10 dias corridos, contados da notificação.\n\nOutro assunto qualquer.`;
    expect(locatePassage(before, edited)).toBe("O prazo de resposta é de 10 dias corridos, contados da notificação.");
    expect(locatePassage(before, "# Manual\n\nTexto inteiramente novo sobre férias e benefícios.")).toBeNull();
    expect(locatePassage(before, `x\n\n${before}\n\ny`)).toBe(before);
  });
});

describe("citations numbered in the order the answer uses them", () => {
  it("renumbers as the text streams, across a marker split between deltas", () => {
    const numbers = new CitationNumbers(() => 12);
    const out = ["Primeiro [6", "] e depois [2] e de novo [6]", " e [99]."]
      .map((delta) => numbers.push(delta))
      .join("");
    expect(out + numbers.flush()).toBe("Primeiro [1] e depois [2] e de novo [1] e [99].");
    expect(numbers.order()).toEqual([6, 2]);
  });
});
