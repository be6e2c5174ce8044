import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import { attachDocument, useBrowser, newUserInProject } from "./fixtures.ts";

const { newPage } = useBrowser();

const composer = (page: Page) => page.getByLabel("Mensagem", { exact: true });
const canvas = (page: Page) => page.getByRole("complementary", { name: "Canvas" });
const assistantMessages = (page: Page) => page.locator("[data-role='assistant']");

describe("project chat", () => {
  it("Enter sends; the reply streams in; Shift+Enter only adds a line; blank messages cannot be sent", async () => {
    const page = await newUserInProject(newPage, "Conversadora", "Projeto Conversa", "Primeira");
    const send = page.getByRole("button", { name: "Enviar" });
    await expect(send).toBeDisabled();
    await composer(page).fill("   ");
    await expect(send).toBeDisabled();

    await composer(page).fill("Olá");
    await composer(page).press("Shift+Enter");
    await expect(composer(page)).toHaveValue("Olá\n");
    await composer(page).press("Enter");
    await page.locator("[data-role='user']").filter({ hasText: "Olá" }).waitFor();
    // While the reply streams the box is disabled and a stop button is offered.
    await expect(assistantMessages(page).last()).toContainText("Sou o agente do projeto");
    await page.getByRole("button", { name: "Enviar" }).waitFor();
    await expect(composer(page)).toHaveValue("");

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(assistantMessages(page).last()).toContainText("Sou o agente do projeto");
    await page.context().close();
  });

  it("answers a fact found only in an uploaded document, cites it, and the citation opens it in the Canvas", async () => {
    const page = await newUserInProject(newPage, "Pesquisadora", "Projeto Pesquisa", "Perguntas");
    const manual =
      "# Manual da Estação\n\n## Operação\n\nA estação de tratamento Rio Verde opera com vazão nominal de 480 litros por segundo.\n";
    await attachDocument(
      page,
      { name: "estacao.md", mimeType: "text/markdown", buffer: Buffer.from(manual) },
      "Referência",
    );
    await expect(canvas(page).getByTestId("document-status")).toHaveText("Pronto", { timeout: 20_000 });
    // Leave the document so the citation is what opens it again.
    await canvas(page).getByRole("button", { name: "Excluir" }).waitFor();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    await composer(page).fill("Qual é a vazão nominal da estação Rio Verde?");
    await composer(page).press("Enter");
    const answer = assistantMessages(page).last();
    await expect(answer).toContainText("480 litros por segundo", { timeout: 20_000 });
    const citation = answer.getByRole("link", { name: /\[1\] estacao\.md/ });
    await citation.waitFor();
    await citation.click();
    await canvas(page).getByTestId("canvas-document-name").filter({ hasText: "estacao.md" }).waitFor();
    await canvas(page).getByText("vazão nominal de 480 litros por segundo").waitFor();
    await page.context().close();
  });

  it("a javascript: link is not clickable and raw HTML is shown as text", async () => {
    const page = await newUserInProject(newPage, "Testadora de Segurança", "Projeto Seguro", "Links");
    await composer(page).fill("Veja [clique aqui](javascript:alert(1)) e <b>negrito</b> <img src=x onerror=alert(2)>");
    await composer(page).press("Enter");
    const mine = page.locator("[data-role='user']").last();
    await mine.getByText("clique aqui").waitFor();
    await expect(mine.locator("a")).toHaveCount(0);
    await expect(mine.locator("b, img")).toHaveCount(0);
    await expect(mine).toContainText("<b>negrito</b>");
    expect(await page.evaluate(() => document.querySelector("a[href^='javascript']"))).toBeNull();
    await page.context().close();
  });
});
