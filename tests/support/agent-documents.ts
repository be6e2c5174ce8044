import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import type { PriorTurn } from "#core/ai/answer/follow-up.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";
import { chunkSections, markdownSections } from "#workers/ingestion/chunk-document.ts";

/**
 * Documents written for the agent's tests: a utility's invented reservoir plan, a meeting's minutes and a table of
 * districts. No evaluation set (scripts/bench-data/) is read from or copied here, so a test that passes says nothing
 * about the benches' items.
 */
export const RESERVOIR_PLAN = `# Plano de reservação 2027

Responsável: Helena Duarte (coordenadora de operações)

## Objetivo

Reduzir as perdas de água nos reservatórios de 28,4% para 19% até dezembro de 2027, com investimento de R$ 3.150 mil.

## Reservatórios

| Reservatório | Capacidade (m³) | Nível médio (%) | Código de manobra |
|---|---:|---:|---|
| Aurora | 12.000 | 74 | MN-4471 |
| Bento | 8.500 | 61 | MN-2208 |
| Carmo | 15.200 | 83 | MN-9034 |

## Ações

1. Trocar as válvulas de entrada do reservatório Bento até março de 2027.
2. Instalar sensores de nível nos três reservatórios até junho de 2027.
3. Publicar o edital de telemetria até 30 de abril de 2027, sob responsabilidade de Otávio Reis.
`;

export const DISTRICT_TABLE = `# Indicadores por distrito

| Distrito | Ligações | Perdas (%) | Custo (R$ mil) | Equipes de campo |
|---|---:|---:|---:|---:|
| Lagoa | 41.200 | 31,5 | 1.840 | 12 |
| Mirante | 18.750 | 22,0 | 960 | 7 |
| Pedreira | 27.300 | 26,8 | 1.215 | 9 |
| Várzea | 9.400 | 17,2 | 430 | 4 |
`;

export const MINUTES = `# Ata da reunião de telemetria

Participantes: Helena Duarte (coordenadora de operações), Otávio Reis (engenheiro de automação), Priscila Mota (analista financeira)

## Decisões

1. O piloto de telemetria começa pelo distrito Lagoa, que tem as maiores perdas.
2. A compra dos sensores será feita por ata de registro de preços, com teto de R$ 640 mil.
3. Os relatórios de nível passam a ser semanais a partir de maio.

## Encaminhamentos

- Priscila Mota revisa o orçamento até 15 de março.
- Otávio Reis apresenta o cronograma de instalação na próxima reunião.
`;

/**
 * A maintenance report with two tables about the same sectors (a join), columns before and after (a change), a
 * column of deadlines (a year's rows), a table of kinds with their counts (a share of the total) and rows labelled by
 * their order ("2ª etapa").
 */
export const MAINTENANCE_REPORT = `# Relatório de manutenção de bombas

## Resultado do ano

O tempo médio de parada caiu de 14,0 horas em 2025 para 9,8 horas em 2026, uma redução de 30%. As bombas
reservas do almoxarifado central foram compradas em 2019 e passam por revisão a cada seis meses.

## Paradas por setor

| Setor | Paradas (nº) | Tempo de reparo antes (h) | Tempo de reparo depois (h) | Disponibilidade (%) |
|---|---:|---:|---:|---:|
| Norte | 52 | 10,5 | 7,0 | 96,1 |
| Sul | 38 | 12,0 | 6,5 | 97,4 |
| Leste | 61 | 9,0 | 8,2 | 94,8 |
| Oeste | 27 | 11,4 | 9,9 | 98,2 |

## Metas por setor

| Setor | Meta de disponibilidade (%) | Técnicos |
|---|---:|---:|
| Norte | 97,0 | 8 |
| Sul | 96,5 | 6 |
| Leste | 96,0 | 9 |
| Oeste | 97,5 | 4 |

## Falhas por causa

| Causa da falha | Quantidade |
|---|---:|
| Rolamento | 84 |
| Selo mecânico | 46 |
| Motor elétrico | 30 |
| Outras | 18 |

## Compras previstas

| Item | Prazo | Valor (R$ mil) | Quem aprova |
|---|---|---:|---|
| Rolamentos de reserva | 15/02/2027 | 120 | Gerência de Manutenção |
| Analisadores de vibração | 30/06/2028 | 310 | Diretoria de Operações |
| Motores de alto rendimento | 31/10/2028 | 540 | Diretoria de Operações |
| Painéis de partida suave | 20/03/2027 | 95 | Gerência de Manutenção |

## Etapas

| Etapa | Entrega | Bombas revisadas |
|---|---|---:|
| 1ª etapa | Inventário das bombas | 40 |
| 2ª etapa | Troca dos rolamentos | 65 |
| 3ª etapa | Balanceamento dos rotores | 52 |
`;

/** A document's passages as the turn gets them: its chunks, numbered from `first`. */
export function passagesOf(markdown: string, name: string, first = 1): PromptPassage[] {
  return chunkSections(markdownSections(markdown)).map((chunk, i) => ({
    n: first + i,
    chunkId: first + i,
    documentId: name,
    documentName: name,
    location: chunk.location,
    text: chunk.content,
    tables: chunk.tables,
  }));
}

/** The offline composer over one written document: a question in, the answer it composes out. */
export function answerOver(markdown: string, name: string): (question: string) => string {
  const passages = passagesOf(markdown, name);
  return (question) => composeAnswer(question, passages, [{ id: name, name }]);
}

/** The turn before a follow-up, as the resolver receives it: the question asked, its answer, nothing earlier. */
export function priorTurn(question: string, answer: string): PriorTurn {
  return { question, answer, documentIds: [], earlier: null };
}

/** Every test document's passages, numbered one after another, as one project's retrieval would give them. */
export function projectPassages(): PromptPassage[] {
  const plan = passagesOf(RESERVOIR_PLAN, "plano-reservacao.md");
  const table = passagesOf(DISTRICT_TABLE, "indicadores-distritos.md", plan.length + 1);
  const minutes = passagesOf(MINUTES, "ata-telemetria.md", plan.length + table.length + 1);
  return [...plan, ...table, ...minutes];
}
