import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Two rows written as a span's ends ("de abril a junho", "entre março e junho") hold the rows between them too: a sum or
 * an average over the span reads every month in it, not only its two ends. A change from one to the other stays between
 * the two. A bulletin written for this test.
 */
const BULLETIN = `# Boletim de Ligações Novas — Regional Serra Azul

## Ligações por mês

| Mês | Ligações novas | Vistorias |
|---|---:|---:|
| Março | 140 | 160 |
| Abril | 95 | 120 |
| Maio | 210 | 230 |
| Junho | 175 | 210 |
`;
const passages = passagesOf(BULLETIN, "boletim-ligacoes.md");

describe("a span of rows", () => {
  it("is added up whole", () => {
    const [sum] = offlineConversation(
      passages,
      "Bom dia! Somando de abril a junho, quantas ligações novas foram feitas?",
    );
    // 95 + 210 + 175
    expect(sum).toContain("480");
  });

  it("is averaged whole", () => {
    const [average] = offlineConversation(passages, "Qual a média de vistorias por mês entre março e junho?");
    // (160 + 120 + 230 + 210) / 4; its two ends alone would give 185
    expect(average).toContain("180");
  });

  it("is no span when a change is asked from one end to the other", () => {
    const [change] = offlineConversation(passages, "Quanto as ligações novas variaram de março para junho?");
    expect(change).toContain("140");
    expect(change).toContain("175");
    // Not the four months added up.
    expect(change).not.toContain("620");
  });
});
