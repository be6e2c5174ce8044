import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * How a reply names a table's row when the key column is a label ("Descrição", "Especificação"), on a statement of a
 * works fund written for these tests: the row is named by its own words, in quotes, not as "a descrição “…”", which
 * reads as if the description had the value; and a column that is a period says when ("em outubro de 2027"), not
 * what ("o outubro de 2027 do serviço"). Figures are built here and only looked for in the reply.
 */
const ENTRIES = [
  { label: "Repasse do governo estadual para a obra", value: 640_000 },
  { label: "Recursos próprios da companhia municipal", value: 215_500 },
  { label: "Juros da conta vinculada ao fundo", value: 12_380 },
];
const LINKS = { september: 131, october: 164 };
const money = (value: number) => `R$ ${value.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`;
const STATEMENT = `# Demonstrativo do fundo de obras da adutora Serra Azul — 1º semestre de 2027

## 1. Entradas

| Descrição | Valor (R$) |
|---|---:|
${ENTRIES.map((e) => `| ${e.label} | ${e.value.toLocaleString("pt-BR", { minimumFractionDigits: 2 })} |`).join("\n")}

## 2. Ligações executadas com recursos do fundo

| Serviço | Setembro de 2027 | Outubro de 2027 |
|---|---:|---:|
| Ligações novas de água | ${LINKS.september} | ${LINKS.october} |
| Religações após corte | 88 | 95 |

## 3. Especificação das bombas

| Especificação | Potência (cv) | Vazão (L/s) |
|---|---:|---:|
| Bomba centrífuga de eixo horizontal | 150 | 85 |
| Bomba submersa para poço profundo | 40 | 18 |
`;
const passages = passagesOf(STATEMENT, "demonstrativo-fundo-serra-azul.md");

describe("a row whose key column is a label", () => {
  it("is named by its own words, in quotes, with the value it holds", () => {
    const entry = ENTRIES[2] as (typeof ENTRIES)[number];
    const [reply] = offlineConversation(passages, "Oi! Quanto rendeu de juros da conta vinculada ao fundo, por favor?");
    expect(reply).toContain(money(entry.value));
    expect(reply).toContain(`“${entry.label}”`);
    expect(reply).not.toMatch(/\bda descrição\b/i);
  });

  it("keeps the quoted name after another label header, and reads the column asked", () => {
    const [reply] = offlineConversation(
      passages,
      "Qual é a potência da bomba submersa para poço profundo? Preciso para o quadro elétrico.",
    );
    expect(reply).toMatch(/\b40\b/);
    expect(reply).not.toMatch(/\bda especificação\b/i);
  });

  it("says a period column's figure as when it was, and the next period's too", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Quantas ligações novas de água o fundo pagou em setembro e outubro de 2027?",
    );
    expect(reply).toContain(String(LINKS.september));
    expect(reply).toContain(String(LINKS.october));
    expect(reply).toMatch(/\bem setembro de 2027\b/i);
    expect(reply).not.toMatch(/\b(?:o|do) (?:setembro|outubro) de 2027\b/i);
  });
});
