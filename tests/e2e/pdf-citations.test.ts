import type { Locator, Page } from "playwright-core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import { attachDocument, createProject, documentReady, newUser, useBrowser } from "./fixtures.ts";

const { newPage } = useBrowser();

const canvas = (page: Page) => page.getByRole("complementary", { name: "Canvas" });
const assistantMessages = (page: Page) => page.locator("[data-role='assistant']");
const composer = (page: Page) => page.getByLabel("Mensagem", { exact: true });

const HEADER = "Companhia Estadual de Saneamento - Relatório de Operações 2026";
const CITED = "A outorga de captação do Rio Verde vence em dezembro de 2031.";
/**
 * Lines that set the cited sentence late in its passage (the page's first, from its running header on), past
 * what a small preview shows, as in a real report; the lines after it fill a second passage of the page.
 */
const FILLER = [
  "A estação de tratamento operou durante todo o ano com equipes em três turnos e registros diários.",
  "As leituras de turbidez ficaram dentro do padrão em todos os meses, com uma única exceção em março.",
  "O consumo de energia caiu depois da troca das bombas do recalque, concluída no segundo semestre.",
  "A manutenção preventiva dos filtros seguiu o calendário aprovado pela diretoria de operações.",
  "Os relatórios mensais foram enviados à agência reguladora dentro dos prazos combinados.",
  "Os contratos de fornecimento de produtos químicos foram renovados por mais doze meses.",
];
const AFTER = [
  "A renovação deve ser pedida à agência com dois anos de antecedência, segundo o termo de outorga.",
  "O pedido exige o estudo de disponibilidade hídrica da bacia e o plano de uso racional da água.",
  "A captação emergencial do Ribeirão Claro segue autorizada até a conclusão da nova adutora.",
  "O volume captado em 2026 ficou abaixo do limite outorgado em todos os meses do ano.",
  "A medição da vazão captada é feita por macromedidores calibrados a cada seis meses.",
  "Os dados de captação são publicados no portal de transparência da companhia todo trimestre.",
  "A agência fez uma vistoria em agosto e não apontou nenhuma pendência na captação.",
  "O próximo relatório trará o andamento do estudo hídrico e o cronograma do pedido de renovação.",
  "As metas de perdas na distribuição serão revistas depois da conclusão do estudo hídrico.",
  "A diretoria aprovou a contratação de uma consultoria para apoiar o pedido de renovação.",
  "O orçamento da consultoria está previsto no plano de investimentos do próximo exercício.",
  "Fim da seção de outorgas e licenças de captação de água bruta do relatório anual de 2026.",
];

/**
 * An A4 report as people write one: 12 pt body text inside 72 pt margins, a 9 pt running header on every page,
 * the cited sentence on page 2 under the header and six lines of other matters.
 */
async function reportPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = [
    ["Introdução", "Este relatório resume a operação da companhia no ano de 2026.", ...FILLER.slice(0, 3)],
    ["Outorgas e licenças", ...FILLER, CITED, ...AFTER],
  ];
  for (const paragraphs of pages) {
    const page = pdf.addPage([595, 842]);
    page.drawText(HEADER, { x: 72, y: 800, size: 9, font });
    // Each sentence wrapped to the 451 pt between the margins, a line a text run, as a word processor sets it.
    const lines = paragraphs.flatMap((paragraph) =>
      paragraph.split(" ").reduce<string[]>((wrapped, word) => {
        const last = wrapped.at(-1);
        if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, 12) <= 451)
          wrapped[wrapped.length - 1] = `${last} ${word}`;
        else wrapped.push(word);
        return wrapped;
      }, []),
    );
    lines.forEach((line, i) => {
      page.drawText(line, { x: 72, y: 760 - i * 16, size: 12, font });
    });
  }
  return Buffer.from(await pdf.save());
}

async function ask(page: Page, question: string, expected: string) {
  await composer(page).fill(question);
  await composer(page).press("Enter");
  await expect(assistantMessages(page).last()).toContainText(expected, { timeout: 20_000 });
  await page.getByRole("button", { name: "Enviar" }).waitFor();
}

async function newConversation(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name: "Nova Conversa" });
  await dialog.getByLabel("Nome da conversa").fill(name);
  await dialog.getByLabel("Nome da conversa").press("Enter");
  await page.waitForURL(/session=[0-9a-f-]{36}/);
  await dialog.waitFor({ state: "hidden" });
}

/** The text of the PDF page's highlighted spans, joined. */
function highlighted(pdfPage: Locator) {
  return pdfPage.locator("[data-passage]").evaluateAll((spans) => spans.map((span) => span.textContent).join(" "));
}

/** Whether `element`'s box lies within the box of its closest ancestor matching `frame` (what a scroll pane shows). */
function insideFrame(element: Locator, frame: string) {
  return element.evaluate((node, selector) => {
    const pane = node.closest(selector);
    if (!pane) return false;
    const [box, view] = [node.getBoundingClientRect(), pane.getBoundingClientRect()];
    return box.height > 0 && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
  }, frame);
}

/** Whether `words` are drawn within the box of `pane` (which clips what overflows it), measured on the words. */
function wordsShown(pane: Locator, words: string) {
  return pane.evaluate((root, needle) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(needle) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle.length);
      const [box, view] = [range.getBoundingClientRect(), root.getBoundingClientRect()];
      return box.height > 0 && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    }
    return false;
  }, words);
}

describe("citations into PDFs", () => {
  it("a PDF citation opens its page with the cited passage highlighted in the text layer and scrolled into view; the hover preview shows the cited words, not the page's header", async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await newUser(page, "Leitora de Relatórios");
    await createProject(page, "Projeto Relatório");
    await newConversation(page, "Outorgas");
    await attachDocument(page, { name: "relatorio.pdf", mimeType: "application/pdf", buffer: await reportPdf() });
    await documentReady(page);

    await ask(page, "Em que data vence a outorga de captação do Rio Verde?", "2031");
    const marker = assistantMessages(page).last().locator(".markdown a[data-citation]").first();

    // The preview opens on the cited words, within the part of the tooltip that shows.
    await marker.hover();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toContainText("dezembro de 2031");
    const excerpt = page.locator("[data-radix-popper-content-wrapper] [data-preview-excerpt]");
    await expect.poll(() => wordsShown(excerpt, "dezembro de 2031")).toBe(true);
    await expect(excerpt).not.toContainText(HEADER);

    await marker.click();
    await page.waitForURL(/passage=\d+/);
    const second = canvas(page).locator("[data-pdf-page='2']");
    await expect(second.locator("[data-passage]").first()).toBeVisible();
    await expect.poll(() => highlighted(second)).toContain("vence em dezembro de 2031");
    // The passage, not the whole page: the page's last line is outside it, and page 1 has no highlight.
    await expect.poll(() => highlighted(second)).not.toContain("Fim da seção de outorgas");
    await expect(canvas(page).locator("[data-pdf-page='1'] [data-passage]")).toHaveCount(0);
    // Scrolled into the viewer's 600 px frame.
    const cited = second.locator("[data-passage]", { hasText: "2031" }).first();
    await expect.poll(() => insideFrame(cited, "[data-pdf-frame]")).toBe(true);

    // The reloaded URL opens the same highlight.
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect
      .poll(() => highlighted(canvas(page).locator("[data-pdf-page='2']")))
      .toContain("vence em dezembro de 2031");
    await page.context().close();
  }, 120_000);

  it("on a 390×844 phone the cited page is fitted to the width with readable text, and zooms with 44 px buttons", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await newUser(page, "Leitora no Celular");
    // On a phone the sidebar is a drawer: the Dashboard's own Novo Projeto button.
    await page.getByRole("button", { name: "Novo Projeto" }).first().click();
    const create = page.getByRole("dialog", { name: "Criar Novo Projeto" });
    await create.getByLabel("Nome do Projeto").fill("Projeto no Celular");
    await create.getByRole("button", { name: "Criar Projeto" }).click();
    await newConversation(page, "Outorgas");
    await attachDocument(page, { name: "relatorio.pdf", mimeType: "application/pdf", buffer: await reportPdf() });
    const sheet = page.getByRole("dialog", { name: "Canvas" });
    if (await sheet.isVisible()) await sheet.getByRole("button", { name: "Fechar" }).click();
    await ask(page, "Em que data vence a outorga de captação do Rio Verde?", "2031");
    await assistantMessages(page).last().locator(".markdown a[data-citation]").first().click();

    const second = sheet.locator("[data-pdf-page='2']");
    await expect(second.locator("[data-passage]").first()).toBeVisible();
    await expect.poll(() => second.evaluate((node) => node.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
    await expect.poll(() => second.evaluate((node) => node.getBoundingClientRect().left)).toBeGreaterThanOrEqual(0);
    // 9 px: the smallest body text the walk could read on this phone (the old viewer's ~7 px was not); an A4
    // page's 12 pt body text reaches it only when the page is fitted by its text's width, margins cropped.
    // Measured on the cited sentence, body text (the running header is 9 pt, smaller by design).
    const fontSize = () =>
      second
        .locator("[data-passage]", { hasText: "2031" })
        .first()
        .evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    await expect.poll(fontSize).toBeGreaterThanOrEqual(9);

    const zoomIn = sheet.getByRole("button", { name: "Aumentar zoom" });
    const zoomOut = sheet.getByRole("button", { name: "Diminuir zoom" });
    for (const button of [zoomIn, zoomOut]) {
      const box = await button.boundingBox();
      expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    }
    const fitted = await fontSize();
    await zoomIn.click();
    await expect.poll(fontSize).toBeGreaterThan(fitted * 1.2);
    await zoomOut.click();
    await expect.poll(fontSize).toBeCloseTo(fitted, 1);
    await page.context().close();
  }, 120_000);
});
