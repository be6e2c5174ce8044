import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A column of counts asked over a span of months ("entre março e maio") or over several months named, "deles" the
 * things just counted, a rate asked after two counts of them, and a header's mark of how its figures were gathered
 * ("(soma)") that is no unit. The log is written for this test; every total is computed here.
 */
const OPENED = [42, 57, 38];
const CLOSED = [30, 44, 35];
const HOURS = [16, 23, 9];
const LOG = `# Registro de chamados de manutenção — estação elevatória Sul

| Mês (2027) | Chamados abertos | Chamados encerrados | Horas paradas (soma) |
|---|---:|---:|---:|
| Março | ${OPENED[0]} | ${CLOSED[0]} | ${HOURS[0]} |
| Abril | ${OPENED[1]} | ${CLOSED[1]} | ${HOURS[1]} |
| Maio | ${OPENED[2]} | ${CLOSED[2]} | ${HOURS[2]} |
`;
const passages = passagesOf(LOG, "chamados-elevatoria-sul.md");
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("counts added up over the months named", () => {
  it("adds up a span's counts, then the other count of the same things, then gives the rate between them", () => {
    const [opened = "", closed = "", rate = ""] = offlineConversation(
      passages,
      "Quantos chamados foram abertos na elevatória Sul entre março e maio?",
      "Quantos deles foram encerrados?",
      "E a taxa de encerramento fica em quanto?",
    );
    expect(opened).toContain(String(sum(OPENED)));
    expect(closed).toContain(String(sum(CLOSED)));
    const share = ((sum(CLOSED) / sum(OPENED)) * 100).toFixed(1).replace(".", ",");
    expect(rate).toContain(`${share}%`);
  });

  it("adds up months listed one by one", () => {
    const [reply = ""] = offlineConversation(passages, "Quantos chamados foram encerrados em março, abril e maio?");
    expect(reply).toContain(String(sum(CLOSED)));
  });

  it("writes the hours of a column marked '(soma)' in hours, not in 'soma'", () => {
    const [reply = ""] = offlineConversation(passages, "Quantas horas paradas houve em abril?");
    expect(reply).toContain(`${HOURS[1]} h`);
    expect(reply).not.toContain("soma");
  });
});
