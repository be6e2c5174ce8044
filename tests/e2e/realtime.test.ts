import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import { createProjectWithConversation, newUser, useBrowser, twoInOneConversation } from "./fixtures.ts";

const { newPage } = useBrowser();

const composer = (page: Page) => page.getByLabel("Mensagem", { exact: true });
const messageWith = (page: Page, role: "user" | "assistant", text: string) =>
  page.locator(`[data-role='${role}']`).filter({ hasText: text });

/** Ana and Bruno, both at 1440×900, in the conversation "Reunião" of Ana's project. */
async function twoMembersInOneConversation(owner: string, member: string, project: string) {
  const desk = { width: 1440, height: 900 };
  const people = { owner: { name: owner, ...desk }, member: { name: member, ...desk } };
  const { owner: ana, member: bruno } = await twoInOneConversation(newPage, people, project, "Reunião");
  return { ana, bruno };
}

describe("live rooms", () => {
  it("two members in one conversation: both see the message and the streamed reply, and each other", async () => {
    const { ana, bruno } = await twoMembersInOneConversation("Ana Ribeiro", "Bruno Souza", "Projeto ao Vivo");

    await ana.getByTestId("presence").getByText("BS").waitFor();
    await bruno.getByTestId("presence").getByText("AR").waitFor();
    await expect(ana.getByTestId("presence")).toHaveAttribute("aria-label", /Bruno Souza/);

    await composer(ana).fill("Olá");
    await composer(ana).press("Enter");
    await messageWith(bruno, "user", "Olá").waitFor();
    // Bruno sees the reply grow as it is written, not all at once.
    const sizes = new Set<number>();
    const reply = bruno.locator("[data-role='assistant']").last();
    await expect
      .poll(
        async () => {
          const text = (await reply.count()) ? await reply.innerText() : "";
          if (text) sizes.add(text.length);
          return text;
        },
        { intervals: [20], timeout: 15_000 },
      )
      .toContain("envie um pelo clipe");
    expect(sizes.size).toBeGreaterThan(1);
    await expect(messageWith(bruno, "assistant", "Sou o agente do projeto")).toHaveCount(1);
    await expect(messageWith(ana, "assistant", "Sou o agente do projeto")).toHaveCount(1);
    await expect(messageWith(ana, "user", "Olá")).toHaveCount(1);

    await bruno.context().close();
    await expect(ana.getByTestId("presence")).toHaveCount(0);
    await ana.context().close();
  });

  it("a removed member's open page is closed off at once: it says why, stops updating and does not reconnect", async () => {
    const { ana, bruno } = await twoMembersInOneConversation("Ana Dona", "Bruno Removido", "Projeto Restrito");
    // Ana's page was loaded before Bruno joined: a reload lists him among the members.
    await ana.reload();
    await ana.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await ana.getByTestId("presence").getByText("BR").waitFor();
    // Count Bruno's room connections from here on: a reconnection would be a second one.
    let upgrades = 0;
    bruno.on("websocket", () => (upgrades += 1));

    await ana.getByRole("button", { name: /Membros/ }).click();
    const members = ana.getByRole("dialog", { name: "Membros do projeto" });
    await members.getByRole("button", { name: "Remover Bruno Removido" }).click();
    await members.getByText("Bruno Removido").waitFor({ state: "detached" });
    await ana.keyboard.press("Escape");
    await members.waitFor({ state: "hidden" });
    const notice = bruno.getByRole("alert").filter({ hasText: "Você não tem mais acesso a este projeto." });
    await notice.waitFor({ timeout: 5_000 });
    await notice.getByRole("link", { name: "Ir para o Dashboard" }).waitFor();
    await expect.poll(() => ana.getByTestId("presence").count()).toBe(0);

    // Ana keeps talking; Bruno's page never shows it, and it does not try to reconnect. A second window of Ana's
    // in the same room is the signal: once the room has brought it her message and the whole reply after it,
    // any socket still open in that room would have had the message first.
    const watcher = await ana.context().newPage();
    await watcher.goto(ana.url());
    await watcher.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await composer(ana).fill("Depois da saída");
    await composer(ana).press("Enter");
    await messageWith(watcher, "user", "Depois da saída").waitFor();
    await watcher
      .locator("[data-role='assistant'][data-status='complete']")
      .filter({ hasText: "envie um pelo clipe" })
      .waitFor({ timeout: 15_000 });
    await expect(messageWith(bruno, "user", "Depois da saída")).toHaveCount(0);
    expect(upgrades).toBe(0);
    await ana.context().close();
    await bruno.context().close();
  });

  it("the same person in two windows sees each window's messages in the other, once", async () => {
    const first = await newPage({ width: 1440, height: 900 });
    await newUser(first, "Carla Janelas");
    await createProjectWithConversation(first, "Projeto Janelas", "Duas janelas");
    const second = await first.context().newPage();
    await second.setViewportSize({ width: 1440, height: 900 });
    await second.goto(first.url());
    await second.locator("html[data-hydrated]").waitFor({ state: "attached" });

    await composer(second).fill("Oi");
    await composer(second).press("Enter");
    await messageWith(first, "user", "Oi").waitFor();
    await expect(messageWith(first, "assistant", "Sou o agente do projeto")).toHaveCount(1, { timeout: 15_000 });
    await expect(messageWith(second, "user", "Oi")).toHaveCount(1);
    await expect(messageWith(second, "assistant", "Sou o agente do projeto")).toHaveCount(1);
    await first.context().close();
  });
});
