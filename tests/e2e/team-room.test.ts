import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import {
  confirmEmailFromOutbox,
  createProjectWithConversation,
  newProvenUser,
  newUser,
  useBrowser,
} from "./fixtures.ts";

const { newPage } = useBrowser();

const composer = (page: Page) => page.getByLabel("Mensagem", { exact: true });
const assistantMessages = (page: Page) => page.locator("[data-role='assistant']");
const answered = (page: Page) => page.locator("[data-role='assistant'][data-status='complete']");

/** The lead on a laptop with a project and a conversation, her colleague (a client) on a phone, in it. */
async function leadAndColleague(project: string) {
  const lead = await newPage({ width: 1366, height: 768 });
  await newProvenUser(lead, "Lívia Prado");
  const colleague = await newPage({ width: 390, height: 844 });
  const { email } = await newUser(colleague, "Beatriz Campos");
  await confirmEmailFromOutbox(colleague, email);
  await createProjectWithConversation(lead, project, "Prazo");
  const invited = await lead.request.post(`${new URL(lead.url()).pathname}.data`, {
    form: { intent: "invite-member", email, role: "client" },
  });
  expect(invited.status()).toBe(200);
  await colleague.goto("/dashboard");
  await colleague
    .getByRole("region", { name: "Convites pendentes" })
    .getByRole("listitem")
    .getByRole("button", { name: "Aceitar" })
    .click();
  await colleague.waitForURL(/\/projects\//);
  await colleague.goto(lead.url());
  for (const page of [lead, colleague]) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
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
