import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PRESENTER_ORDER } from "../../app/initiatives/presenter/presenter-order";
import { initiatives } from "../../app/initiatives/registry";
import { newUser, useBrowser } from "./fixtures";

const { newPage } = useBrowser();
const SHOTS = "test-results/screenshots";
/** The walk's n-th slug (the catalogue has twelve; a missing one fails the lookup loudly). */
const slugAt = (index: number) => PRESENTER_ORDER[index] ?? "missing";
const titleOf = (slug: string) => initiatives.find((i) => i.slug === slug)?.title ?? slug;

let page: Page;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  page = await newPage({ width: 1280, height: 800 });
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
  it.each(PRESENTER_ORDER.map((slug) => [slug]))("%s renders its title and the back button to /dashboard", async (slug) => {
    await open(slug);
    const back = page.getByRole("link", { name: "Voltar", exact: true });
    expect(await back.getAttribute("href")).toBe("/dashboard");
  });

  it("requires a session", async () => {
    const anonymous = await newPage();
    await anonymous.goto("/initiatives/gereg");
    expect(new URL(anonymous.url()).pathname).toBe("/auth");
    await anonymous.context().close();
  });
});

describe("interactions", () => {
  it("GEREG generates the answer and reaches the Conforme card", async () => {
    await open("gereg");
    const button = page.getByRole("button", { name: "Gerar Resposta Automática" });
    await button.click();
    const running = page.getByRole("button", { name: "Gerando..." });
    await running.waitFor();
    expect(await running.isDisabled()).toBe(true);
    await page.getByText("Conforme", { exact: true }).first().waitFor({ timeout: 5_000 });
    expect(await page.getByRole("button", { name: "Revisar" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Enviar" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Gerar Resposta Automática" }).isEnabled()).toBe(true);
    expect(await page.getByText("15 dias restantes").isVisible()).toBe(true);
  });

  it("the ouvidoria case dialog runs the AI steps to the final classification", async () => {
    await open("ouvidoria");
    await page.getByRole("button", { name: "Ver Detalhes com IA" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByText("AUTO-ESCALADA").waitFor({ timeout: 6_000 });
    expect(await dialog.getByText("NEGATIVO").first().isVisible()).toBe(true);
    expect(await dialog.innerText()).toMatch(/\d{1,3}%/);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("clicking a heat-map region selects it and shows its details", async () => {
    await open("ouvidoria");
    const regions = page.locator("button[aria-pressed]").filter({ hasText: /\d/ });
    expect(await regions.count()).toBe(8);
    const target = regions.nth(5);
    const label = (await target.getAttribute("aria-label")) ?? "";
    const name = label.split(":")[0]?.trim() ?? "";
    await target.click();
    expect(await target.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("heading", { level: 3, name }).waitFor();
  });

  it("BI Conversacional answers the quarterly-revenue suggestion", async () => {
    await open("bi-conversacional");
    const result = page.getByRole("region", { name: "Resultado da consulta" });
    await page.getByRole("button", { name: /trimestr/i }).first().click();
    if (!(await result.innerText()).match(/T[1-4]|trimestre/i)) await page.getByRole("button", { name: "Consultar" }).click();
    await expect.poll(() => result.innerText()).toMatch(/T[1-4]|[1-4]º trimestre/i);
  });

  it("the ouvidoria analyst streams an answer to a suggestion", async () => {
    await open("ouvidoria");
    const suggestion = page.getByRole("button", { name: "Qual região precisa de mais atenção e por quê?" });
    await suggestion.scrollIntoViewIfNeeded();
    const sizes: number[] = [];
    const answer = page.locator('[data-role="assistant"]').last();
    await suggestion.click();
    await expect.poll(async () => {
      const text = await answer.innerText();
      sizes.push(text.length);
      return text;
    }, { interval: 30, timeout: 10_000 }).toContain("precisa de mais atenção");
    await expect.poll(() => page.getByRole("button", { name: "Enviar pergunta" }).isDisabled()).toBe(true); // idle, input empty
    // The suggestions go away once the conversation has more than the greeting.
    expect(await page.getByText("Sugestões").count()).toBe(0);
    // Text arrived in several steps, not at once.
    expect(new Set(sizes.filter((size) => size > 0)).size).toBeGreaterThan(1);
  });
});

describe("presenter mode", () => {
  it("P enters it, the arrows walk all twelve pages in order, and Esc leaves", async () => {
    await open(slugAt(0));
    await page.keyboard.press("p");
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("presenter"))).toBe(true);
    expect(await page.getByRole("complementary", { name: "Barra lateral" }).count()).toBe(0);
    for (const slug of PRESENTER_ORDER.slice(1)) {
      await page.keyboard.press("ArrowRight");
      await page.waitForURL(`**/initiatives/${slug}`);
      await page.getByRole("heading", { level: 1, name: titleOf(slug) }).waitFor();
    }
    await page.keyboard.press("ArrowRight"); // past the end: stays on Impacto
    await page.keyboard.press("PageUp");
    await page.waitForURL(`**/initiatives/${slugAt(10)}`);
    await page.getByRole("heading", { level: 1, name: titleOf(slugAt(10)) }).waitFor();
    await page.keyboard.press("ArrowLeft");
    await page.waitForURL(`**/initiatives/${slugAt(9)}`);
    // A reload is served already in presenter mode (no flash of the normal layout).
    const reloaded = await (await page.request.get(page.url())).text();
    expect(reloaded).toContain('<html lang="pt-BR" class="presenter"');
    await page.keyboard.press("Escape");
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("presenter"))).toBe(false);
    expect((await page.context().cookies()).some((c) => c.name === "nexo_presenter")).toBe(false);
    await page.getByRole("complementary", { name: "Barra lateral" }).waitFor();
  });
});

/** Text whose contrast against its effective background is under `minimum`. */
function lowContrastTexts(minimum: number) {
  return page.evaluate((min) => {
    const parse = (value: string) => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = m[1].split(",").map((n) => Number.parseFloat(n));
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (element: Element | null) => {
      for (let el = element; el; el = el.parentElement) {
        const bg = parse(getComputedStyle(el).backgroundColor);
        if (bg && bg.a > 0.5) return bg;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const failures: string[] = [];
    const walker = document.createTreeWalker(document.querySelector("main") ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest("[aria-hidden='true'], .sr-only, svg")) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const fg = parse(getComputedStyle(element).color);
      if (!fg) continue;
      const l1 = luminance(fg);
      const l2 = luminance(background(element));
      const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      if (ratio < min) failures.push(`${text.slice(0, 40)} (${ratio.toFixed(2)})`);
    }
    return failures;
  }, minimum);
}

describe("projector safety", () => {
  for (const [width, height] of [
    [1024, 768],
    [1920, 1080],
  ] as const) {
    it(`every page at ${width}×${height}, normal and presenter: no horizontal overflow, screenshots taken`, async () => {
      await page.setViewportSize({ width, height });
      const problems: string[] = [];
      for (const mode of [false, true]) {
        for (const slug of PRESENTER_ORDER) {
          await open(slug);
          await setPresenter(mode);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) problems.push(`${slug} ${mode ? "apresentação" : "normal"}: +${overflow}px`);
          await page.screenshot({ path: `${SHOTS}/${slug}-${width}x${height}${mode ? "-apresentacao" : ""}.png`, fullPage: true });
        }
      }
      await setPresenter(false);
      expect(problems).toEqual([]);
    });
  }

  it("every page fits a 375 px phone without horizontal scrolling", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const problems: string[] = [];
    for (const slug of PRESENTER_ORDER) {
      await open(slug);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${slug}: +${overflow}px`);
    }
    expect(problems).toEqual([]);
  });

  it("text reaches 7:1 contrast in presenter mode on every page", async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const problems: string[] = [];
    for (const slug of PRESENTER_ORDER) {
      await open(slug);
      await setPresenter(true);
      // Measure the settled colours, not a colour transition halfway through.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      for (const failure of await lowContrastTexts(7)) problems.push(`${slug}: ${failure}`);
    }
    await setPresenter(false);
    expect(problems).toEqual([]);
  });
});
