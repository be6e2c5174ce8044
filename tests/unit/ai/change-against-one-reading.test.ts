import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A change asked against one of a table's two readings ("em relação à leitura de referência") is from that reading to
 * the other, which the question need not name. On a piezometer bulletin written for this test.
 */
const READINGS: [string, number, number][] = [
  ["Leitura de referência", 12.4, 3.1],
  ["Leitura de controle", 11.85, 3.6],
];
const n = (value: number) => formatQuantity(Math.round(value * 100) / 100, "number");
const BULLETIN = `# Boletim do piezômetro PZ-4 — Barragem Sertãozinho

| Leitura | Data | Nível (m) | Vazão de percolação (L/min) |
|---|---|---:|---:|
${READINGS.map(([name, level, flow], i) => `| ${name} | 0${2 + i}/03/2026 | ${n(level)} | ${n(flow)} |`).join("\n")}

O engenheiro responsável é Caio Brandão.
`;
const passages = passagesOf(BULLETIN, "boletim-piezometro-pz-4.md");
const [reference, control] = READINGS;

describe("a change against one of two readings", () => {
  it("a fall in level from the reading named to the other", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Bom dia! Quanto o nível baixou em relação à leitura de referência? Vai para a ata de segurança.",
    );
    expect(reply).toContain(`${n((reference?.[1] ?? 0) - (control?.[1] ?? 0))} m`);
  });

  it("a rise in another column, the same way", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Quanto a vazão de percolação subiu frente à leitura de referência?",
    );
    expect(reply).toContain(n((control?.[2] ?? 0) - (reference?.[2] ?? 0)));
  });
});
