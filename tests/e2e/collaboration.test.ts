import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import {
  attachMarkdown,
  confirmEmailFromOutbox,
  createProjectWithConversation,
  newProvenUser,
  newUser,
  useBrowser,
} from "./fixtures.ts";

const { newPage } = useBrowser();

const canvas = (page: Page) => page.getByRole("complementary", { name: "Canvas" });
const editor = (page: Page) => canvas(page).getByLabel("Conteúdo do documento");

describe("two members on one document", () => {
  it("an open editor is never replaced by another member's save: the banner names who saved, the old version meets the 409 dialog, and nothing is lost; the agent's annotation appears live", async () => {
    const ana = await newPage({ width: 1440, height: 900 });
    await newProvenUser(ana, "Ana Ribeiro");
    const bruno = await newPage({ width: 375, height: 812 });
    const { email } = await newUser(bruno, "Bruno Souza");
    // Only a proven address may answer an invitation.
    await confirmEmailFromOutbox(bruno, email);
    await createProjectWithConversation(ana, "Projeto Compartilhado", "Plano");
    await attachMarkdown(ana, "plano.md", "# Plano\n\nVersão inicial.\n", "Proposta");

    // Bruno's invitation, on a phone: the card keeps its text readable (not one word per line), then he accepts.
    const projectPath = new URL(ana.url()).pathname;
    const invited = await ana.request.post(`${projectPath}.data`, {
      // A team member: a client may not edit a document someone else uploaded (docs/architecture.md, "Decisions").
      form: { intent: "invite-member", email, role: "nexo_employee" },
    });
    expect(invited.status()).toBe(200);
    await bruno.goto("/dashboard");
    const card = bruno.getByRole("region", { name: "Convites pendentes" }).getByRole("listitem");
    await card.waitFor();
    const text = card.locator("p").first();
    expect((await text.boundingBox())?.width).toBeGreaterThan(250);
    expect(await bruno.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await card.getByRole("button", { name: "Aceitar" }).click();
    await bruno.waitForURL(/\/projects\//);
    await bruno.setViewportSize({ width: 1440, height: 900 });
    // Ana's address names the open document: the same link opens it for Bruno.
    expect(ana.url()).toMatch(/document=[0-9a-f-]{36}/);
    await bruno.goto(ana.url());
    await bruno.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await canvas(bruno).getByTestId("canvas-document-name").filter({ hasText: "plano.md" }).waitFor();

    // Bruno edits; Ana saves meanwhile. Bruno's draft stays, and he is told by whom.
    await canvas(bruno).getByRole("button", { name: "Editar" }).click();
    await editor(bruno).fill("# Plano\n\nVersão do Bruno, ainda não salva.\n");
    await canvas(ana).getByRole("button", { name: "Editar" }).click();
    await editor(ana).fill("# Plano\n\nVersão da Ana.\n");
    await canvas(ana).getByRole("button", { name: "Salvar" }).click();
    await ana.getByText("Documento salvo").waitFor();
    await canvas(bruno).getByText("Este documento foi alterado por Ana Ribeiro.").waitFor();
    await expect(editor(bruno)).toHaveValue("# Plano\n\nVersão do Bruno, ainda não salva.\n");

    // Ver alterações shows Ana's text beside his; he keeps his version.
    await canvas(bruno).getByRole("button", { name: "Ver alterações" }).click();
    const changes = bruno.getByRole("dialog", { name: "Alterações de Ana Ribeiro" });
    await changes.getByTestId("changes-diff").getByText("Versão da Ana.").waitFor();
    await changes.getByRole("button", { name: "Manter minha versão" }).click();
    await changes.waitFor({ state: "hidden" });
    await expect(editor(bruno)).toHaveValue(/Versão do Bruno/);

    // Saving on the version he started from is refused (409): the dialog, his draft intact, and his choice.
    await canvas(bruno).getByRole("button", { name: "Salvar" }).click();
    const conflict = bruno.getByRole("dialog", { name: "Conflito ao salvar" });
    await conflict.waitFor();
    // The modal hides the page from the accessibility tree: read the editor from the DOM.
    await expect(bruno.locator("#canvas-editor")).toHaveValue(/Versão do Bruno/);
    await conflict.getByRole("button", { name: "Salvar minha versão" }).click();
    await bruno.getByText("Documento salvo").waitFor();
    // Ana, not editing, sees Bruno's text live.
    await canvas(ana).getByText("Versão do Bruno, ainda não salva.").waitFor();

    // Bruno asks the agent for a note; Ana's Canvas shows it without a reload.
    await bruno.getByLabel("Mensagem", { exact: true }).fill("anote no plano: revisar o cronograma");
    await bruno.getByLabel("Mensagem", { exact: true }).press("Enter");
    await canvas(ana).getByText("revisar o cronograma").waitFor({ timeout: 20_000 });
    // The action report names no internal tool.
    await expect
      .poll(() => bruno.locator("[data-role='assistant']").last().innerText(), { timeout: 20_000 })
      .toContain("Anotação adicionada ao plano.md");
    await expect(bruno.locator("[data-role='assistant']").last()).not.toContainText("add_annotation", {
      useInnerText: true,
    });
    await ana.context().close();
    await bruno.context().close();
  }, 120_000);
});
