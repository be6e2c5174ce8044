import type { Page } from "playwright-core";
import { beforeAll, describe, it } from "vitest";
import { catalogueEntry } from "#app/initiatives/catalogue.ts";
import { PRESENTER_ORDER } from "#app/initiatives/presenter/presenter-order.ts";
import { criticalCases } from "#isomorphic/initiatives/ouvidoria/data.ts";
import { expect } from "./expect.ts";
import { newUser, signInThroughForm, signUpThroughForm, uniqueEmail, useBrowser } from "./fixtures.ts";
import {
  brokenWords,
  cutTexts,
  inspectScreen,
  namedHeading,
  type ScreenReport,
  tableProblems,
  tagUnits,
} from "./slide-checks.ts";

const { newPage } = useBrowser();
const SECTION = "Próxima seção: ";
const CONTINUED = " (continuação)";

let page: Page;
beforeAll(async () => {
  // Reduced motion: a step jumps instead of gliding, so each screen can be read as soon as it rests.
  page = await newPage({ width: 1024, height: 768, reducedMotion: "reduce" });
  await newUser(page, "Apresentadora de Slides");
});

const forwardCaption = () => page.locator('[data-presenter-direction="forward"]').innerText();
const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
const presenting = () => page.evaluate(() => document.documentElement.classList.contains("presenter"));
/** Two frames: the footer has read the screen the last step left. */
const frames = () =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

async function pageReady(slug: string) {
  await page.waitForURL(`**/initiatives/${slug}`);
  await page.getByRole("heading", { level: 1, name: catalogueEntry(slug)?.title ?? slug }).waitFor();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect.poll(forwardCaption).toMatch(/\S/);
  await frames();
}

/** The page in presenter mode, from its top, its footer ready. */
async function onStage(slug: string, width = 1024, height = 768) {
  await page.setViewportSize({ width, height });
  await page.goto(`/initiatives/${slug}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  if (!(await presenting())) await page.keyboard.press("p");
  await expect.poll(presenting).toBe(true);
  await pageReady(slug);
  // The same page loaded again may come back where it was left: start from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(scrollY).toBe(0);
  await frames();
}

/**
 * Walks one page with the key, screen by screen, and lists what breaks the
 * rules: a unit (chart, table, card) cut on screen or never shown whole, a
 * table whose cells run together, a caption naming something the press does
 * not show (or that is already wholly shown), a step shorter than half a
 * screen that does not open a section. Returns the problems and the caption
 * that ends the page.
 */
async function walkPage(slug: string, key: string): Promise<{ problems: string[]; last: string }> {
  const problems: string[] = [];
  const units = await tagUnits(page);
  for (const table of await tableProblems(page)) problems.push(`${slug}: ${table}`);
  for (const word of await brokenWords(page)) problems.push(`${slug}: palavra partida entre linhas: ${word}`);
  const seen = new Set<string>();
  let screen: ScreenReport = await inspectScreen(page);
  for (let presses = 0; ; presses++) {
    if (presses >= 25) throw new Error(`${slug}: mais de 25 passos sem chegar ao fim da página`);
    for (const id of screen.whole) seen.add(id);
    for (const cut of screen.cut) problems.push(`${slug} @${screen.scrollY}: cortado ${cut}`);
    const caption = await forwardCaption();
    if (!caption.startsWith(SECTION)) {
      const missing = await page
        .locator("[data-unit-id]")
        .evaluateAll(
          (elements, shown) =>
            elements.map((element) => element.getAttribute("data-unit-id") ?? "?").filter((id) => !shown.includes(id)),
          [...seen],
        );
      for (const id of missing) problems.push(`${slug}: nunca inteiro na tela: ${id}`);
      if (units === 0) problems.push(`${slug}: nenhuma unidade encontrada`);
      return { problems, last: caption };
    }
    const name = caption.slice(SECTION.length);
    const heading = name.endsWith(CONTINUED) ? name.slice(0, -CONTINUED.length) : name;
    const before = await namedHeading(page, heading);
    if (!before) problems.push(`${slug}: o rodapé anuncia "${name}", que não é um título da página`);
    else if (heading === name && before.sectionWhole)
      problems.push(`${slug}: o rodapé anuncia "${name}", que já está inteira na tela`);
    await page.keyboard.press(key);
    await expect
      .poll(scrollY, { message: `${slug}: ${key} depois de "${caption}" não moveu a página` })
      .toBeGreaterThan(screen.scrollY);
    await frames();
    const next = await inspectScreen(page);
    const moved = next.scrollY - screen.scrollY;
    if (heading === name) {
      const after = await namedHeading(page, heading);
      if (before && !after?.headingOnScreen)
        problems.push(`${slug}: anunciou "${name}", mas o título não está na tela depois do passo`);
    } else if (!next.whole.some((id) => !seen.has(id))) {
      problems.push(`${slug}: anunciou "${name}", mas o passo não mostrou inteira nenhuma parte nova`);
    }
    const opensSection = heading === name && before?.opensSection === true;
    if (moved < next.visibleHeight / 2 && !opensSection)
      problems.push(`${slug}: passo de só ${moved} px até "${name}"`);
    screen = next;
  }
}

const SIZES = [
  { width: 1024, height: 768, key: "PageDown" },
  { width: 1366, height: 768, key: "ArrowRight" },
  { width: 1920, height: 1080, key: "PageDown" },
] as const;

describe("presenter slides", () => {
  for (const { width, height, key } of SIZES) {
    it(`at ${width}×${height}, ${key} walks all twelve pages in whole slides: no chart, table, card or framed section cut; no word broken across lines; tables keep their columns; each step shows what the footer named and moves half a screen or to the next section`, async () => {
      await page.setViewportSize({ width, height });
      const first = PRESENTER_ORDER[0] ?? "abertura";
      await page.goto(`/initiatives/${first}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      if (!(await presenting())) await page.keyboard.press("p");
      await expect.poll(presenting).toBe(true);
      const problems: string[] = [];
      for (const [index, slug] of PRESENTER_ORDER.entries()) {
        await pageReady(slug);
        const { problems: found, last } = await walkPage(slug, key);
        problems.push(...found);
        const next = PRESENTER_ORDER[index + 1];
        if (!next) {
          expect(last).toBe("Fim da apresentação");
          break;
        }
        expect(last).toBe(`Próxima página: ${catalogueEntry(next)?.shortTitle}`);
        await page.keyboard.press(key);
      }
      expect(problems).toEqual([]);
    });
  }
});

describe("a stage for the back row", () => {
  it("every control on the slide says what it does in words: Voltar beside Sair da apresentação, the arrows beside their captions", async () => {
    await onStage("auditoria-ppp");
    const back = page.getByRole("link", { name: "Voltar", exact: true });
    expect((await back.innerText()).trim()).toBe("Voltar");
    expect((await page.getByRole("button", { name: "Sair da apresentação" }).innerText()).trim()).toBe(
      "Sair da apresentação",
    );
    for (const direction of ["backward", "forward"]) {
      await expect.poll(() => page.locator(`[data-presenter-direction="${direction}"]`).innerText()).toMatch(/\S/);
    }
    const unnamed = await page.locator("main a, main button").evaluateAll((controls) =>
      controls
        .filter((control) => control.getBoundingClientRect().width > 0)
        .filter((control) => !(control.textContent ?? "").trim() && !control.closest("[data-presenter-footer]"))
        .map((control) => control.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
  });

  it("the wheel and the trackpad land on the steps the keys do, one step per gesture", async () => {
    await onStage("ouvidoria");
    const steps: number[] = [];
    while ((await forwardCaption()).startsWith(SECTION)) {
      await page.keyboard.press("PageDown");
      await expect.poll(scrollY).toBeGreaterThan(steps.at(-1) ?? 0);
      await frames();
      steps.push(await scrollY());
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(scrollY).toBe(0);
    // Over the footer: a list under the pointer that can still scroll (the analyst's) would take the wheel itself.
    await page.mouse.move(512, 745);
    for (const step of steps) {
      // A trackpad's gesture: many small movements close together, one step.
      for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 15);
      await expect.poll(scrollY).toBe(step);
      // The gesture has ended when the page says so (use-presenter-keys.ts: the wheel still for a while).
      await expect(page.locator("html[data-wheel-gesture]")).toHaveCount(0);
    }
    // A mouse wheel's notch back up lands on the step before.
    await page.mouse.wheel(0, -100);
    await expect.poll(scrollY).toBe(steps.at(-2) ?? 0);
  });

  it("the ouvidoria analyst is the step right after the critical cases, whole on the screen", async () => {
    await onStage("ouvidoria");
    expect(await forwardCaption()).toBe(`${SECTION}Analista de IA da Ouvidoria`);
    await page.keyboard.press("PageDown");
    await expect.poll(scrollY).toBeGreaterThan(0);
    await frames();
    const analyst = page.locator("section", {
      has: page.getByRole("heading", { name: "Analista de IA da Ouvidoria" }),
    });
    const [box, footer] = [await analyst.boundingBox(), await page.locator("[data-presenter-footer]").boundingBox()];
    expect(box && footer && box.y >= 0 && box.y + box.height <= footer.y).toBe(true);
    await expect(page.getByLabel("Pergunta para o analista")).toBeVisible();
  });

  it("a slide with few elements scales them up: GEREG's three figures take at least half the first screen at 1024×768", async () => {
    await onStage("gereg");
    const grid = page.locator("[data-presenter-content] > *").first();
    const [box, footer] = [await grid.boundingBox(), await page.locator("[data-presenter-footer]").boundingBox()];
    expect(box && footer && box.height / (footer.y - box.y)).toBeGreaterThanOrEqual(0.5);
    expect(await brokenWords(page)).toEqual([]);
  });
});

describe("tables beside charts", () => {
  it("keep their columns, padded, at phone, tablet and laptop widths, scrolling sideways inside their card when narrower", async () => {
    if (await presenting()) {
      await page.keyboard.press("Escape");
      await expect.poll(presenting).toBe(false);
    }
    const problems: string[] = [];
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const slug of ["ouvidoria", "bi-conversacional"]) {
        await page.goto(`/initiatives/${slug}`);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        if (slug === "bi-conversacional") {
          await page.getByRole("button", { name: "Qual foi o faturamento por trimestre em 2024?" }).click();
          await page.getByRole("table").waitFor();
        }
        for (const problem of await tableProblems(page)) problems.push(`${width}px ${slug}: ${problem}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${width}px ${slug}: a página rola de lado (+${overflow}px)`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("BI Conversacional on stage", () => {
  it("shows the canned quarterly revenue as the example answer until the presenter asks something else", async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/initiatives/bi-conversacional");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    if (!(await presenting())) await page.keyboard.press("p");
    await expect.poll(presenting).toBe(true);
    const result = page.getByRole("region", { name: "Resultado da consulta" });
    // Server-rendered in the mode: the example is in the HTML, before any script runs.
    const html = await (await page.request.get("/initiatives/bi-conversacional")).text();
    expect(html).toContain("R$ 472,4 mi");
    await expect.poll(() => result.innerText()).toContain("4º trimestre");
    await expect.poll(() => result.innerText()).toContain("Exemplo");
    await page.getByLabel("Pergunta", { exact: true }).fill("Qual o índice de perdas por sistema de abastecimento?");
    await page.getByRole("button", { name: "Consultar" }).click();
    await expect.poll(() => result.innerText()).toContain("Esta demonstração responde apenas");
    await expect.poll(() => result.innerText()).not.toContain("4º trimestre");
    // Off stage the result waits for a question, as before.
    await page.keyboard.press("Escape");
    await expect.poll(presenting).toBe(false);
    await page.reload();
    await expect.poll(() => result.innerText()).toContain("Faça uma pergunta ou escolha uma sugestão");
  });
});

describe("the ouvidoria analyst", () => {
  const assistant = () => page.locator('[data-role="assistant"]').last();
  const input = () => page.getByLabel("Pergunta para o analista");

  async function openOuvidoria() {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/initiatives/ouvidoria");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    if (await presenting()) {
      await page.keyboard.press("Escape");
      await expect.poll(presenting).toBe(false);
    }
  }

  it("answers the question asked from the page's figures, in paragraphs and lists apart, with Sugestões after the first question", async () => {
    await openOuvidoria();
    await input().fill("Quantas reclamações de conta elevada hoje?");
    await input().press("Enter");
    await expect
      .poll(() => assistant().innerText(), { timeout: 15_000 })
      .toContain("231 reclamações de conta elevada hoje");
    await expect.poll(() => page.getByRole("button", { name: "Enviar pergunta" }).count(), { timeout: 15_000 }).toBe(1);
    // The first question hid the list; the suggestions are one click away under Sugestões.
    await page.getByRole("button", { name: "Sugestões" }).click();
    await page.getByRole("menuitem", { name: "Qual região precisa de mais atenção e por quê?" }).click();
    await expect.poll(() => assistant().innerText(), { timeout: 15_000 }).toContain("Ação sugerida");
    // The closing paragraph is a paragraph after the list, not a line of its last item.
    await expect.poll(() => assistant().locator("ul + p").innerText()).toContain("Ação sugerida:");
    await expect.poll(() => assistant().locator("li").filter({ hasText: "Ação sugerida" }).count()).toBe(0);
    await expect.poll(() => input().isEnabled(), { timeout: 15_000 }).toBe(true);
    // The menu (loaded on first use) opens again from the keyboard.
    await page.getByRole("button", { name: "Sugestões" }).press("Enter");
    await expect(page.getByRole("menuitem")).toHaveCount(5);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sugestões" })).toBeFocused();
  });

  it("stops an answer with Parar, as the project chat does: what arrived stays, marked as interrupted", async () => {
    await openOuvidoria();
    // A slow connection (1,5 kB/s) keeps the real stream going long enough to stop it halfway.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: 1500,
      uploadThroughput: -1,
    });
    try {
      await input().fill("Qual o caso da Maria Aparecida?");
      await input().press("Enter");
      await expect.poll(() => assistant().innerText(), { timeout: 15_000 }).toContain("Maria Aparecida");
      await page.getByRole("button", { name: "Parar resposta" }).click();
      await expect.poll(() => assistant().innerText()).toContain("Resposta interrompida");
      await expect(assistant()).not.toContainText("Próximo passo", { useInnerText: true });
      await expect
        .poll(() => page.getByRole("button", { name: "Enviar pergunta" }).count(), { timeout: 15_000 })
        .toBe(1);
    } finally {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    }
    // The conversation goes on after a stop.
    await input().fill("Como está o atendimento pelo WhatsApp?");
    await input().press("Enter");
    await expect.poll(() => assistant().innerText(), { timeout: 15_000 }).toContain("34,0% dos atendimentos de hoje");
  });
});

describe("a stage for a second walk", () => {
  const slideCounter = () => page.locator("[data-presenter-slide]").innerText();
  const pageCounter = () => page.locator("[data-presenter-page]").innerText();

  it("the counter says which slide of the page and which page of twelve, and the slide changes with each step", async () => {
    await onStage("ouvidoria");
    const position = PRESENTER_ORDER.indexOf("ouvidoria") + 1;
    const seen: string[] = [await slideCounter()];
    while ((await forwardCaption()).startsWith(SECTION)) {
      const before = await scrollY();
      await page.keyboard.press("PageDown");
      await expect.poll(scrollY).toBeGreaterThan(before);
      await frames();
      await expect.poll(slideCounter).not.toBe(seen.at(-1));
      seen.push(await slideCounter());
      await expect.poll(pageCounter).toBe(`Página ${position} de ${PRESENTER_ORDER.length}`);
    }
    expect(seen.length).toBeGreaterThan(2);
    expect(seen).toEqual(seen.map((_, index) => `Slide ${index + 1} de ${seen.length}`));
  });

  it("the Modo apresentação button shows its key, P, and the welcome toast never covers it", async () => {
    const visitor = await newPageForVisitor();
    const email = uniqueEmail("palco");
    await signUpThroughForm(visitor, email, "Apresentadora Recém-chegada");
    await signInThroughForm(visitor, email);
    await visitor.getByText("Bem-vindo de volta!").waitFor();
    await visitor.getByRole("link", { name: "Ouvidoria", exact: true }).click();
    await visitor.waitForURL("**/initiatives/ouvidoria");
    const button = visitor.getByRole("button", { name: /Modo apresentação/ });
    await expect(button.locator("kbd")).toHaveText("P");
    // The welcome is still on screen (it lasts a few seconds) while the presenter reaches for the button.
    const toast = visitor.locator("[data-sonner-toast]").filter({ hasText: "Bem-vindo de volta!" });
    const overlaps = async () => {
      const [a, b] = [await button.boundingBox(), await toast.boundingBox()];
      if (!a || !b) return "sem toast";
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      return apart ? "separados" : "sobrepostos";
    };
    await expect.poll(overlaps).toBe("separados");
    await visitor.context().close();
  });

  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
  ] as const) {
    it(`at ${width}×${height} no slide shows a cut line, a clipped placeholder, a truncated caption or a heading alone at its bottom`, async () => {
      await onStage(PRESENTER_ORDER[0] ?? "abertura", width, height);
      const problems: string[] = [];
      for (const [index, slug] of PRESENTER_ORDER.entries()) {
        await pageReady(slug);
        for (let step = 0; ; step++) {
          for (const problem of await cutTexts(page)) problems.push(`${slug} slide ${step + 1}: ${problem}`);
          if (!(await forwardCaption()).startsWith(SECTION)) break;
          const before = await scrollY();
          await page.keyboard.press("PageDown");
          await expect.poll(scrollY).toBeGreaterThan(before);
          await frames();
        }
        if (index < PRESENTER_ORDER.length - 1) await page.keyboard.press("PageDown");
      }
      expect(problems).toEqual([]);
    });
  }

  it("the analyst's box grows into the slide's free room at 1024×768", async () => {
    await onStage("ouvidoria");
    await expect.poll(forwardCaption).toBe(`${SECTION}Analista de IA da Ouvidoria`);
    await page.keyboard.press("PageDown");
    await expect.poll(scrollY).toBeGreaterThan(0);
    await frames();
    const box = page.getByRole("region", { name: "Analista de IA", exact: true });
    const room = async () => {
      const [analyst, footer] = [await box.boundingBox(), await page.locator("[data-presenter-footer]").boundingBox()];
      return analyst && footer ? Math.round(footer.y - (analyst.y + analyst.height)) : -1;
    };
    // The section's own padding and frame stay under it; no more than that is left empty.
    await expect.poll(room).toBeGreaterThanOrEqual(0);
    await expect.poll(room).toBeLessThanOrEqual(48);
  });

  it("Esc leaves presenter mode even while the analyst's box has the focus", async () => {
    await onStage("ouvidoria");
    await page.getByLabel("Pergunta para o analista").fill("Qual região");
    await page.getByLabel("Pergunta para o analista").focus();
    await page.keyboard.press("Escape");
    await expect.poll(presenting).toBe(false);
    // What was typed stays.
    await expect(page.getByLabel("Pergunta para o analista")).toHaveValue("Qual região");
  });

  it("the case dialog on stage masks the customer's e-mail and street address, and shows them off stage", async () => {
    const maria = criticalCases[0];
    if (!maria) throw new Error("sem casos críticos nos dados");
    const street = maria.customerData.address.split(" – ")[0] ?? maria.customerData.address;
    await onStage("ouvidoria");
    await page
      .getByRole("button", { name: /Ver Detalhes com IA/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Dados do cliente")).toBeVisible();
    await expect.poll(() => dialog.innerText()).not.toContain(maria.customerData.email);
    await expect.poll(() => dialog.innerText()).not.toContain(street);
    // The neighbourhood and the mail's domain still say where, without saying who.
    await expect.poll(() => dialog.innerText()).toContain("Jardim Primavera");
    await expect.poll(() => dialog.innerText()).toContain("@email.com.br");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Escape");
    await expect.poll(presenting).toBe(false);
    await page
      .getByRole("button", { name: /Ver Detalhes com IA/ })
      .first()
      .click();
    await expect.poll(() => dialog.innerText()).toContain(maria.customerData.email);
    await expect.poll(() => dialog.innerText()).toContain(street);
    await page.keyboard.press("Escape");
  });
});

/** A browser context of its own (a fresh visitor, signed out), for what happens at sign-in. */
function newPageForVisitor() {
  return newPage({ width: 1024, height: 768, reducedMotion: "reduce" });
}
