import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import { attachDocument, newUser, openOutboxMessage, uniqueEmail, useBrowser } from "./fixtures.ts";

/**
 * A new user's walk through a project, as it was reported: a page that stays
 * put when a citation is clicked, an editor that saves like one, citations one
 * can read, counts that agree with the screen, the focus after each dialog and
 * action, a table that scrolls inside its bubble on a phone, and an empty
 * project that says what to do.
 */
const { newPage } = useBrowser();

const composer = (page: Page) => page.getByLabel("Mensagem", { exact: true });
const canvas = (page: Page) => page.getByRole("complementary", { name: "Canvas" });
const assistant = (page: Page) => page.locator("[data-role='assistant']");
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}: ${
      element.getAttribute("aria-label") ?? (element as HTMLElement).innerText?.trim().slice(0, 60) ?? ""
    }`;
  });
/** The window has not moved and the document is exactly the screen: the app's panes do their own scrolling. */
const pageStaysPut = (page: Page) =>
  page.evaluate(() => ({
    scrollY: window.scrollY,
    documentHeight: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));

const SECTION = "Cronograma da Transformação Digital — Componentes e Entregas";
const PLAN = [
  "# Plano Piloto de Atendimento",
  "",
  "## Visão Geral do Programa",
  "",
  ...Array.from(
    { length: 14 },
    (_, i) =>
      `O programa piloto cobre a etapa ${i + 1} do atendimento ao cliente, com metas trimestrais e acompanhamento semanal pela equipe de operações.\n`,
  ),
  `## ${SECTION}`,
  "",
  "| Fase | Região Metropolitana | Interior | Litoral | Responsável | Prazo de conclusão |",
  "|---|---|---|---|---|---|",
  "| Implantação inicial do atendimento | 14.200 ligações | 8.300 ligações | 5.100 ligações | Gerência de Relacionamento | Março de 2026 |",
  "| Expansão dos canais digitais | 22.000 contatos | 9.900 contatos | 7.400 contatos | Gerência de Tecnologia | Junho de 2026 |",
  "",
  ...Array.from(
    { length: 14 },
    (_, i) => `O indicador ${i + 1} mede o tempo médio de resposta e a satisfação do cliente em cada canal.\n`,
  ),
  "## Escalonamento de Reclamações Críticas",
  "",
  "Reclamações com sentimento negativo são escalonadas ao supervisor em até 15 minutos após o registro.",
  "",
].join("\n");

async function createProject(page: Page, name: string, conversation: string | null) {
  await page.getByRole("button", { name: "Novo Projeto" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Criar Novo Projeto" });
  await dialog.getByLabel("Nome do Projeto").fill(name);
  await dialog.getByRole("button", { name: "Criar Projeto" }).click();
  const created = page.getByRole("dialog", { name: "Nova Conversa" });
  await created.waitFor();
  if (conversation === null) {
    await page.keyboard.press("Escape");
    await created.waitFor({ state: "hidden" });
    return;
  }
  await created.getByLabel("Nome da conversa").fill(conversation);
  await created.getByLabel("Nome da conversa").press("Enter");
  await page.waitForURL(/session=/);
  await created.waitFor({ state: "hidden" });
}

async function ask(page: Page, question: string) {
  const before = await page.locator("[data-role='assistant'][data-status='complete']").count();
  await composer(page).fill(question);
  await composer(page).press("Enter");
  await expect(page.locator("[data-role='assistant'][data-status='complete']")).toHaveCount(before + 1, {
    timeout: 20_000,
  });
  await page.getByRole("button", { name: "Enviar" }).waitFor();
}

async function uploadPlan(page: Page) {
  await attachDocument(page, { name: "plano-piloto.md", mimeType: "text/markdown", buffer: Buffer.from(PLAN) });
}

/** A page at `viewport` of a new user, `userName`, whose project `projectName` has a conversation "Plano" and the plan attached. */
async function pageWithPlan(viewport: { width: number; height: number }, userName: string, projectName: string) {
  const page = await newPage(viewport);
  await newUser(page, userName);
  await createProject(page, projectName, "Plano");
  await uploadPlan(page);
  return page;
}

async function waitReady(page: Page, scope = canvas(page)) {
  await expect.poll(() => scope.getByTestId("document-status").innerText(), { timeout: 20_000 }).toBe("Pronto");
}

describe("a walk through a project", () => {
  it("1440×900: clicking citations scrolls only the Canvas (the window stays at 0, the document is the screen); chips read “documento · seção” whole", async () => {
    const page = await pageWithPlan({ width: 1440, height: 900 }, "Leitora de Fontes", "Projeto Citações");
    await waitReady(page);
    await ask(page, "Qual o prazo para escalonar reclamações com sentimento negativo?");
    await ask(page, "Quais são as fases do cronograma da transformação digital?");

    const links = assistant(page).locator("a[data-citation]");
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < (await links.count()); i++) {
      await links.nth(i).click();
      await canvas(page).locator("[data-passage]").first().waitFor();
      // The cited passage is brought into the Canvas's view…
      await expect
        .poll(async () => {
          const box = await canvas(page).locator("[data-passage]").first().boundingBox();
          return box !== null && box.y >= 0 && box.y < 900;
        })
        .toBe(true);
      // …and nothing else moved: the window, the header and the Membros button stay where they were.
      expect(await pageStaysPut(page)).toEqual({ scrollY: 0, documentHeight: 900, viewport: 900 });
      expect((await page.getByRole("button", { name: /Membros/ }).boundingBox())?.y ?? -1).toBeGreaterThan(0);
      // The link just clicked keeps the focus.
      expect(await focused(page)).toMatch(/^a: /);
    }

    // A chip names the document and the section, wrapped rather than cut.
    const chip = assistant(page).last().getByRole("list", { name: "Fontes" }).getByRole("link").first();
    await expect(chip).toHaveText(`[1] plano-piloto.md · ${SECTION}`, { useInnerText: true });
    expect(await chip.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    const text = chip.locator("span").last();
    expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await page.context().close();
  });

  it("375×812: an answer's table scrolls inside its bubble; citations open the Canvas sheet without moving the page, and closing it gives the focus back to the citation", async () => {
    const page = await pageWithPlan({ width: 375, height: 812 }, "Leitora no Celular", "Projeto Celular");
    await page.getByRole("button", { name: "Documentos" }).click();
    const sheet = page.getByRole("dialog", { name: "Canvas" });
    await waitReady(page, sheet);
    await sheet.getByRole("button", { name: "Fechar" }).click();
    await sheet.waitFor({ state: "hidden" });
    expect(await focused(page)).toBe("button: Documentos");

    // An answer with a six-column table: the table scrolls sideways inside the bubble, which stays on screen.
    await ask(page, "Mostre a tabela da implantação inicial e da expansão dos canais digitais por região");
    const table = assistant(page).last().locator("table");
    await table.waitFor();
    const fit = await table.evaluate((element) => {
      const scroller = element.parentElement as HTMLElement;
      const bubble = element.closest("[data-role] .rounded-2xl") as HTMLElement;
      return {
        scrolls: scroller.scrollWidth > scroller.clientWidth,
        scrollerRight: scroller.getBoundingClientRect().right,
        bubbleRight: bubble.getBoundingClientRect().right,
        bubbleOverflows: bubble.scrollWidth > bubble.clientWidth + 1,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(fit.scrolls).toBe(true);
    expect(fit.bubbleOverflows).toBe(false);
    expect(fit.scrollerRight).toBeLessThanOrEqual(fit.bubbleRight);
    expect(fit.bubbleRight).toBeLessThanOrEqual(375);
    expect(fit.pageWidth).toBe(375);
    // It says it scrolls: a line under it while columns are out of sight, and the way back once scrolled to the end.
    const bubble = assistant(page).last();
    await expect(bubble.getByText("Role para o lado para ver todas as colunas →")).toBeVisible();
    await bubble.getByRole("region", { name: "Tabela (role para o lado)" }).evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect(bubble.getByText("← Role para o lado para voltar")).toBeVisible();

    // A citation opens the sheet at the passage; the page behind it has not moved, and closing it returns to the link.
    await ask(page, "Qual o prazo para escalonar reclamações com sentimento negativo?");
    const marker = assistant(page).last().locator(".markdown a[data-citation]").first();
    await marker.click();
    await sheet.locator("[data-passage]").first().waitFor();
    expect(await pageStaysPut(page)).toEqual({ scrollY: 0, documentHeight: 812, viewport: 812 });
    await sheet.getByRole("button", { name: "Fechar" }).click();
    await sheet.waitFor({ state: "hidden" });
    expect(await focused(page)).toMatch(/^a: Fonte 1: plano-piloto\.md/);
    expect(await pageStaysPut(page)).toEqual({ scrollY: 0, documentHeight: 812, viewport: 812 });
    await page.context().close();
  });

  it("1440×900: the editor keeps the chat at 420 px or more, opens with the cursor at the start, saves with Ctrl+S and says Salvo, keeps Salvar on screen, and Cancelar restores the saved text", async () => {
    const page = await pageWithPlan({ width: 1440, height: 900 }, "Editora", "Projeto Edição");
    await waitReady(page);
    const chatWidth = () =>
      page.getByRole("region", { name: "Chat" }).evaluate((element) => element.getBoundingClientRect().width);
    // View mode: the specification's 500 px Canvas.
    expect(await canvas(page).evaluate((element) => element.getBoundingClientRect().width)).toBe(500);

    await canvas(page).getByRole("button", { name: "Editar" }).click();
    const editor = canvas(page).getByLabel("Conteúdo do documento");
    await expect(editor).toBeFocused();
    expect(
      await editor.evaluate((element: HTMLTextAreaElement) => [element.selectionStart, element.scrollTop]),
    ).toEqual([0, 0]);
    expect(await chatWidth()).toBeGreaterThanOrEqual(420);
    // The placeholder still fits one line in the message box.
    expect(await composer(page).evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    // Salvar and Cancelar are on screen however long the document.
    for (const name of ["Salvar", "Cancelar"]) {
      const box = await canvas(page).getByRole("button", { name, exact: true }).boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 900, `${name} fora da tela`).toBe(true);
    }

    // Ctrl+S saves and keeps editing, with "Salvo" beside the buttons; the server has the text.
    await editor.press("End");
    await editor.pressSequentially(" Revisado.");
    await editor.press("Control+s");
    const status = canvas(page).getByTestId("editor-status");
    await expect(status).toHaveText("Salvo");
    await expect(editor).toBeVisible();
    await expect(editor).toBeFocused();
    const projectId = new URL(page.url()).pathname.split("/")[2];
    const documents = (await (await page.request.get(`/api/projects/${projectId}/documents`)).json()) as {
      documents: { id: string }[];
    };
    const documentId = documents.documents[0]?.id;
    const saved = async () =>
      (
        (await (await page.request.get(`/api/projects/${projectId}/documents/${documentId}/content`)).json()) as {
          content: string;
        }
      ).content;
    expect((await saved()).split("\n")[0]).toBe("# Plano Piloto de Atendimento Revisado.");
    // Typing again clears the status; Cancelar discards what was not saved, returns to view and to Editar.
    await editor.pressSequentially(" Rascunho.");
    await expect(status).toHaveText("");
    await canvas(page).getByRole("button", { name: "Cancelar" }).click();
    await expect(editor).toBeHidden();
    await expect(canvas(page).getByRole("button", { name: "Editar" })).toBeFocused();
    await expect(canvas(page).getByRole("heading", { name: "Plano Piloto de Atendimento Revisado." })).toBeVisible();
    expect(await saved()).not.toContain("Rascunho");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Salvar saves and returns to view (spec), says Salvo, and the focus is back on Editar.
    await canvas(page).getByRole("button", { name: "Editar" }).click();
    await editor.press("Control+End");
    await editor.pressSequentially("\nLinha final.");
    await canvas(page).getByRole("button", { name: "Salvar" }).click();
    await expect(editor).toBeHidden();
    await expect(canvas(page).getByRole("status").filter({ hasText: "Salvo" })).toBeVisible();
    await expect(canvas(page).getByRole("button", { name: "Editar" })).toBeFocused();
    expect(await saved()).toContain("Linha final.");
    expect(await chatWidth()).toBeGreaterThan(420);
    await page.context().close();
  });

  it("1366×768: after Ctrl+S the line just typed at the end of a long document stays above the Salvo/Cancelar/Salvar bar", async () => {
    const page = await pageWithPlan({ width: 1366, height: 768 }, "Editora de Notebook", "Projeto Notebook");
    await waitReady(page);
    await canvas(page).getByRole("button", { name: "Editar" }).click();
    const editor = canvas(page).getByLabel("Conteúdo do documento");
    await expect(editor).toBeFocused();
    await editor.press("Control+End");
    await editor.pressSequentially("\nLinha digitada por último.");
    await editor.press("Control+s");
    await expect(canvas(page).getByTestId("editor-status")).toHaveText("Salvo");
    await expect(editor).toBeFocused();
    // The caret is at the text's end, so the textarea shows its last line at its bottom edge: that edge, as seen
    // in the Canvas's pane, must be above the sticky bar.
    const lastLine = () =>
      page.evaluate(() => {
        const box = document.querySelector<HTMLTextAreaElement>("#canvas-editor");
        const bar = document.querySelector("[data-editor-bar]");
        if (!box || !bar) return "sem editor";
        const style = getComputedStyle(box);
        const atEnd = box.selectionStart === box.value.length;
        const bottom =
          box.getBoundingClientRect().top + box.clientTop + box.clientHeight - Number.parseFloat(style.paddingBottom);
        const lineHeight = Number.parseFloat(style.lineHeight);
        return atEnd && bottom - lineHeight >= 0 && bottom <= bar.getBoundingClientRect().top + 1
          ? "visível"
          : `coberta (linha até ${Math.round(bottom)}, barra em ${Math.round(bar.getBoundingClientRect().top)})`;
      });
    await expect.poll(lastLine).toBe("visível");
    // Typing on keeps it there.
    await editor.pressSequentially("\nMais uma linha.");
    await expect.poll(lastLine).toBe("visível");
    await page.context().close();
  });

  it("an empty project says what to do: attach a document or invite someone, as buttons, until the first document exists; then the suggested questions", async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await newUser(page, "Começo do Zero");
    await createProject(page, "Projeto Vazio", "Primeiros passos");
    const steps = page.getByRole("region", { name: "Comece por aqui" });
    await expect(steps).toBeVisible();
    // Convidar pessoas opens Membros at its invitation field; closing it gives the focus back to the button.
    await steps.getByRole("button", { name: "Convidar pessoas" }).click();
    const members = page.getByRole("dialog", { name: "Membros do projeto" });
    await members.getByLabel("Convidar pessoa pelo e-mail").waitFor();
    await page.keyboard.press("Escape");
    await members.waitFor({ state: "hidden" });
    await expect(steps.getByRole("button", { name: "Convidar pessoas" })).toBeFocused();
    // Anexar um documento is the clip's file picker, and leads to the classification dialog.
    const chooser = page.waitForEvent("filechooser");
    await steps.getByRole("button", { name: "Anexar um documento" }).click();
    await (await chooser).setFiles({ name: "plano.md", mimeType: "text/markdown", buffer: Buffer.from(PLAN) });
    const classify = page.getByRole("dialog", { name: "Classificar Documento" });
    await classify.getByRole("button", { name: "Confirmar" }).click();
    await page.getByText("✅ Arquivo enviado com sucesso").last().waitFor();
    // The classification dialog gave the focus back to the clip, not to the page.
    await expect(page.getByRole("button", { name: "Anexar documento", exact: true })).toBeFocused();
    await expect(steps).toBeHidden();
    await waitReady(page);
    // A new conversation now offers questions from the document.
    await page.getByRole("button", { name: "Nova conversa", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Nova Conversa" });
    await dialog.getByLabel("Nome da conversa").fill("Perguntas");
    await dialog.getByLabel("Nome da conversa").press("Enter");
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("list", { name: "Perguntas sugeridas" }).getByRole("button").first().waitFor();
    await expect(page.getByRole("region", { name: "Comece por aqui" })).toHaveCount(0);
    await page.context().close();
  });

  it("focus goes on after every dialog and action: the new conversation's box, the rename button, the invitation field, the confirmed address's next step, Excluir's confirmation", async () => {
    const page = await newPage({ width: 1440, height: 900 });
    const { email } = await newUser(page, "Foco Certo");

    // The e-mail code, typed on the Dashboard: a wrong one leaves the focus in the field; the right one moves it on.
    const code = page.getByLabel("Código de confirmação");
    await code.fill("000000");
    await page.getByRole("button", { name: "Confirmar e-mail" }).click();
    await page.getByRole("alert").waitFor();
    await expect(code).toBeFocused();
    const message = await openOutboxMessage(page, email, /Confirme seu e-mail/);
    const sent = /\b(\d{6})\b/.exec(await message.innerText())?.[1] ?? "";
    expect(sent).toMatch(/^\d{6}$/);
    await page.goto("/dashboard");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Código de confirmação").fill(sent);
    await page.getByRole("button", { name: "Confirmar e-mail" }).click();
    await page.getByRole("heading", { name: "Confirme seu e-mail" }).waitFor({ state: "hidden" });
    await expect.poll(() => focused(page)).toBe("button: Novo Projeto");

    // Creating a project and its first conversation ends in the new conversation's message box.
    await createProject(page, "Projeto Foco", "Primeira");
    await expect(composer(page)).toBeFocused();

    // Renaming returns to the button that opened it.
    await page.getByRole("button", { name: "Renomear conversa atual" }).click();
    const rename = page.getByRole("dialog", { name: "Renomear Conversa" });
    await rename.getByLabel("Nome da conversa").fill("Primeira conversa");
    await rename.getByLabel("Nome da conversa").press("Enter");
    await rename.waitFor({ state: "hidden" });
    await expect(page.getByRole("button", { name: "Renomear conversa atual" })).toBeFocused();

    // Inviting leaves the focus in the e-mail field, ready for another; closing Membros returns to its button.
    // (From the keyboard: the rename's toast lies over the button for a few seconds.)
    await page.getByRole("button", { name: /Membros/ }).press("Enter");
    const members = page.getByRole("dialog", { name: "Membros do projeto" });
    await members.getByLabel("Convidar pessoa pelo e-mail").fill(uniqueEmail("convidada"));
    await members.getByRole("button", { name: "Convidar" }).click();
    await members.getByText("Convites pendentes").waitFor();
    await expect(members.getByLabel("Convidar pessoa pelo e-mail")).toBeFocused();
    await expect(members.getByLabel("Convidar pessoa pelo e-mail")).toHaveValue("");
    await page.keyboard.press("Escape");
    await members.waitFor({ state: "hidden" });
    await expect(page.getByRole("button", { name: /Membros/ })).toBeFocused();

    // Excluir asks for a confirmation whose Cancelar takes the focus; Cancelar gives it back to Excluir.
    await uploadPlan(page);
    await canvas(page).getByRole("button", { name: "Excluir" }).click();
    await expect(canvas(page).getByRole("button", { name: "Cancelar" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(canvas(page).getByRole("button", { name: "Excluir" })).toBeFocused();
    await page.context().close();
  });

  it("the project card's counts say where the messages are: sent outside any conversation, they are in the consolidated view", async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await newUser(page, "Contadora");
    await createProject(page, "Projeto Contagem", null);
    await expect(page.getByTestId("conversation-title")).toHaveText("Conversa Consolidada do Projeto");
    await ask(page, "Olá, alguém por aí?");
    await page.goto("/dashboard");
    const card = page.locator("[data-project-card]", { hasText: "Projeto Contagem" });
    await expect(card.locator("[data-stat='Conversas'] dd")).toHaveText("0 conversas");
    await expect(card.locator("[data-stat='Mensagens'] dd")).toHaveText("2 mensagens");
    await expect(card.getByTestId("consolidated-only")).toHaveText(
      "2 mensagens fora das conversas, na Conversa Consolidada do Projeto",
    );
    // What the card says is what the consolidated view shows.
    await card.click();
    await page.getByRole("dialog", { name: "Nova Conversa" }).waitFor();
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-role]")).toHaveCount(2);
    await page.context().close();
  });
});
