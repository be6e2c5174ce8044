import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Who "cuida" of a thing is who the document writes "responsável" for it, in a sentence or in a table's column;
 * who "faltou" is who it writes absent.
 * A document written for this test.
 */
const MINUTE = `# Ata da reunião do Comitê de Perdas — março de 2027

## Encaminhamentos

1. Refazer a pesquisa de vazamentos não visíveis no setor Cedral até 30 de abril de 2027. Responsáveis: Olavo Prates e Dirce Moraes, esta última pelo relatório de campo.
2. Revisar a macromedição da adutora Serra Fria até 15 de maio de 2027. Responsável: Hermes Lobato.

## Relatórios recebidos

Foram recebidos 14 relatórios de campo no trimestre, e a gerência elogiou a qualidade das fotografias.

## Plano de ação

| Ação | Responsável | Prazo |
|---|---|---|
| Trocar os registros do anel Bela Aurora | Quirino Matos | 30/06/2027 |
| Calibrar os medidores da ETA Sapé | Leonor Dantas | 31/07/2027 |
`;

const passages = passagesOf(MINUTE, "ata-comite-perdas-marco.md");
const ask = (question: string) =>
  composeAnswer(question, passages, [{ id: "ata-comite-perdas-marco.md", name: "ata-comite-perdas-marco.md" }]);

describe("who looks after a thing", () => {
  it("is the one a sentence names responsible for it, not a sentence that merely names the thing", () => {
    expect(ask("Quem cuida do relatório de campo?")).toContain("Dirce Moraes");
  });

  it("is the one a table's responsible column names for the row", () => {
    expect(ask("Quem vai cuidar da calibração dos medidores da ETA Sapé?")).toContain("Leonor Dantas");
  });
});

/** Who "faltou" to a meeting is who its minutes write absent. A document written for this test. */
const ATTENDANCE = `# Ata da 4ª reunião do Comitê de Eficiência Energética — setembro de 2027

## Participantes

| Nome | Papel | Situação |
|---|---|---|
| Gervásio Pinheiro | coordenador | presente |
| Marlene Cabral | membro | ausente (licença médica) |
| Otaviano Rezende | membro | presente |

## Pauta

O comitê aprovou a troca de 12 motores da elevatória Campo Grande por motores de alto rendimento.
`;

describe("who missed a meeting", () => {
  it("is the one the minutes write absent", () => {
    const passages = passagesOf(ATTENDANCE, "ata-comite-eficiencia-setembro.md");
    const answer = composeAnswer("Quem faltou na reunião de setembro do comitê?", passages, [
      { id: "ata-comite-eficiencia-setembro.md", name: "ata-comite-eficiencia-setembro.md" },
    ]);
    expect(answer).toContain("Marlene Cabral");
  });
});
