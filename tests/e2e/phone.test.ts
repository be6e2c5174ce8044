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

describe("a phone you can tap", () => {
  it("390×844: every control on the project page, with an answer and its citations on screen, is 44×44 px to a finger", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await newUser(page, "Colega no Celular");
    // On a phone the sidebar is a drawer: the Dashboard's own Novo Projeto button.
    await page.getByRole("button", { name: "Novo Projeto" }).first().click();
    const create = page.getByRole("dialog", { name: "Criar Novo Projeto" });
    await create.getByLabel("Nome do Projeto").fill("Projeto no Celular");
    await create.getByRole("button", { name: "Criar Projeto" }).click();
    const conversation = page.getByRole("dialog", { name: "Nova Conversa" });
    await conversation.getByLabel("Nome da conversa").fill("Plano");
    await conversation.getByLabel("Nome da conversa").press("Enter");
    await page.waitForURL(/session=/);
    await conversation.waitFor({ state: "hidden" });
    await attachDocument(page, { name: "plano.md", mimeType: "text/markdown", buffer: Buffer.from(NOTES) });
    const composer = page.getByLabel("Mensagem", { exact: true });
    await composer.fill("Qual o prazo para escalonar reclamações com sentimento negativo?");
    await composer.press("Enter");
    const answer = page.locator("[data-role='assistant'][data-status='complete']").last();
    await answer.locator("a[data-citation]").first().waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Enviar" }).waitFor();
    // The project's, the conversation's and the upload's toasts sit over the composer on a phone: closed first.
    const toasts = page.locator("[data-sonner-toast]");
    while ((await toasts.count()) > 0) {
      await toasts.first().hover();
      await toasts.first().getByRole("button", { name: "Close toast" }).click();
      await expect(toasts).toHaveCount((await toasts.count()) - 1);
    }
    await expect.poll(() => smallTapTargets(page)).toEqual([]);
    await page.context().close();
  });
});
