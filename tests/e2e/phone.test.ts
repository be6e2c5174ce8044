import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import { attachDocument, newUser, useBrowser } from "./fixtures.ts";
import { smallTapTargets } from "./tap-checks.ts";

/**
 * The invited colleague's phone (390×844): every control of the project page
 * is a target a finger hits, citation markers and message actions included.
 */
const { newPage } = useBrowser();

const NOTES = [
  "# Plano de Atendimento",
  "",
  "## Escalonamento",
  "",
  "Reclamações com sentimento negativo são escalonadas ao supervisor em até 15 minutos após o registro.",
  "",
  "## Metas",
  "",
  "A meta de satisfação do trimestre é 4,5 em 5.",
  "",
].join("\n");

/**
 * Closes the toasts that sit over the composer on a phone (the project's, the conversation's, an upload's). A toast can
 * leave by itself while it is being closed, and the stack moves as one leaves: hovering one to reach its button waited
 * for a stable element that was gone (a 30 s timeout on a loaded machine). Each is closed by its button's click event,
 * which waits for no hover and no end of an animation; one that left meanwhile counts as closed.
 */
async function closeToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  for (let left = await toasts.count(); left > 0; left = await toasts.count()) {
    await toasts
      .first()
      .getByRole("button", { name: "Close toast" })
      .dispatchEvent("click", undefined, { timeout: 2_000 })
      .catch(() => undefined);
    await expect.poll(() => toasts.count()).toBeLessThan(left);
  }
}

/** A new project and its first conversation, from the Dashboard (on a phone the sidebar is a drawer). */
async function projectOnPhone(page: Page, name: string, conversation: string) {
  await page.getByRole("button", { name: "Novo Projeto" }).first().click();
  const create = page.getByRole("dialog", { name: "Criar Novo Projeto" });
  await create.getByLabel("Nome do Projeto").fill(name);
  await create.getByRole("button", { name: "Criar Projeto" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova Conversa" });
  await dialog.getByLabel("Nome da conversa").fill(conversation);
  await dialog.getByLabel("Nome da conversa").press("Enter");
  await page.waitForURL(/session=/);
  await dialog.waitFor({ state: "hidden" });
}

describe("a phone you can tap", () => {
  it("390×844: the project page's bars above the conversation take at most 15% of the screen (126 px), every control in them still 44 px and named", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await newUser(page, "Colega de Cabeçalho");
    await projectOnPhone(page, "Projeto com um nome bem comprido para o celular", "Uma conversa de título longo");
    await closeToasts(page);
    const chat = page.getByRole("region", { name: "Chat" });
    await expect.poll(async () => (await chat.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(126);
    // Everything the two bars offered is still there, by the same names.
    await expect(page.getByRole("heading", { name: "Chat do Projeto" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Projeto com um nome bem comprido para o celular")).toBeVisible();
    await expect(page.getByTestId("conversation-title")).toBeVisible();
    for (const name of [
      /Alternar barra lateral/,
      /Membros \(1\)/,
      "Documentos",
      "Renomear conversa atual",
      "Conversas do projeto",
      "Nova conversa",
    ])
      await expect(page.getByRole("button", { name, exact: typeof name === "string" })).toBeVisible();
    await expect.poll(() => smallTapTargets(page)).toEqual([]);
    await page.context().close();
  });

  it("390×844: every control on the project page, with an answer and its citations on screen, is 44×44 px to a finger", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await newUser(page, "Colega no Celular");
    await projectOnPhone(page, "Projeto no Celular", "Plano");
    await attachDocument(page, { name: "plano.md", mimeType: "text/markdown", buffer: Buffer.from(NOTES) });
    const composer = page.getByLabel("Mensagem", { exact: true });
    await composer.fill("Qual o prazo para escalonar reclamações com sentimento negativo?");
    await composer.press("Enter");
    const answer = page.locator("[data-role='assistant'][data-status='complete']").last();
    await answer.locator("a[data-citation]").first().waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Enviar" }).waitFor();
    await closeToasts(page);
    await expect.poll(() => smallTapTargets(page)).toEqual([]);
    await page.context().close();
  });
});
