import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, it } from "vitest";
import { PRESENTER_ORDER } from "#app/initiatives/presenter/presenter-order.ts";
import { catalogueEntry } from "#app/initiatives/catalogue.ts";
import {
  knowledgeInitiatives,
  tabLabel,
  tabRows,
  type KnowledgeInitiative,
} from "#app/initiatives/agentes-especialistas/data.ts";
import { QUARTERLY_REVENUE_QUESTION } from "#app/initiatives/bi-conversacional/data.ts";
import { SCRIPT } from "#app/initiatives/gefar/data.ts";
import { initiatives } from "#app/initiatives/registry.ts";
import { expect } from "./expect.ts";
import { newUser, useBrowser } from "./fixtures.ts";
import { footerControls, keyElementProblems, lowContrastTexts, smallTexts } from "./page-checks.ts";
import { presenterKeys } from "./presenter-keys.ts";

const { newPage } = useBrowser();
/**
 * `E2E_SCREENSHOTS=1 npm run test:e2e` also saves every page at each size, normal and presenting, to
 * test-results/screenshots for a human to look at. Off by default: 72 full-page PNGs cost ~30 s of every run
 * and assert nothing the checks below do not.
 */
const SHOTS = process.env.E2E_SCREENSHOTS ? "test-results/screenshots" : null;
async function screenshot(name: string, fullPage: boolean) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}
/** A figure as the BI page prints it ("R$ 428,6 mi", "R$ 1,8 bi") in reais. */
function reais(text: string): number {
  const match = /R\$\s*([\d.,]+)\s*(mi|bi)/.exec(text);
  if (!match) throw new Error(`not a figure in reais: ${text}`);
  const value = Number((match[1] ?? "").replace(/\./g, "").replace(",", "."));
  return value * (match[2] === "bi" ? 1e9 : 1e6);
}

/** The walk's n-th slug (the catalogue has twelve; a missing one fails the lookup loudly). */
const slugAt = (index: number) => PRESENTER_ORDER[index] ?? "missing";
const titleOf = (slug: string) => initiatives.find((i) => i.slug === slug)?.title ?? slug;

let page: Page;
beforeAll(async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  // Reduced motion: presenter scrolls jump instead of gliding, so positions can be read at once.
  page = await newPage({ width: 1280, height: 800, reducedMotion: "reduce" });
  await newUser(page, "Apresentadora");
});

const presenting = () => page.evaluate(() => document.documentElement.classList.contains("presenter"));

/** Turns presenter mode on or off with the page's own toggle button. */
async function setPresenter(on: boolean) {
  if ((await presenting()) === on) return;
  await page.getByRole("button", { name: on ? "Modo apresentação" : "Sair da apresentação" }).click();
  await expect.poll(presenting).toBe(on);
}

async function open(slug: string) {
  await page.goto(`/initiatives/${slug}`);
  await page.getByRole("heading", { level: 1, name: titleOf(slug) }).waitFor();
  // Controls only work once React has hydrated the server-rendered page.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

describe("every initiative route", () => {
  it.each(PRESENTER_ORDER.map((slug) => [slug]))(
    "%s renders its title and the back button to /dashboard",
    async (slug) => {
      await open(slug);
      const back = page.getByRole("link", { name: "Voltar", exact: true });
      await expect(back).toHaveAttribute("href", "/dashboard");
    },
  );

  it("requires a session", async () => {
    const anonymous = await newPage();
    await anonymous.goto("/initiatives/gereg");
    expect(new URL(anonymous.url()).pathname).toBe("/auth");
    await anonymous.context().close();
  });
});

describe("interactions", () => {
  it("agentes-especialistas: each tab row is one tab stop, arrows stay in their row, a tab shows its initiative", async () => {
    await open("agentes-especialistas");
    const [first, second] = tabRows(knowledgeInitiatives);
    const tab = (initiative: KnowledgeInitiative | undefined) =>
      page.getByRole("tab", { name: tabLabel(initiative?.name ?? "missing") });
    await expect(tab(first?.[0])).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(
      first?.[0]?.name ?? "missing",
    );
    // The second row has no selected tab: its first tab is its stop, so Tab reaches it.
    await tab(first?.[0]).focus();
    await page.keyboard.press("Tab");
    await expect(tab(second?.[0])).toBeFocused();
    await expect(tab(second?.[0])).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(
      second?.[0]?.name ?? "missing",
    );
    // ← from the second row's first tab loops to that row's last, not to the first row.
    await page.keyboard.press("ArrowLeft");
    await expect(tab(second?.at(-1))).toBeFocused();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(
      second?.at(-1)?.name ?? "missing",
    );
    await tab(first?.[1]).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(
      first?.[1]?.name ?? "missing",
    );
    await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
  });

  it("GEREG generates the answer and reaches the Conforme card", async () => {
    await open("gereg");
    const button = page.getByRole("button", { name: "Gerar Resposta Automática" });
    await button.click();
    const running = page.getByRole("button", { name: "Gerando..." });
    await running.waitFor();
    await expect(running).toBeDisabled();
    await page.getByText("Conforme", { exact: true }).first().waitFor({ timeout: 5_000 });
    await expect(page.getByRole("button", { name: "Revisar" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Gerar Resposta Automática" })).toBeEnabled();
    await expect(page.getByText("15 dias restantes")).toBeVisible();
  });

  it("the ouvidoria case dialog runs the AI steps to the final classification", async () => {
    await open("ouvidoria");
    await page.getByRole("button", { name: "Ver Detalhes com IA" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByText("AUTO-ESCALADA").waitFor({ timeout: 6_000 });
    await expect(dialog.getByText("NEGATIVO").first()).toBeVisible();
    await expect(dialog).toContainText(/\d{1,3}%/);
    // At 100% nothing is left "in processing": steps 7 and 8 are shown as the actions the classification triggered.
    await expect(dialog.getByText("Ações disparadas pela classificação")).toBeVisible();
    await expect(dialog.getByText("Em processamento")).toHaveCount(0);
    await expect(dialog.getByText("Acionada")).toHaveCount(2);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("clicking a heat-map region selects it and shows its details", async () => {
    await open("ouvidoria");
    const regions = page.locator("button[aria-pressed]").filter({ hasText: /\d/ });
    await expect(regions).toHaveCount(8);
    const target = regions.nth(5);
    const label = (await target.getAttribute("aria-label")) ?? "";
    const name = label.split(":")[0]?.trim() ?? "";
    await target.click();
    await expect(target).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("heading", { level: 3, name }).waitFor();
  });

  it("otimizacao-energetica: Despachar Equipe answers with a status that the crew is on its way", async () => {
    await open("otimizacao-energetica");
    const dispatched = page.getByRole("status").filter({ hasText: /despachada/i });
    await expect(dispatched).toHaveCount(0);
    await page.getByRole("button", { name: "Despachar Equipe" }).click();
    await expect(dispatched).toBeVisible();
  });

  it("BI Conversacional answers the quarterly-revenue suggestion: the year's total is the sum of the quarters it shows, each bar its quarter against the largest", async () => {
    await open("bi-conversacional");
    const result = page.getByRole("region", { name: "Resultado da consulta" });
    await page.getByRole("button", { name: QUARTERLY_REVENUE_QUESTION }).click();
    const quarters = result.locator("tbody tr");
    await expect(quarters.first()).toContainText(/[1-4]º trimestre/);
    const rows = await quarters.evaluateAll((trs) =>
      trs.map((tr) => ({
        figure: tr.querySelector("td:last-child")?.textContent ?? "",
        bar: (tr.querySelector("td[aria-hidden] div div") as HTMLElement | null)?.style.width ?? "",
      })),
    );
    expect(rows.length).toBeGreaterThan(1);
    const values = rows.map((row) => reais(row.figure));
    const total = reais((await result.locator("tfoot td").last().textContent()) ?? "");
    const sum = values.reduce((a, b) => a + b, 0);
    // The total is printed to one decimal of its unit (R$ 1,8 bi): within half of that unit of the quarters' sum.
    expect(Math.abs(total - sum)).toBeLessThanOrEqual(0.05 * (total >= 1e9 ? 1e9 : 1e6));
    const largest = Math.max(...values);
    for (const [index, row] of rows.entries())
      expect(Math.abs(Number.parseFloat(row.bar) - ((values[index] ?? 0) / largest) * 100)).toBeLessThanOrEqual(1);
  });

  it("GEFAR's scripted chat shows one more message every 1.5 s of the page's clock, up to the whole script, then stops", async () => {
    // A context of its own: Playwright's clock is the context's, and a paused one would freeze the other tests' pages.
    const gefar = await newPage({ width: 1280, height: 800 });
    await newUser(gefar, "Relógio GEFAR");
    // The page's own timers run on a clock the test moves: nothing advances unless the test says so.
    const start = new Date("2026-03-02T14:02:00-03:00").getTime();
    await gefar.clock.install({ time: start });
    await gefar.clock.pauseAt(start + 1_000);
    await gefar.goto("/initiatives/gefar");
    await gefar.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const shown = () => gefar.getByRole("list", { name: "Mensagens da conversa" }).getByRole("listitem").count();
    const total = SCRIPT.length;
    await expect.poll(shown).toBe(1);
    let elapsed = 0;
    for (const step of [1_500, 1_500, 3 * 1_500, 700, 800]) {
      await gefar.clock.runFor(step);
      elapsed += step;
      await expect
        .poll(shown, { message: `after ${elapsed} ms` })
        .toBe(Math.min(total, 1 + Math.floor(elapsed / 1_500)));
    }
    await gefar.clock.runFor((total - 1) * 1_500 - elapsed);
    await expect.poll(shown).toBe(total);
    await expect(gefar.getByText("Assistente digitando...")).toHaveCount(0);
    // Complete: the timer has stopped, however long the page stays open.
    await gefar.clock.runFor(20 * 1_500);
    await expect.poll(shown).toBe(total);
    await expect(gefar.getByText(/\d+ de \d+ mensagens/)).toHaveText(`${total} de ${total} mensagens`);
    await gefar.context().close();
  });
});

describe("charts", () => {
  const CHARTS = [
    ["ouvidoria", "Gráfico: atendimentos por dia, semana atual e semana anterior", "path, circle"],
    [
      "otimizacao-energetica",
      "Gráfico: bombeamento do Reservatório Central nas 24 horas, sobre as faixas de tarifa",
      "path, rect",
    ],
    ["qualidade-agua", "Gráfico: risco previsto por horizonte, comparado ao limite de alerta", "path, rect"],
    ["gecli", "Gráfico: carteira monitorada por nível de risco", "path, rect"],
  ] as const;

  it.each(CHARTS)(
    "%s draws its chart on the server and names it for assistive technology",
    async (slug, name, shapes) => {
      // Server-rendered: the SVG with its name and its marks is in the HTML before any script runs.
      const html = await (await page.request.get(`/initiatives/${slug}`)).text();
      expect(html).toContain(`role="img" aria-label="${name}"`);
      await open(slug);
      const chart = page.getByRole("img", { name, exact: true });
      await expect(chart).toBeVisible();
      await expect.poll(() => chart.locator(shapes).count()).toBeGreaterThan(2);
      // The figures are also text beside the drawing.
      const figure = chart.locator("xpath=ancestor::figure");
      await expect(figure.locator("figcaption")).toContainText(/\d/);
    },
  );
});

describe("presenter mode", () => {
  const nextCaption = () => page.locator("[data-presenter-caption]").last().innerText();
  const previousCaption = () => page.locator("[data-presenter-caption]").first().innerText();
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  /** The scroll position once a smooth scroll has come to rest: the same for ten animation frames in a row. */
  function restingScrollY(): Promise<number> {
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = Math.round(window.scrollY);
          let still = 0;
          const frame = () => {
            const now = Math.round(window.scrollY);
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 10) resolve(now);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
  }

  /** Presses `key` until the URL shows `slug`; every press before that must scroll the page, as the footer said. */
  async function walkTo(slug: string, key: "ArrowRight" | "PageUp" | "ArrowLeft") {
    for (let presses = 0; !page.url().endsWith(`/initiatives/${slug}`); presses++) {
      expect(presses, `too many presses to reach ${slug}`).toBeLessThan(25);
      // Read the footer once it has measured this page (it is blank until then).
      await expect.poll(key === "ArrowRight" ? nextCaption : previousCaption).toMatch(/\S/);
      const caption = key === "ArrowRight" ? await nextCaption() : await previousCaption();
      const before = await restingScrollY();
      await page.keyboard.press(key);
      if (/seção/i.test(caption)) {
        // A section step: same page, the view moved in the key's direction.
        await expect.poll(scrollY).not.toBe(before);
        expect((await restingScrollY()) > before).toBe(key === "ArrowRight");
        expect(page.url()).not.toContain(`/initiatives/${slug}`);
      } else {
        // A page step: the footer named the page it leads to.
        expect(caption).toContain(catalogueEntry(slug)?.shortTitle ?? "?");
        await page.waitForURL(`**/initiatives/${slug}`);
      }
    }
    await page.getByRole("heading", { level: 1, name: titleOf(slug) }).waitFor();
    if (key === "ArrowRight") await expect.poll(scrollY).toBe(0); // a new page starts at its top
  }

  it("P enters it; → walks each page's sections, then the next page, through all twelve; ← mirrors; Esc leaves", async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await open(slugAt(0));
    await page.keyboard.press("p");
    await expect.poll(presenting).toBe(true);
    await expect(page.getByRole("complementary", { name: "Barra lateral" })).toHaveCount(0);
    let scrolledPages = 0;
    for (const slug of PRESENTER_ORDER.slice(1)) {
      await expect.poll(nextCaption).toMatch(/\S/);
      if (/seção/.test(await nextCaption())) scrolledPages++;
      await walkTo(slug, "ArrowRight");
    }
    // At 1024×768 several pages are longer than a screen, so the section steps were exercised.
    expect(scrolledPages).toBeGreaterThan(2);
    // At the end of Impacto, → has nowhere to go.
    for (let presses = 0; !/Fim da apresentação/.test(await nextCaption()); presses++) {
      expect(presses).toBeLessThan(10);
      await page.keyboard.press("ArrowRight");
      await expect.poll(nextCaption).toMatch(/./);
    }
    await page.keyboard.press("ArrowRight");
    expect(page.url()).toContain("/initiatives/impacto");
    // ← climbs back up through Impacto's sections before leaving it.
    expect(await scrollY()).toBeGreaterThan(0);
    await walkTo(slugAt(10), "PageUp");
    await walkTo(slugAt(9), "ArrowLeft");
    // A reload is served already in presenter mode (no flash of the normal layout).
    const reloaded = await (await page.request.get(page.url())).text();
    expect(reloaded).toMatch(/<html lang="pt-BR" class="[^"]*\bpresenter\b/);
    await page.keyboard.press("Escape");
    await expect.poll(presenting).toBe(false);
    expect((await page.context().cookies()).some((c) => c.name === "nexo_presenter")).toBe(false);
    await page.getByRole("complementary", { name: "Barra lateral" }).waitFor();
  });
});

const SIZES = [
  [1024, 768],
  [1920, 1080],
] as const;

describe("projector safety", () => {
  for (const [width, height] of SIZES) {
    const big = width === 1920;
    it(`every page at ${width}×${height}: fits the width in both modes; in presenter mode the key element is on the first screen above the footer and the footer's controls stay put; no text under ${big ? "20 px and 7:1 contrast" : "18 px"}`, async () => {
      await page.setViewportSize({ width, height });
      const problems: string[] = [];
      const overflow = async (label: string) => {
        const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (extra > 0) problems.push(`${label}: +${extra}px de largura`);
      };
      for (const slug of PRESENTER_ORDER) {
        await open(slug);
        await overflow(`${slug} normal`);
        await screenshot(`${slug}-${width}x${height}`, true);
      }
      await setPresenter(true);
      const controls = new Set<string>();
      for (const slug of PRESENTER_ORDER) {
        await open(slug);
        await overflow(`${slug} apresentação`);
        for (const problem of await keyElementProblems(page, presenterKeys[slug]?.id ?? "?"))
          problems.push(`${slug} chave: ${problem}`);
        controls.add(await footerControls(page));
        // Read from the back of the room: nothing under 18 px on a 1024×768 projector, under 20 px at 1920×1080.
        for (const text of await smallTexts(page, big ? 20 : 18))
          problems.push(`${slug} texto < ${big ? 20 : 18} px: ${text}`);
        if (big) {
          // Measure the settled colours, not a colour transition halfway through.
          await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
          for (const failure of await lowContrastTexts(page, 7)) problems.push(`${slug} contraste: ${failure}`);
        }
        await screenshot(`${slug}-${width}x${height}-apresentacao`, false);
        await screenshot(`${slug}-${width}x${height}-apresentacao-inteira`, true);
      }
      await setPresenter(false);
      expect(problems).toEqual([]);
      expect([...controls]).toHaveLength(1);
    });
  }

  it("every page fits a 375 px phone without horizontal scrolling, and presenter mode is not offered there", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const problems: string[] = [];
    for (const slug of PRESENTER_ORDER) {
      await open(slug);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${slug}: +${overflow}px`);
    }
    expect(problems).toEqual([]);
    await expect(page.getByRole("button", { name: "Modo apresentação" })).toBeHidden();
    await page.keyboard.press("p");
    expect(await presenting()).toBe(false);
  });
});
