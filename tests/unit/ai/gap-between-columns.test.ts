import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "A distância entre" two columns is their difference, a column may be named by the year its header alone writes,
 * and the row answered is what a pronoun of the next turn stands for, even when its name opens with "das"/"do". On a
 * document written for this test (a fictional reservoir recovery plan); expected rows come from the data below.
 */
const DAMS = [
  { name: "Açude das Garças", level: 41, target: 70 },
  { name: "Açude do Sabiá", level: 55, target: 75 },
  { name: "Açude Novo", level: 62, target: 72 },
];
const widest = [...DAMS].sort((a, b) => b.target - b.level - (a.target - a.level))[0];

const PLAN = `# Plano de recuperação dos açudes do sertão — 2027

## Situação e metas

| Açude | Volume armazenado em 2026 (%) | Meta para 2027 (%) |
|---|---:|---:|
${DAMS.map((d) => `| ${d.name} | ${d.level} | ${d.target} |`).join("\n")}

As metas consideram a recarga esperada para a quadra chuvosa.
`;

const passages = passagesOf(PLAN, "plano-acudes.md", 1);

describe("the gap between two columns", () => {
  it("'a maior distância entre' a year's column and the target ranks the rows by their difference", () => {
    const reply = composeAnswer(
      "Boa tarde! Qual açude tem a maior distância entre o volume de 2026 e a meta? É para a reunião.",
      passages,
    );
    expect(reply.startsWith(`O ${widest?.name}`) || reply.startsWith(`A ${widest?.name}`)).toBe(true);
    expect(reply).toContain(`${(widest?.target ?? 0) - (widest?.level ?? 0)}`);
  });

  it("the row answered, its name opening with 'das', is what 'dele' stands for next", () => {
    const [, target] = offlineConversation(
      passages,
      "Qual açude tem a maior distância entre o volume de 2026 e a meta?",
      "E a meta dele, quanto é?",
    );
    expect(target).toContain(`${widest?.target}%`);
    expect(target).toContain(widest?.name ?? "?");
  });

  it("a name opening with 'das' is the row answered, not a later one of the answer's list", () => {
    const prior = {
      question: "Qual açude ficou com o menor volume armazenado?",
      answer:
        "O Açude das Garças tem o menor volume armazenado: 41% [1]. Por açude: Açude das Garças 41; Açude Novo 62.",
      documentIds: [],
      earlier: null,
    };
    expect(standaloneQuestion("E a meta dele, quanto é?", prior).text).toContain("Açude das Garças");
  });
});
