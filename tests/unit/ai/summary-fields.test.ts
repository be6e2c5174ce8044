import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A document's header lines ("Campo: valor", one under another, no full stop) over a contract and a plan written for
 * this test: each line is a field of its own, a summary keeps the fields a reader needs (the parties, money,
 * durations) and leaves out who approved or signed.
 */
const CONTRACT = `# Contrato nº 311/2027 — Manutenção de válvulas redutoras de pressão

**Contratante:** Companhia de Saneamento do Vale do Itapema (Savale)
**Contratada:** Hidroval Serviços Técnicos Ltda.
**Assinatura:** 9 de fevereiro de 2027
**Vigência:** 24 meses
**Valor global:** R$ 2.316.000,00
**Gestor do contrato:** Renan Quintela Bastos (coordenador de Redes)

## Cláusula 1 — Objeto
Manutenção preventiva trimestral e corretiva de 126 válvulas redutoras de pressão da rede de distribuição.
`;
const PLAN = `# Plano de setorização da rede — 2028

**Responsável:** Yara Fontoura Leme (gerente de Distribuição)
**Aprovação:** Diretoria de Operações, reunião de 4 de abril de 2027
**Elaborado por:** Núcleo de Modelagem Hidráulica da Superintendência de Distribuição
**Período de execução:** maio de 2027 a dezembro de 2028

## Objetivo
Dividir a rede em 40 setores de abastecimento até dezembro de 2028, reduzindo as perdas de 36% para 29%.

## Etapas
A primeira etapa instala os registros de fronteira; a segunda, os medidores de entrada de cada setor.
`;

describe("header lines", () => {
  it("a summary of a contract keeps its parties, value and term from the header, not its signature date", () => {
    const reply = summarize("Resuma o contrato.", passagesOf(CONTRACT, "contrato.md"), "contrato.md");
    expect(reply).toContain("Hidroval");
    expect(reply).toContain("R$ 2.316.000,00");
    expect(reply).toContain("24 meses");
    expect(reply).not.toContain("9 de fevereiro");
  });

  it("a header of who is responsible and who approved is left out of a summary in sentences", () => {
    const reply = summarize("Resuma o plano em duas frases.", passagesOf(PLAN, "plano.md"), "plano.md");
    expect(reply).toContain("40 setores");
    expect(reply).not.toContain("Aprovação");
    expect(reply).not.toContain("Yara");
  });

  it("a question about one field is answered with that field alone", () => {
    const passages = passagesOf(CONTRACT, "contrato.md");
    const documents = [{ id: "contrato.md", name: "contrato.md" }];
    const reply = composeAnswer("Qual o prazo de vigência deste contrato?", passages, documents);
    expect(reply).toContain("24 meses");
    expect(reply).not.toContain("Hidroval");
  });

  it("minutes in two sentences: their decisions, written as list items, not the roster", () => {
    const minutes = `# Ata da reunião da comissão de hidrometria — março

**Data:** 12 de março de 2027
**Local:** sala 3 da sede

## Participantes
- Rui Tavares Mendonça (coordenador de Hidrometria)
- Alice Pontes Barreto (analista de Faturamento)
- Júlio César Amorim (técnico de Campo)

## Leituras do mês
| Setor | Leituras feitas (nº) | Leituras estimadas (nº) |
|---|---|---|
| Norte | 12.400 | 310 |
| Sul | 9.870 | 205 |

## Deliberações
1. A comissão aprovou a troca de 2.000 hidrômetros com mais de dez anos na zona Norte até junho de 2027.
2. A comissão decidiu publicar as leituras estimadas de cada setor no portal a cada mês.
`;
    const reply = summarize("Resuma a ata em duas frases.", passagesOf(minutes, "ata.md"), "ata.md");
    expect(reply).toContain("2.000 hidrômetros");
    expect(reply).toContain("publicar as leituras");
    expect(reply).not.toContain("Rui Tavares");
  });
});

describe("a section's table in a summary", () => {
  const LOTS = `# Contrato nº 52/2027 — Leitura de hidrômetros

## Cláusula 2 — Lotes

A leitura é dividida em três lotes regionais, cada um com equipe e supervisor próprios.

| Lote | Leituristas (nº) | Valor mensal (R$) |
|---|---|---|
| 1 | 14 | 98.000,00 |
| 2 | 11 | 77.000,00 |
| 3 | 9 | 63.000,00 |

## Cláusula 5 — Penalidades

Leitura não realizada sem justificativa: multa de 1% do valor mensal daquele lote por ocorrência.
`;
  const lots = passagesOf(LOTS, "contrato-leitura.md");

  it("a summary in N sentences quotes a section's sentence, not its table as a line", () => {
    const reply = summarize("Resuma em duas frases o contrato", lots, "contrato-leitura.md");
    expect(reply).toContain("três lotes regionais");
    expect(reply).not.toMatch(/1 \(14\)/);
  });

  it("a table's line states its money column, the figure a reader of a contract needs", () => {
    const reply = summarize("Resuma o contrato", lots, "contrato-leitura.md");
    expect(reply).toContain("98.000,00");
  });
});

describe("a summary in N sentences states what the document costs", () => {
  const INVESTMENT = "R$ 3.120 mil";
  const plan = (money: boolean) => `# Plano de modernização das estações de bombeamento — 2028

## Objetivo

Reduzir as paradas não programadas das 22 estações de bombeamento da regional Vale Estreito de 41 para 12 por ano até dezembro de 2028.${money ? ` O investimento total é de ${INVESTMENT}, pago com recursos próprios da companhia.` : ""}

## Justificativa

As estações mais antigas operam com painéis de comando de 1998, sem peças de reposição no mercado, e cada parada deixa bairros inteiros sem água por até 14 horas.

## Etapas

- Troca dos painéis de comando das 9 estações mais antigas.
- Instalação de inversores de frequência nas 13 restantes.

## Riscos

- Atraso na entrega dos inversores importados.
`;

  it("brings the sentence with the document's largest amount in place of the last line, when no line states one", () => {
    const reply = summarize("Resuma o plano em três frases.", passagesOf(plan(true), "plano.md"), "plano.md");
    expect(reply).toContain(INVESTMENT);
    expect(reply).toContain("de 41 para 12");
    expect(reply.match(/\[\d+\]/g)?.length).toBeLessThanOrEqual(3);
  });

  it("brings it too when the lines state only a smaller amount", () => {
    const costly = plan(true).replace(
      "por até 14 horas.",
      "por até 14 horas; cada parada custa em média R$ 18 mil em horas extras e caminhões-pipa.",
    );
    const reply = summarize("Resuma o plano em três frases.", passagesOf(costly, "plano.md"), "plano.md");
    expect(reply).toContain(INVESTMENT);
  });

  it("leaves a summary of a document that states no money as it is", () => {
    const reply = summarize("Resuma o plano em três frases.", passagesOf(plan(false), "plano.md"), "plano.md");
    expect(reply).not.toContain("R$");
    expect(reply).toContain("de 41 para 12");
  });
});

describe("the section a whole summary opens with", () => {
  const PROGRAMME = `# Programa de troca de ramais de chumbo — 2029

## Objetivo
Substituir os ramais prediais de chumbo que ainda abastecem imóveis antigos do centro histórico e dos bairros vizinhos, com obras feitas à noite para não interromper o comércio, as feiras nem o trânsito das ruas estreitas e sem calçada da região.
A meta é trocar 2.640 ramais até junho de 2030, com custo médio de R$ 1.950,00 por ramal.

## Execução
As equipes trabalham em duplas, das 22 h às 5 h, e cada frente libera a rua antes do amanhecer.

## Comunicação
Os moradores recebem aviso por carta com sete dias de antecedência.
`;
  const programme = passagesOf(PROGRAMME, "programa-ramais.md");

  it("keeps the target sentence beside the aim, with its figures", () => {
    const summary = summarize("Resume o programa de ramais pra mim?", programme, "programa-ramais.md");
    expect(summary).toContain("ramais prediais de chumbo");
    expect(summary).toContain("2.640 ramais");
  });
});
