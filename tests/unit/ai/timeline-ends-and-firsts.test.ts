import { describe, expect, it } from "vitest";
import { eventInterval } from "#core/ai/answer/event-interval.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * An incident log written for this test: a timeline whose first line does not say it begins, whose last says it
 * ends, and a table of readings timed by a column whose header says what each time is of.
 */
const LOG = passagesOf(
  `# Registro de ocorrência: parada da estação elevatória EE-3

**Data:** 14/07/2026.
**Operador de plantão:** Caio Menezes.

## Linha do tempo

| Horário | Ocorrência |
|---|---|
| 02:10 | Queda de tensão na subestação da concessionária |
| 02:14 | Alerta de nível alto no poço de sucção |
| 02:31 | Equipe de plantão chega à estação |
| 02:47 | Gerador de emergência assume a carga |
| 02:55 | Bomba 2 religada pela equipe |
| 04:20 | Encerramento da ocorrência |

## Leituras do nível do poço

| Leitura | Hora da leitura | Nível (m) |
|---|---|---:|
| L1 | 02:20 | 3,10 |
| L2 | 02:40 | 3,65 |
| L3 | 03:05 | 2,90 |
| L4 | 03:30 | 2,15 |
`,
  "ocorrencia-ee3.md",
);

describe("the time between the events of a timeline", () => {
  it("the later event said before 'depois de', with the length asked first", () => {
    const reply = eventInterval("Quanto tempo a equipe levou para religar a bomba depois do alerta?", LOG) ?? "";
    expect(reply).toMatch(/^Passaram-se 41 minutos:/);
    expect(reply).toContain("02:14");
    expect(reply).toContain("02:55");
  });

  it("a start the timeline does not name is its first line; 'quanto durou' asks a length", () => {
    const reply = eventInterval("Quanto durou a ocorrência do começo ao encerramento?", LOG) ?? "";
    expect(reply).toMatch(/^Passaram-se 2 horas e 10 minutos \(2h10\):/);
    expect(reply).toContain("02:10");
    expect(reply).toContain("04:20");
  });

  it("the first and the last of the rows a column times, by its header", () => {
    const reply = eventInterval("Quanto tempo houve entre a primeira leitura e a última leitura?", LOG) ?? "";
    expect(reply).toMatch(/^Passaram-se 1 hora e 10 minutos \(1h10\):/);
    expect(reply).toContain("02:20");
    expect(reply).toContain("03:30");
  });

  it("a side that names neither an event nor a start or an end gives no interval", () => {
    expect(eventInterval("Quanto tempo houve entre a vistoria e o encerramento?", LOG)).toBeNull();
  });
});
