import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import { attachMarkdown, useBrowser, twoInOneConversation } from "./fixtures.ts";

const { newPage } = useBrowser();

const composer = (page: Page) => page.getByLabel("Mensagem", { exact: true });
const assistantMessages = (page: Page) => page.locator("[data-role='assistant']");
const canvas = (page: Page) => page.getByRole("complementary", { name: "Canvas" });
const answered = (page: Page) => page.locator("[data-role='assistant'][data-status='complete']");

/** The lead on a laptop with a project and a conversation, her colleague (a client) on a phone, in it. */
async function leadAndColleague(project: string) {
  const people = {
    owner: { name: "Lívia Prado", width: 1366, height: 768 },
    member: { name: "Beatriz Campos", width: 390, height: 844 },
  };
  const { owner: lead, member: colleague } = await twoInOneConversation(newPage, people, project, "Prazo");
  return { lead, colleague };
}

describe("people and the agent in one room", () => {
  it("a colleague's note 'para a equipe' reaches the lead live and the agent does not answer it", async () => {
    const { lead, colleague } = await leadAndColleague("Sala da equipe");

    await colleague.getByRole("button", { name: "Para a equipe" }).click();
    await expect(colleague.getByRole("button", { name: "Para a equipe" })).toHaveAttribute("aria-pressed", "true");
    await expect(colleague.getByText("Mensagem para a equipe: o agente não responde a ela.")).toBeVisible();
    await composer(colleague).fill("vou revisar o prazo amanhã");
    await composer(colleague).press("Enter");

    // Stored, then the send is over (the box is usable again): by then an answer would already be in her list.
    const sent = colleague.locator("[data-role='user'][data-status='complete']", {
      hasText: "vou revisar o prazo amanhã",
    });
    await expect(sent).toBeVisible();
    await expect(composer(colleague)).toBeEnabled();
    await expect(assistantMessages(colleague)).toHaveCount(0);
    // The choice was for that message: the next one goes to the agent again.
    await expect(colleague.getByRole("button", { name: "Para a equipe" })).toHaveAttribute("aria-pressed", "false");

    const note = lead.locator("[data-role='user']", { hasText: "vou revisar o prazo amanhã" });
    await expect(note).toBeVisible();
    await expect(note).toContainText("Beatriz Campos");
    await expect(note).toContainText("Para a equipe");

    // The agent still answers the lead's own question, and only that one.
    await composer(lead).fill("Quem vai revisar o prazo?");
    await composer(lead).press("Enter");
    await expect(answered(lead)).toHaveCount(1, { timeout: 30_000 });
    await expect(assistantMessages(colleague)).toHaveCount(1, { timeout: 30_000 });
  });

  it("an @mention of a member says so in the composer and is not answered either", async () => {
    const { lead, colleague } = await leadAndColleague("Sala das menções");
    await composer(colleague).fill("@Lívia pode confirmar o prazo?");
    await expect(
      colleague.getByText("Mensagem para a equipe (você mencionou uma pessoa): o agente não responde a ela."),
    ).toBeVisible();
    await composer(colleague).press("Enter");
    await expect(
      colleague.locator("[data-role='user'][data-status='complete']", { hasText: "@Lívia pode confirmar o prazo?" }),
    ).toBeVisible();
    await expect(composer(colleague)).toBeEnabled();
    await expect(assistantMessages(colleague)).toHaveCount(0);
    await expect(lead.locator("[data-role='user']", { hasText: "@Lívia pode confirmar o prazo?" })).toBeVisible();
  });
});

describe("roles decided: who may change a document", () => {
  it("an invited client sees no Editar or Excluir on the lead's document, and the server refuses both (403)", async () => {
    const { lead, colleague } = await leadAndColleague("Sala dos papéis");
    await attachMarkdown(lead, "plano.md", "# Plano\n\nVersão da líder.\n", "Proposta");
    await expect(canvas(lead).getByRole("button", { name: "Editar" })).toBeVisible();
    await expect(canvas(lead).getByRole("button", { name: "Excluir" })).toBeVisible();

    await colleague.setViewportSize({ width: 1366, height: 768 });
    await colleague.goto(lead.url());
    await colleague.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(canvas(colleague).getByTestId("canvas-document-name")).toHaveText("plano.md");
    await expect(canvas(colleague).getByText("Versão da líder.")).toBeVisible();
    await expect(canvas(colleague).getByRole("button", { name: "Editar" })).toHaveCount(0);
    await expect(canvas(colleague).getByRole("button", { name: "Excluir" })).toHaveCount(0);

    const documentId = new URL(lead.url()).searchParams.get("document") ?? "";
    const base = `/api/projects${new URL(lead.url()).pathname.replace("/projects", "")}/documents/${documentId}`;
    const deleted = await colleague.request.delete(base);
    expect(deleted.status()).toBe(403);
    expect(await deleted.json()).toMatchObject({
      error: "Só quem enviou o documento ou a equipe Nexo do projeto pode excluí-lo.",
    });
    const edited = await colleague.request.put(`${base}/content`, {
      data: { content: "# Plano\n\nVersão da colega.\n", baseVersion: 1 },
    });
    expect(edited.status()).toBe(403);
    expect(await edited.json()).toMatchObject({
      error: "Só quem enviou o documento ou a equipe Nexo do projeto pode editá-lo.",
    });
    await expect(canvas(lead).getByText("Versão da líder.")).toBeVisible();
  });
});
