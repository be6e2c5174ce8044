import { describe, expect, it } from "vitest";
import {
  AVG_RESPONSE_MINUTES,
  CHECKLIST,
  CHECKPOINTS,
  checklistState,
  COMPLIANCE_PERCENT,
  COPY,
  DEADLINE_TEXT,
  NOTICE,
  NOTICES_PER_YEAR,
  nextProgress,
  PROGRESS_INTERVAL_MS,
  PROGRESS_MAX,
  PROGRESS_STEP,
  REGULATOR_DEADLINE_DAYS,
  SUMMARY,
  TIMELINE,
} from "~/initiatives/gereg/data";

describe("GEREG generation timing (spec section 9)", () => {
  it("advances 10 every 200 ms up to 100", () => {
    expect(PROGRESS_STEP).toBe(10);
    expect(PROGRESS_INTERVAL_MS).toBe(200);
    expect(PROGRESS_MAX).toBe(100);
  });

  it("lights the checklist at 20, 40, 60, 80 and 100", () => {
    expect(CHECKPOINTS).toEqual([20, 40, 60, 80, 100]);
    expect(CHECKLIST.map((line) => line.checkpoint)).toEqual([20, 40, 60, 80, 100]);
  });

  it("reaches 100 in ten ticks (about 2 s) and never passes it", () => {
    let progress = 0;
    let ticks = 0;
    while (progress < 100) {
      progress = nextProgress(progress);
      ticks += 1;
    }
    expect(progress).toBe(100);
    expect(ticks).toBe(10);
    expect(ticks * PROGRESS_INTERVAL_MS).toBe(2000);
    expect(nextProgress(100)).toBe(100);
    expect(nextProgress(95)).toBe(100);
  });
});

describe("checklistState", () => {
  it("has nothing lit at 0 and 19", () => {
    expect(checklistState(0)).toEqual([false, false, false, false, false]);
    expect(checklistState(19)).toEqual([false, false, false, false, false]);
  });

  it("lights the first line at 20", () => {
    expect(checklistState(20)).toEqual([true, false, false, false, false]);
  });

  it("has two lines at 59 and three at 60", () => {
    expect(checklistState(59)).toEqual([true, true, false, false, false]);
    expect(checklistState(60)).toEqual([true, true, true, false, false]);
  });

  it("lights every line at 100", () => {
    expect(checklistState(100)).toEqual([true, true, true, true, true]);
  });
});

describe("GEREG texts and figures", () => {
  it("keeps the spec's button labels and result badge", () => {
    expect(COPY.generateLabel).toBe("Gerar Resposta Automática");
    expect(COPY.generatingLabel).toBe("Gerando...");
    expect(COPY.resultBadge).toBe("Conforme");
    expect(COPY.reviewLabel).toBe("Revisar");
    expect(COPY.sendLabel).toBe("Enviar");
  });

  it("has five checklist lines in the spec's order", () => {
    expect(CHECKLIST).toHaveLength(5);
    expect(CHECKLIST[0]?.label).toMatch(/ofício/i);
    expect(CHECKLIST[1]?.label).toMatch(/base de dados/i);
    expect(CHECKLIST[2]?.label).toMatch(/normas/i);
    expect(CHECKLIST[3]?.label).toMatch(/conformidade/i);
    expect(CHECKLIST[4]?.label).toMatch(/pronta/i);
  });

  it("is about the loss index in the distribution system", () => {
    expect(NOTICE.subject).toMatch(/índice de perdas na distribuição/i);
  });

  it("has the fixed four-step timeline ending with 15 dias restantes", () => {
    expect(REGULATOR_DEADLINE_DAYS).toBe(15);
    expect(DEADLINE_TEXT).toBe("15 dias restantes");
    expect(TIMELINE).toHaveLength(4);
    expect(TIMELINE.map((event) => event.label)).toEqual([
      "Ofício recebido",
      "Processamento pela IA",
      "Resposta gerada",
      "Prazo da agência reguladora",
    ]);
    expect(TIMELINE[3]?.detail).toBe("15 dias restantes");
  });

  it("shows 45 notices a year, 100% compliance and 3 min average response", () => {
    expect(NOTICES_PER_YEAR).toBe(45);
    expect(COMPLIANCE_PERCENT).toBe(100);
    expect(AVG_RESPONSE_MINUTES).toBe(3);
    expect(SUMMARY.map((figure) => figure.value)).toEqual(["45", "100%", "3 min"]);
  });
});
