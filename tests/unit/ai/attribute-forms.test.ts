import { describe, expect, it } from "vitest";
import { attributeAnswer } from "#core/ai/answer/attribute-answer.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** Where documents written for this test put a person's role: the forms a header, a list and a byline use. */
const REPORT = passagesOf(
  `# Relatório de inspeção das caixas-d'água escolares

**Equipe:** Divisão de Manutenção Predial (supervisor: Caetano Vilaça; vistoria: Ilda Moreno).
**Laudo estrutural:** Concreta Projetos Ltda., engenheira responsável Norma Quintaes.

## Responsabilidades

- **Divisão de Compras**, coordenada por Otília Barreto: cota as peças e abre o pedido.
- **Tânia Coelho**, técnica de edificações: acompanha as obras e fecha cada ordem de serviço.
`,
  "inspecao.md",
);
const ask = (question: string) => attributeAnswer(question, REPORT) ?? "";

describe("a role where documents write it", () => {
  it("each 'role: Name' of a parenthesis holding two, the unit before it", () => {
    expect(ask("Que cargo o Caetano Vilaça ocupa?")).toMatch(
      /^Caetano Vilaça é supervisor \(Divisão de Manutenção Predial\) \[\d+\]\.$/,
    );
    expect(ask("Ilda Moreno tem que função na equipe?")).toContain("vistoria");
  });

  it("a person's specialty or qualification is asked as their role is", () => {
    expect(ask("Qual a especialidade de Tânia Coelho?")).toContain("técnica de edificações");
    expect(ask("Qual a qualificação da Norma Quintaes?")).toContain("engenheira responsável");
  });

  it("a bold name, a comma and its role before a colon", () => {
    expect(ask("E a Tania Coelho, tem que funcao?")).toContain("técnica de edificações");
  });

  it("a role written before the name, after a comma", () => {
    expect(ask("Que papel a Norma Quintaes tem no relatório?")).toContain("engenheira responsável");
    expect(ask("Que papel a Norma Quintaes tem no relatório?")).toContain("Concreta Projetos");
  });

  it("'Quem coordena X?' over 'X, coordenada por Y', and Y's role is what Y does", () => {
    expect(ask("Quem coordena a Divisão de Compras?")).toMatch(
      /^A Divisão de Compras é coordenada por Otília Barreto \[\d+\]\.$/,
    );
    expect(ask("Que cargo a Otília Barreto ocupa?")).toMatch(
      /^Otília Barreto coordena a Divisão de Compras \[\d+\]\.$/,
    );
  });

  it("a verb whose participle is another unit's, or a unit not named, finds no one", () => {
    expect(ask("Quem coordena a Divisão de Obras?")).toBe("");
    expect(ask("Quem chefia a Divisão de Compras?")).toBe("");
  });
});

describe("a role written after a name that names what the role is of", () => {
  const BULLETIN = `# Boletim de obras — novembro

## Providências
1. A Superintendência Sul entregará o cronograma revisado até 12 de dezembro — responsável: Túlio Mascarenhas, diretor da Superintendência Sul.
`;
  const bulletin = passagesOf(BULLETIN, "boletim-obras.md");

  it("describes the person by the role, not the unit after the role as a person", () => {
    const [who] = offlineConversation(bulletin, "Oi, tudo certo? Quem é Túlio Mascarenhas?");
    expect(who).toContain("Túlio Mascarenhas é diretor da Superintendência Sul");
  });
});

describe("a role after a name on a header line with no full stop", () => {
  const PLAN = `# Plano de reuso de água cinza — 2029

Coordenação: Irene Vasconcelos, gerente de Projetos de Reuso
Aprovação: Diretoria Técnica

## Escopo
Reuso da água de lavagem dos filtros nas estações da região serrana.
`;
  const plan = passagesOf(PLAN, "plano-reuso.md");

  it("reads the role up to the line's end", () => {
    const [role] = offlineConversation(plan, "Qual o cargo da Irene Vasconcelos, por gentileza?");
    expect(role).toMatch(/é gerente de Projetos de Reuso \[/);
    expect(role).not.toContain("Aprovação");
  });
});

describe("who did what the verb names, read from the role written beside a name", () => {
  const MINUTES = `# Ata da sessão do conselho fiscal — março

## Presentes
- Marta Figueiró (conselheira, presidente da sessão)
- Caetano Vilar (contador, relator do parecer sobre as contas)
- Ilda Furquim (advogada)
`;
  const minutes = passagesOf(MINUTES, "ata-conselho-fiscal.md");

  it("finds the person whose role is the verb's noun", () => {
    const [presided] = offlineConversation(minutes, "Quem presidiu a sessão do conselho fiscal?");
    expect(presided).toContain("Marta Figueiró");
    expect(presided).not.toContain("Ilda Furquim");
    const [reported] = offlineConversation(minutes, "E quem relatou o parecer sobre as contas?");
    expect(reported).toContain("Caetano Vilar");
    expect(reported).not.toContain("Marta Figueiró");
  });
});

describe("a role written after a name inside a table's cell", () => {
  const SCHEDULE = passagesOf(
    `# Cronograma de lavagem de adutoras

| Etapa | Quem conduz | Data |
|---|---|---|
| Isolar o trecho da adutora leste | Everaldo Pinheiro, encarregado de Manobras | 12/02/2027 |
| Descarga e lavagem | Sônia Brandalise | 13/02/2027 |
`,
    "lavagem.md",
  );
  it("the cell's apposition ends at the cell's bar", () => {
    expect(attributeAnswer("Que cargo tem o Everaldo Pinheiro?", SCHEDULE) ?? "").toMatch(
      /^Everaldo Pinheiro é encarregado de Manobras \[\d+\]\.$/,
    );
    expect(attributeAnswer("A Sônia Brandalise tem que cargo?", SCHEDULE)).toBeNull();
  });
});

describe("a role written at length after a name, and a role as the key of a line", () => {
  const AUDIT = passagesOf(
    `# Auditoria dos contratos de manutenção de bombas — 2026

Supervisão: Eudóxia Carvalhal, técnica supervisora do Núcleo de Auditoria de Contratos de Manutenção Eletromecânica. Revisora dos cálculos de reajuste: Brígida Tavernard.

| Contrato | Achado | Prazo |
|---|---|---|
| 14/2025 | Medições sem assinatura do fiscal | 30/01/2027 |
| Responsável pelo acompanhamento | Jeremias Fontanelle | 28/02/2027 |
`,
    "auditoria-bombas.md",
  );
  const ask = (question: string) => attributeAnswer(question, AUDIT) ?? "";

  it("an apposition longer than a short title is read whole, up to its stop", () => {
    expect(ask("Que função a Eudóxia Carvalhal exerce na auditoria?")).toMatch(
      /^Eudóxia Carvalhal é técnica supervisora do Núcleo de Auditoria de Contratos de Manutenção Eletromecânica \[\d+\]\.$/,
    );
  });

  it("'Role: Name.' as a sentence of its own gives the name that role", () => {
    expect(ask("E a Brígida Tavernard, tem que função?")).toMatch(
      /^Brígida Tavernard é revisora dos cálculos de reajuste \[\d+\]\.$/,
    );
  });

  it("a clause whose verb follows a capitalised name's comma is no role", () => {
    const NOTICE = passagesOf(
      "# Aviso\n\nSe a obra parar fora do Cronograma Geral, deverá ser preparado pela Gerência de Obras um plano de retomada.\n",
      "aviso.md",
    );
    expect(attributeAnswer("Quem prepara o plano de retomada?", NOTICE)).toBeNull();
  });

  it("a table's row or a key followed by more than a name is no role's line", () => {
    expect(attributeAnswer("Qual é o cargo de Jeremias Fontanelle?", AUDIT)).toBeNull();
    expect(ask("Quem é Eudóxia Carvalhal?")).not.toContain("supervisão (");
  });
});

describe("the part a person plays in what the document governs, from the key of their line", () => {
  const CONTRACT = passagesOf(
    `# Contrato de manutenção de geradores

## Gestão

- Gestor do contrato: Wanderlino Pasquali, engenheiro eletricista.
- Fiscal de campo: Zuleide Portinari, técnica de manutenção.
`,
    "contrato-geradores.md",
  );
  it("asked in the contract, the key first and the post after it", () => {
    expect(attributeAnswer("Que papel a Zuleide Portinari tem no contrato?", CONTRACT)).toMatch(
      /^Zuleide Portinari é fiscal de campo \(técnica de manutenção\) \[\d+\]\.$/,
    );
  });
  it("the post first when asked as a post", () => {
    expect(attributeAnswer("Que cargo o Wanderlino Pasquali ocupa?", CONTRACT)).toMatch(
      /^Wanderlino Pasquali é engenheiro eletricista\b/,
    );
  });
});

describe("a comma after a capitalised name that opens a clause, not an apposition", () => {
  const HISTORY = passagesOf(
    `# Breve história do saneamento em Vale Claro

Em 1912, o engenheiro sanitarista Belmiro Aranha projetou a primeira rede de esgotos, levada depois ao Bairro Alto, e mais tarde à Vila Nova.
A rede ficou conhecida como Sistema Aranha, tanto que o nome ainda aparece nos mapas da prefeitura.
Helena Pires, a primeira engenheira da companhia, modernizou as estações na década de 1970.
`,
    "historia.md",
  );
  const reply = (question: string) => offlineConversation(HISTORY, question)[0] ?? "";

  it("a name followed by ', e …' or ', tanto que …' describes no one: the question is answered from its sentence", () => {
    expect(attributeAnswer("Quem levou a rede até a Vila Nova?", HISTORY)).toBeNull();
    expect(reply("Quem levou a rede até a Vila Nova?")).toContain("Belmiro Aranha");
    expect(attributeAnswer("Quem é o autor do Sistema Aranha?", HISTORY)).toBeNull();
  });

  it("an apposition an article opens is still a description", () => {
    expect(reply("Quem é Helena Pires?")).toContain("a primeira engenheira da companhia");
  });
});

describe("a role whose unit's name is joined by 'e'", () => {
  const MINUTES = passagesOf(
    `# Ata da reunião da comissão de tarifas

**Presentes:** Rosana Figueiral, gerente de Cadastro e Medição e secretária da comissão; Aurélio Pimenta, analista de Tarifas e Rui Saldanha, contador.

**Relatoria:** Jordana Vilela, coordenadora de Estudos Econômicos e Regulação.
`,
    "ata-tarifas.md",
  );
  const role = (question: string) => attributeAnswer(question, MINUTES) ?? "";

  it("keeps the unit's capitalised words after its 'e', up to a stop or another role", () => {
    expect(role("Qual é o cargo da Jordana Vilela?")).toContain("coordenadora de Estudos Econômicos e Regulação");
    expect(role("Oi! Qual o cargo da Rosana Figueiral, por favor?")).toContain("gerente de Cadastro e Medição");
    expect(role("Qual o cargo da Rosana Figueiral?")).not.toContain("secretária");
  });

  it("a person named after the 'e' is no part of the role before it", () => {
    expect(role("Qual é o cargo do Aurélio Pimenta?")).toContain("analista de Tarifas");
    expect(role("Qual é o cargo do Aurélio Pimenta?")).not.toContain("Saldanha");
  });
});

describe("posts in a table of people, before a name, and asked without the word 'cargo'", () => {
  const MINUTES = passagesOf(
    `# Ata da reunião do comitê de perdas

## Participantes

| Nome | Papel no comitê | Cargo |
| --- | --- | --- |
| Lindolfo Arrais | coordenador | gerente de Controle de Perdas |
| Quitéria Salles | secretária | analista de macromedição |

## Deliberações

O plano foi aprovado por proposta da superintendente de Operações Norte, Amélia Bastos.
Nada mais havendo, eu, Quitéria Salles, lavrei esta ata.
`,
    "ata-comite-perdas.md",
  );
  const role = (question: string) => attributeAnswer(question, MINUTES) ?? "";

  it("a row's post, from the column the question names", () => {
    expect(role("Qual é o cargo do Lindolfo Arrais?")).toContain("gerente de Controle de Perdas");
    expect(role("Qual é o papel do Lindolfo Arrais no comitê?")).toContain("coordenador");
    expect(role("Qual é o papel do Lindolfo Arrais no comitê?")).not.toContain("gerente");
  });

  it("a post and its unit before the name, after an article", () => {
    expect(role("Qual é o cargo da Amélia Bastos?")).toContain("superintendente de Operações Norte");
  });

  it("'o que X faz', 'X é o quê': the post asked without its noun", () => {
    expect(role("Oi! E a Quitéria Salles, o que ela faz?")).toContain("analista de macromedição");
    expect(role("O Lindolfo Arrais é o quê na companhia?")).toContain("gerente de Controle de Perdas");
    // The person named first and taken up by a pronoun, after a turn whose answer names a unit.
    const prior = {
      question: "Qual é o cargo da Amélia Bastos?",
      answer: "Amélia Bastos é gerente de Tratamento de Água [3].",
      documentIds: [],
    };
    expect(standaloneQuestion("E o Lindolfo Arrais, o que ele faz?", prior).text).toBe("O que o Lindolfo Arrais faz?");
    // What someone does in a case is no post asked.
    expect(role("O que o Lindolfo Arrais faz se a perda passar da meta?")).toBe("");
  });

  it("what the writer says of themself after a comma is no post", () => {
    expect(role("Qual é o cargo da Quitéria Salles?")).not.toContain("lavrei");
  });
});

describe("posts on header lines whose unit is written before the person, asked as people ask", () => {
  const VISIT = passagesOf(
    `# Relatório de vistoria das estações elevatórias

**Unidade vistoriada:** Gerência de Bombeamento da Companhia de Águas do Vale (Cavale); gerente: Wilma Teixeira Bastos.
**Área de apoio:** Coordenação de Telemetria da Companhia de Águas do Vale (Cavale) — Rogério Antunes Peixoto, coordenador.
**Equipe:** Lara Couto Menezes (química) e Nestor Fagundes Brito (eletrotécnico).
**Análises:** Laboratório Hidrolab, sob a responsabilidade de Caio Prates Lemos, biólogo (contrato nº 12/2026).

## Formação continuada

A equipe fará o curso de Formação em Bombas Submersas no primeiro semestre de 2027.
`,
    "vistoria.md",
  );
  const reply = (question: string) => offlineConversation(VISIT, question)[0] ?? "";

  it("a noun the documents capitalise only inside a title is no part of the name asked about", () => {
    expect(reply("Bom dia! Qual é a formação do Nestor Fagundes Brito?")).toContain("eletrotécnico");
    expect(reply("Qual é a formação da Lara Couto Menezes?")).toContain("química");
  });

  it("an apposition that a parenthesis follows ends before it", () => {
    expect(reply("Qual é a formação do Caio Prates Lemos?")).toMatch(/Caio Prates Lemos é biólogo\b/);
  });

  it("'; gerente: Name' after the unit on its line: the post with that unit", () => {
    expect(reply("Olá! Qual é o cargo da Wilma Teixeira Bastos?")).toMatch(/gerente.*Gerência de Bombeamento/);
  });

  it("a company's acronym in parentheses on the line is no other person: the line's unit stays with the post", () => {
    expect(reply("Qual é o cargo do Rogério Antunes Peixoto?")).toMatch(/coordenador.*Coordenação de Telemetria/);
  });
});

/** A roster that writes posts in sentences: after a copula, and before the name that a pair of commas sets off. */
const ROSTER = passagesOf(
  `# Escala da estação elevatória Jaguaretê

A elevatória opera em dois turnos de 12 horas. O eletricista-chefe, Valdir Moura, cobre o turno do dia e guarda as chaves
do painel. Rosana Quaresma é a coordenadora de Manutenção Elétrica da Regional Oeste e aprova as trocas de turno. A
equipe foi ampliada em 2025.
`,
  "escala.md",
);

describe("posts written in a sentence", () => {
  const inRoster = (question: string) => attributeAnswer(question, ROSTER) ?? "";

  it("a post after the copula and its article, up to the clause that goes on", () => {
    expect(inRoster("Bom dia. Qual é a função da Rosana Quaresma?")).toMatch(
      /^Rosana Quaresma é coordenadora de Manutenção Elétrica da Regional Oeste \[\d+\]\.$/,
    );
  });

  it("a post before the name, the sentence going on after the name's second comma", () => {
    expect(inRoster("Qual é o cargo do Valdir Moura? (ele tem as chaves)")).toMatch(
      /^Valdir Moura é eletricista-chefe \[\d+\]\.$/,
    );
  });
});
