import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A plan written for these tests: an action table with a person per action, and a total row. */
const ACTIONS = [
  {
    action: "Comprar 12 picapes para as equipes de manutenção",
    owner: "Otaviano Queluz",
    due: "31/03/2027",
    cost: 1_740_000,
  },
  { action: "Instalar rastreadores em toda a frota", owner: "Rosalba Tinoco", due: "30/06/2027", cost: 96_400 },
  { action: "Leiloar os 20 veículos mais antigos", owner: "Otaviano Queluz", due: "30/09/2027", cost: 38_500 },
  { action: "Treinar 60 motoristas em direção defensiva", owner: "Giselda Pacheco", due: "30/04/2027", cost: 27_300 },
];
const money = (value: number) => value.toLocaleString("pt-BR");
const plan = passagesOf(
  [
    "# Plano de renovação da frota leve",
    "",
    "A renovação da frota leve foi aprovada pela diretoria em outubro.",
    "",
    "## Ações",
    "",
    "| Ação | Responsável | Prazo | Custo (R$) |",
    "|---|---|---|---:|",
    ...ACTIONS.map((a) => `| ${a.action} | ${a.owner} | ${a.due} | ${money(a.cost)} |`),
    `| **Total** | — | — | **${money(ACTIONS.reduce((sum, a) => sum + a.cost, 0))}** |`,
    "",
  ].join("\n"),
  "frota.md",
);
const owned = ACTIONS.filter((a) => a.owner === "Otaviano Queluz");

describe("rows kept by a cell the question writes", () => {
  it("lists only the rows that hold the person named, one a line, and never the total row", () => {
    const [reply = ""] = offlineConversation(
      plan,
      "Oi! Que ações ficaram a cargo do Otaviano Queluz? Vou levar à diretoria.",
    );
    for (const a of owned) expect(reply).toContain(a.action);
    for (const a of ACTIONS.filter((x) => !owned.includes(x))) expect(reply).not.toContain(a.action);
    expect(reply).not.toMatch(/\bTotal\b/);
  });

  it("a list of every row leaves the total row out", () => {
    const [reply = ""] = offlineConversation(plan, "Quais são as ações do plano da frota?");
    for (const a of ACTIONS) expect(reply).toContain(a.action);
    expect(reply).not.toMatch(/\bTotal\b/);
  });

  it("“as duas” after a list of two adds up those two rows", () => {
    const [, reply = ""] = offlineConversation(
      plan,
      "Que ações cabem ao Otaviano Queluz?",
      "Somando as duas, quanto dá? Vou lançar no orçamento.",
    );
    expect(reply).toContain(money(owned.reduce((sum, a) => sum + a.cost, 0)));
  });

  it("an order word inside a row's own name asks no order", () => {
    const [reply = ""] = offlineConversation(
      plan,
      `Somando ${ACTIONS[1]?.action} e ${ACTIONS[2]?.action}, qual é o custo?`,
    );
    expect(reply).toContain(money((ACTIONS[1]?.cost ?? 0) + (ACTIONS[2]?.cost ?? 0)));
  });
});
