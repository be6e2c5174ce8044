import { describe, expect, it } from "vitest";
import { type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A row an answer named stays what the next turns talk about: its share of the column's total, a difference from
 * another row, the pair of rows the last two answers named. A table written for this test.
 */
const REAGENTS = `# Boletim de reagentes das estações de tratamento — setembro

## Consumo e controle por estação

| Estação | Reagente principal | Consumo (kg) | Custo unitário do reagente (R$/kg) | Análises de controle no mês (nº) |
|---|---|---:|---:|---:|
| ETA Boa Esperança (filtros rápidos) | Sulfato de alumínio | 12.400 | 2,10 | 310 |
| ETA Serra Clara | Policloreto de alumínio | 8.150 | 3,40 | 190 |
| ETA Vau Fundo | Sulfato de alumínio | 5.700 | 2,15 | 420 |
| Total | — | 26.250 | — | 920 |
`;

const passages = passagesOf(REAGENTS, "boletim-reagentes.md");
const conversation = (...asks: string[]) => offlineConversation(passages, ...asks);
const turn = (question: string, answer: string, earlier?: PriorTurn): PriorTurn => ({
  question,
  answer,
  documentIds: [],
  earlier: earlier ?? null,
});

describe("a table's column named by its first word", () => {
  it("'fez mais análises' reads the column that counts analyses, whatever qualifies it", () => {
    const [most] = conversation("Qual estação fez mais análises?");
    expect(most).toContain("ETA Vau Fundo");
    expect(most).toContain("420");
  });

  it("'mais baixo' is the least, not the most", () => {
    const repairs = passagesOf(
      "## Reparos de ramal por distrito\n\n| Distrito | Custo médio do reparo (R$) |\n|---|---:|\n| Capão Seco | 1.480 |\n| Ilha Verde | 960 |\n| Mata Fria | 1.215 |\n",
      "reparos.md",
    );
    const [least] = offlineConversation(repairs, "Qual distrito tem o custo médio mais baixo?");
    expect(least).toMatch(/Ilha Verde tem o menor custo médio[^(]*R\$ 960/u);
  });
});

describe("the row a which-row answer named", () => {
  it("'isso' in a share of the total is that row's figure over its column's total", () => {
    const [, share] = conversation("Qual estação consumiu mais reagente?", "Isso dá quantos por cento do total?");
    // 12.400 of 26.250 kg.
    expect(share).toContain("47,2%");
  });

  it("a pronoun after that share is still the row: a difference from another row", () => {
    const [, , more] = conversation(
      "Oi! Qual estação fez mais análises no mês?",
      "Isso equivale a quantos por cento do total?",
      "E quantas análises a mais ela fez do que a ETA Serra Clara?",
    );
    // 420 − 190.
    expect(more).toContain("230");
  });

  it("'a diferença entre as duas' after two which-row answers is between those two rows", () => {
    const replies = conversation(
      "Qual estação teve o consumo mais baixo?",
      "E qual teve o consumo mais alto?",
      "E de uma para a outra, a diferença é de quanto?",
    );
    // 12.400 − 5.700 kg.
    expect(replies[2]).toContain("6.700");
  });

  it("writes the standalone question from the rows, their names' own parentheses and units with digits kept", () => {
    const most = turn(
      "Qual filtro tem a maior vazão?",
      "O filtro “F-2 (areia e antracito)” tem a maior vazão: 3.100 m3/h (F-2 (areia e antracito) 3.100 m3/h > F-1 1.900 m3/h) [4].",
    );
    expect(standaloneQuestion("Isso é que porcentagem do total?", most).text).toBe(
      "Quanto F-2 (areia e antracito) representa do total de vazão, em percentual?",
    );
    const least = turn(
      "Qual filtro tem a menor vazão?",
      "O filtro F-1 tem a menor vazão: 1.900 m3/h (F-1 1.900 m3/h < F-2 (areia e antracito) 3.100 m3/h) [4].",
      most,
    );
    expect(standaloneQuestion("Quanto um passa a mais que o outro?", least).text).toBe(
      "Qual é a diferença de vazão entre F-2 (areia e antracito) e F-1?",
    );
    // With no turn before the last, "os dois" are the two rows the last answer ranked, in its order.
    expect(standaloneQuestion("Quanto separa os dois?", { ...least, earlier: null }).text).toBe(
      "Quanto separa F-1 e F-2 (areia e antracito)?",
    );
  });
});

describe("the row a which-row answer named, by the noun the question asked", () => {
  it("'ele' after 'Qual trecho…?' is the row answered, though the table's key calls it 'a regional'", () => {
    const prior = turn(
      "Qual trecho tem o maior custo por metro?",
      "A regional Cerrado tem o maior custo por metro: R$ 412 (Cerrado R$ 412 > Litoral R$ 389) [2].",
    );
    expect(standaloneQuestion("E quais bairros ele atravessa?", prior).text).toBe("Quais bairros o Cerrado atravessa?");
  });
});

describe("what a refusal carries to the next turn", () => {
  it("nothing of its own words: 'não encontrei … informações' is no subject", () => {
    const prior = turn(
      "Qual foi a taxa de adesão ao programa de reúso?",
      "Não encontrei nos documentos do projeto informações sobre isso.",
    );
    const next = standaloneQuestion("E o que a diretoria decidiu por causa disso?", prior);
    expect(next.context).not.toMatch(/encontrei|informações|projeto/u);
    expect(next.context).toContain("adesão");
  });
});

describe("reading a ranking back stays linear in its length", () => {
  it("an element with a long word before another number is read at once (a pattern once backtracked exponentially)", () => {
    const long = "trecho-sem-cadastro-georreferenciado-anterior-a-mil-novecentos";
    const prior = turn(
      "Qual setor tem a maior perda?",
      `O setor S-1 tem a maior perda: 9 m³ (S-1 9 m³ > Setor 12 ${long} 5 > S-3 1 m³) [1].`,
    );
    const started = performance.now();
    const text = standaloneQuestion("Isso é que porcentagem do total?", prior).text;
    expect(text).toBe("Quanto S-1 representa do total de perda, em percentual?");
    // Generous: the exponential reading took minutes on such an element; the linear one takes well under a millisecond.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
