import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import {
  attachDocument,
  confirmEmailFromOutbox,
  createProjectWithConversation,
  newProvenUser,
  newUser,
  useBrowser,
} from "./fixtures.ts";
import { controlsUnderToasts } from "./tap-checks.ts";

const { newPage } = useBrowser();

async function createProjectFromSidebar(page: Page, name: string) {
  await page
    .getByRole("complementary", { name: "Barra lateral" })
    .getByRole("button", { name: "Novo Projeto" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Criar Novo Projeto" });
  const submit = dialog.getByRole("button", { name: "Criar Projeto" });
  await expect(submit).toBeDisabled(); // empty name
  await dialog.getByLabel("Nome do Projeto").fill("   ");
  await expect(submit).toBeDisabled(); // whitespace only
  await dialog.getByLabel("Nome do Projeto").fill(name);
  await dialog.getByLabel("Descrição (opcional)").fill("Projeto criado pelo teste de ponta a ponta.");
  await submit.click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
}

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Barra lateral" });

describe("projects and conversations", () => {
  it("creates a project, validates and creates a conversation, then renames it", async () => {
    const page = await newPage();
    await newUser(page, "Carla Projetos");
    await createProjectFromSidebar(page, "Projeto E2E");
    await page.getByText("Projeto criado!").waitFor();
    // The modal dialog hides the page from the accessibility tree, so look at the DOM here.
    await expect(page.locator("h1", { hasText: "Chat do Projeto" })).toBeVisible();
    await expect(page.locator("aside a", { hasText: "Projeto E2E" })).toBeVisible();

    // No conversations yet: the dialog opens by itself, over the consolidated view.
    const dialog = page.getByRole("dialog", { name: "Nova Conversa" });
    await dialog.waitFor();
    await expect(page.getByTestId("conversation-title")).toHaveText("Conversa Consolidada do Projeto");

    // Empty name: the page variant's notice, and the dialog stays open.
    await dialog.getByRole("button", { name: "Criar Conversa" }).click();
    const notice = page.locator("[data-sonner-toast][data-type='error']").last();
    await notice.waitFor();
    await expect(notice).toContainText("Erro");
    await expect(notice).toContainText("Digite um nome para a conversa");
    await expect(dialog).toBeVisible();

    // Enter submits; the title gets the date and time; the new session is selected.
    await dialog.getByLabel("Nome da conversa").fill("  Reunião inicial ");
    await dialog.getByLabel("Nome da conversa").press("Enter");
    await page.waitForURL(/session=/);
    await page.getByText("Nova conversa criada").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect(page.getByTestId("conversation-title")).toHaveText(/^Reunião inicial - \d{2}\/\d{2}, \d{2}:\d{2}$/);
    const title = await page.getByTestId("conversation-title").innerText();
    await expect(sidebar(page).getByRole("link", { name: title })).toBeVisible();
    // One current item: the open conversation (its project is open, not current).
    const current = sidebar(page).locator("[aria-current='page']");
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(title);
    // The sidebar cuts titles to its width; hovering shows the whole title (Radix loads on that first hover).
    const titled = sidebar(page).getByRole("link", { name: title });
    await titled.hover();
    await expect(page.getByRole("tooltip")).toHaveText(title);

    // Rename from the session dropdown's row button.
    await page.getByRole("button", { name: "Conversas do projeto" }).click();
    await page.getByRole("button", { name: `Renomear ${title}` }).click();
    const rename = page.getByRole("dialog", { name: "Renomear Conversa" });
    await rename.getByLabel("Nome da conversa").fill("  Kickoff renomeado  ");
    await rename.getByLabel("Nome da conversa").press("Enter");
    await page.getByText("Conversa renomeada").waitFor();
    await rename.waitFor({ state: "hidden" });
    await expect(page.getByTestId("conversation-title")).toHaveText("Kickoff renomeado");
    await sidebar(page).getByRole("link", { name: "Kickoff renomeado" }).waitFor();

    // The dashboard card speaks Portuguese numbers: 1 conversa, then 2 conversas.
    const stat = (name: string) => page.locator(`[data-stat='${name}'] dd`).first();
    await page.goto("/dashboard");
    await expect(stat("Conversas")).toHaveText("1 conversa");
    await expect(stat("Membros")).toHaveText("1 membro");
    await expect(stat("Documentos")).toHaveText("0 documentos");
    await sidebar(page).getByRole("button", { name: "Nova Conversa" }).click();
    const second = page.getByRole("dialog", { name: "Nova Conversa" });
    await second.getByLabel("Nome da conversa").fill("Segunda conversa");
    await second.getByLabel("Nome da conversa").press("Enter");
    await page.getByText("Nova conversa criada").last().waitFor();
    await page.goto("/dashboard");
    await expect(stat("Conversas")).toHaveText("2 conversas");
    await page.context().close();
  });

  it("a second user cannot see the first user's project", async () => {
    const owner = await newPage();
    await newUser(owner, "Dona do Projeto");
    await createProjectFromSidebar(owner, "Projeto Privado da Dona");
    const privateUrl = owner.url();
    await owner.context().close();

    const other = await newPage();
    await newUser(other, "Outra Pessoa");
    expect(await other.content()).not.toContain("Projeto Privado da Dona");
    const response = await other.goto(privateUrl);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole("heading", { name: "Projeto não encontrado" })).toBeVisible();
    expect(await other.content()).not.toContain("Projeto Privado da Dona");
    await other.context().close();
  });
});

describe("members", () => {
  it("an employee invites by e-mail; the invitee confirms the address, accepts on the dashboard and enters the project", async () => {
    const invitee = await newPage();
    const { email } = await newUser(invitee, "Cliente Convidada");

    const owner = await newPage();
    await newProvenUser(owner, "Dono Convidante");
    await createProjectFromSidebar(owner, "Projeto com Convite");
    await owner.getByRole("dialog", { name: "Nova Conversa" }).getByRole("button", { name: "Cancelar" }).click();
    await owner.getByRole("button", { name: /Membros/ }).click();
    const members = owner.getByRole("dialog", { name: "Membros do projeto" });
    await members.getByLabel("Convidar pessoa pelo e-mail").fill(email);
    await members.getByRole("button", { name: "Convidar" }).click();
    await owner.getByText("Convite enviado", { exact: true }).waitFor();
    await members.getByText(email).waitFor(); // listed under Convites pendentes
    await owner.context().close();

    await confirmEmailFromOutbox(invitee, email);
    const invitations = invitee.getByRole("region", { name: "Convites pendentes" });
    await invitations.getByText("Projeto com Convite").waitFor();
    await invitations.getByRole("button", { name: "Aceitar" }).click();
    await invitee.waitForURL(/\/projects\/[0-9a-f-]{36}/);
    await invitee.getByText("Convite aceito").waitFor();
    await expect(invitee.locator("aside a", { hasText: "Projeto com Convite" })).toBeVisible();
    await invitee.context().close();
  });
});

describe("sidebar", () => {
  it("collapses to icons with Ctrl+b and keeps the state across a reload through its cookie", async () => {
    const page = await newPage({ width: 1280, height: 800 });
    await newUser(page);
    const aside = sidebar(page);
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
    await page.keyboard.press("Control+b");
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(48);
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);

    // The server renders it collapsed on the first paint: check the HTML before any script runs.
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toContain('data-state="collapsed"');
    await page.reload();
    await expect(aside).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(48);

    // Every target on the collapsed rail is at least 32 px tall, and names itself in a tooltip.
    const heights = await aside
      .locator("a, button")
      .evaluateAll((elements) =>
        elements.map((element) => [element.textContent?.trim() ?? "", element.getBoundingClientRect().height] as const),
      );
    expect(heights.filter(([, height]) => height < 32)).toEqual([]);
    const dashboard = aside.getByRole("link", { name: "Dashboard", exact: true });
    await dashboard.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Dashboard");
    // Reached by the keyboard, a control keeps its focus while its tooltip loads, and names itself.
    await page.mouse.move(600, 400);
    const security = aside.getByRole("link", { name: "Segurança da conta" });
    await security.focus();
    await expect(page.getByRole("tooltip")).toHaveText("Segurança da conta");
    await expect(security).toBeFocused();

    await page.keyboard.press("Control+b");
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
    await page.context().close();
  });

  it("marks exactly one item as the current page, keeps Dashboard outside Projetos, and says Em breve as information", async () => {
    const page = await newPage({ width: 1280, height: 800 });
    await newUser(page);
    const aside = sidebar(page);
    const current = aside.locator("[aria-current='page']");
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText("Dashboard");
    await expect(aside.getByRole("region", { name: "Projetos" }).getByRole("link", { name: "Dashboard" })).toHaveCount(
      0,
    );
    // Base de Conhecimento leads to the same page as Agentes Especialistas: only the latter is current there.
    await aside.getByRole("link", { name: "Base de Conhecimento" }).click();
    await page.waitForURL("**/initiatives/agentes-especialistas");
    await expect(current).toHaveText("Agentes Especialistas");
    await expect(current).toHaveCount(1);

    await aside.getByRole("button", { name: "Ver Frameworks" }).click();
    const notice = page.locator("[data-sonner-toast]", { hasText: "Em breve" });
    await notice.waitFor();
    await expect(notice).toHaveAttribute("data-type", "info");
    await page.context().close();
  });

  it("becomes an 18rem slide-in drawer at 375 px, its menu button never under a toast", async () => {
    const page = await newPage({ width: 375, height: 740 });
    await newUser(page);
    await expect(sidebar(page)).toBeHidden();
    // The welcome toast is up while the menu is opened: on a phone it must not cover the header's menu button.
    const toast = page.locator("[data-sonner-toast]", { hasText: "Bem-vindo de volta!" });
    await toast.waitFor();
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const menuButton = page.getByRole("button", { name: /Alternar barra lateral/ });
    const [toastBox, buttonBox] = [await toast.boundingBox(), await menuButton.boundingBox()];
    if (!toastBox || !buttonBox) throw new Error("toast or menu button not laid out");
    const overlaps =
      toastBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.x < toastBox.x + toastBox.width &&
      toastBox.y < buttonBox.y + buttonBox.height &&
      buttonBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(288);
    await expect(drawer.getByRole("button", { name: "Novo Projeto" })).toBeVisible();
    await drawer.getByRole("link", { name: "Dashboard", exact: true }).click();
    await drawer.waitFor({ state: "hidden" });
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});

describe("toasts", () => {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    it(`at ${width}×${height} a toast covers no control: the welcome on the Dashboard, a project's and an upload's on the project page`, async () => {
      const page = await newPage({ width, height });
      await newUser(page, "Avisos no Lugar");
      await page.getByText("Bem-vindo de volta!").waitFor();
      expect(await controlsUnderToasts(page)).toEqual([]);
      await createProjectWithConversation(page, "Projeto dos Avisos", "Primeira");
      await attachDocument(page, {
        name: "nota.md",
        mimeType: "text/markdown",
        buffer: Buffer.from("# Nota\n\nTexto."),
      });
      expect(await controlsUnderToasts(page)).toEqual([]);
      // The header's and the conversation bar's buttons answer the first click while the toasts are up.
      await page.getByRole("button", { name: "Nova conversa", exact: true }).click({ timeout: 5_000 });
      await page.getByRole("dialog", { name: "Nova Conversa" }).waitFor();
      await page.context().close();
    });
  }
});
