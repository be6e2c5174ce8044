import type { Page } from "playwright-core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import {
  attachDocument,
  baseURL,
  createProject,
  newUser,
  useBrowser,
  attachMarkdown,
  documentReady,
} from "./fixtures.ts";

const { newPage } = useBrowser();

const composer = (page: Page) => page.getByLabel("Mensagem", { exact: true });
const canvas = (page: Page) => page.getByRole("complementary", { name: "Canvas" });
const assistantMessages = (page: Page) => page.locator("[data-role='assistant']");
/** Replies the server has stored whole (not a placeholder still streaming). */
const answered = (page: Page) => page.locator("[data-role='assistant'][data-status='complete']");
const userMessages = (page: Page, text: string) => page.locator("[data-role='user']").filter({ hasText: text });

const MANUAL = [
  "# Manual da Estação",
  "",
  "## Operação",
  "",
  "A estação de tratamento Rio Verde opera com vazão nominal de 480 litros por segundo.",
  "",
  "## Manutenção",
  "",
  "A troca dos filtros acontece a cada 90 dias, sempre no turno da noite.",
  "",
].join("\n");

const STATION = [
  "# Estação Rio Verde",
  "",
  "## Operação",
  "",
  "A estação de tratamento Rio Verde opera com vazão nominal de 480 litros por segundo.",
  "",
  "## Filtros",
  "",
  "| Filtro | Troca | Turno |",
  "|---|---|---|",
  "| Areia | 90 dias | noite |",
  "| Carvão | 180 dias | manhã |",
  "",
  "- [x] Inspeção semanal",
  "- [ ] Auditoria anual",
  "",
  "```python",
  "def vazao_nominal():",
  `    return 480  # litros por segundo, medidos na entrada da estação, antes da floculação e da decantação, conforme o manual`,
  "```",
  "",
].join("\n");

async function twoPagePdf(secondPage: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText("Contrato de concessão: disposições gerais.", { x: 50, y: 780, size: 12, font });
  pdf.addPage([595, 842]).drawText(secondPage, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await pdf.save());
}

async function newConversation(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name: "Nova Conversa" });
  if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Nova conversa", exact: true }).click();
  await dialog.getByLabel("Nome da conversa").fill(name);
  await dialog.getByLabel("Nome da conversa").press("Enter");
  await page.waitForURL(/session=[0-9a-f-]{36}/);
  await dialog.waitFor({ state: "hidden" });
}

/** Asks in the open conversation and waits for the answer to contain `expected`. */
async function ask(page: Page, question: string, expected: string) {
  await composer(page).fill(question);
  await composer(page).press("Enter");
  await userMessages(page, question).last().waitFor();
  await expect.poll(() => assistantMessages(page).last().innerText(), { timeout: 20_000 }).toContain(expected);
  await page.getByRole("button", { name: "Enviar" }).waitFor();
}

/**
 * Sends a question as this page's member over plain HTTP and hangs up after the first streamed words:
 * the server stores the reply as stopped, and the page hears both messages over its room.
 */
async function askAndStopEarly(page: Page, conversationId: string | null, message: string) {
  const projectId = new URL(page.url()).pathname.split("/")[2];
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const controller = new AbortController();
  const response = await fetch(`${baseURL}/api/functions/chat-orchestrator`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: baseURL, "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify({ message, projectId, sessionId: conversationId, clientMessageId: crypto.randomUUID() }),
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let text = "";
  while (!text.includes('"content"')) {
    const { value, done } = await reader.read();
    if (done) throw new Error("a resposta terminou antes de ser interrompida");
    text += new TextDecoder().decode(value);
  }
  controller.abort();
  await expect
    .poll(
      async () =>
        (await storedMessages(page, conversationId)).some(
          (stored) => stored.role === "assistant" && stored.status === "stopped",
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

async function storedMessages(page: Page, conversationId: string | null) {
  const projectId = new URL(page.url()).pathname.split("/")[2];
  const query = new URLSearchParams({ limit: "100" });
  if (conversationId) query.set("conversationId", conversationId);
  const response = await page.request.get(`/api/projects/${projectId}/messages?${query}`);
  return (
    (await response.json()) as {
      messages: { role: string; content: string; status: string; clientMessageId: string | null }[];
    }
  ).messages;
}

describe("chat experience", () => {
  it("starting a chat: the consolidated view keeps every message, an empty conversation suggests questions, and the composer works like a chat app", async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await newUser(page, "Iniciante");
    await createProject(page, "Projeto Começo");
    // Closing the dialog leaves the consolidated view, where a message can be sent too.
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Nova Conversa" }).waitFor({ state: "hidden" });
    await attachMarkdown(page, "manual.md", MANUAL, "Referência");
    await ask(page, "Qual é a vazão nominal da estação?", "480 litros por segundo");
    // The box has the focus back once the reply is in: the follow-up needs no click.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("chat-composer");

    // A new, empty conversation offers questions drawn from the document's headings.
    await newConversation(page, "Dúvidas");
    const suggestions = page.getByRole("list", { name: "Perguntas sugeridas" }).getByRole("button");
    await suggestions.first().waitFor();
    const offered = await suggestions.allInnerTexts();
    expect(offered).toContain("O que o Manual da Estação diz sobre a manutenção?");
    expect(offered.length).toBeGreaterThanOrEqual(2);
    await suggestions.filter({ hasText: "manutenção" }).click();
    await userMessages(page, "O que o Manual da Estação diz sobre a manutenção?").waitFor();
    await expect.poll(() => answered(page).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole("button", { name: "Enviar" }).waitFor();

    // The box grows with its text up to about eight lines, then scrolls.
    const box = composer(page);
    const height = () => box.evaluate((element) => element.getBoundingClientRect().height);
    const empty = await height();
    await box.fill("um\ndois\ntrês\nquatro");
    const four = await height();
    expect(four).toBeGreaterThan(empty);
    await box.fill(Array.from({ length: 12 }, (_, i) => `linha ${i + 1}`).join("\n"));
    const twelve = await height();
    expect(twelve).toBeGreaterThan(four);
    expect(twelve).toBeLessThanOrEqual(180);
    expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

    // ↑ in the empty box brings back the last message to edit; Esc gives up.
    await box.fill("");
    await box.press("ArrowUp");
    await expect(box).toHaveValue("O que o Manual da Estação diz sobre a manutenção?");
    await page.getByText("Editando sua última mensagem").waitFor();
    await box.press("Escape");
    await expect(box).toHaveValue("");
    await page.getByText("Editando sua última mensagem").waitFor({ state: "hidden" });

    // The last reply: copy it as Markdown, and generate it again (the question is asked once more).
    const reply = assistantMessages(page).last();
    await reply.getByRole("button", { name: "Copiar mensagem" }).click();
    await reply.getByRole("button", { name: "Mensagem copiada" }).waitFor();
    const conversationId = new URL(page.url()).searchParams.get("session");
    const stored = (await storedMessages(page, conversationId)).filter((message) => message.role === "assistant");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(stored.at(-1)?.content);
    await reply.getByRole("button", { name: "Gerar novamente" }).click();
    await expect.poll(() => userMessages(page, "O que o Manual da Estação diz sobre a manutenção?").count()).toBe(2);
    await expect.poll(() => answered(page).count(), { timeout: 20_000 }).toBe(2);
    await page.getByRole("button", { name: "Enviar" }).waitFor();

    // The Conversas menu lists the consolidated view, which shows every message of the project.
    await page.getByRole("button", { name: "Conversas do projeto" }).click();
    await page.getByRole("menuitem", { name: "Conversa Consolidada do Projeto" }).click();
    await page.waitForURL(/session=all/);
    await expect.poll(() => page.getByTestId("conversation-title").innerText()).toBe("Conversa Consolidada do Projeto");
    await userMessages(page, "Qual é a vazão nominal da estação?").waitFor();
    await expect.poll(() => userMessages(page, "O que o Manual da Estação diz sobre a manutenção?").count()).toBe(2);
    expect(await storedMessages(page, null)).toHaveLength(6);
    await page.context().close();
  });

  it("honest send states: a failed message stays unsent across a reload and is retried as the same message; offline, sends wait and resume; a stopped reply is labelled and can be generated again", async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await newUser(page, "Persistente");
    await createProject(page, "Projeto Falhas");
    await newConversation(page, "Rede ruim");
    const conversationId = new URL(page.url()).searchParams.get("session");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/functions/chat-orchestrator"))
        sent.push((request.postDataJSON() as { clientMessageId: string }).clientMessageId);
    });

    // The connection drops before the server gets the message: it stays in the list, marked, with a Portuguese toast.
    await page.route("**/api/functions/chat-orchestrator", (route) => route.abort("internetdisconnected"), {
      times: 1,
    });
    await composer(page).fill("Olá");
    await composer(page).press("Enter");
    const unsent = userMessages(page, "Olá").last();
    await unsent.getByText("Não enviada").waitFor();
    const toast = page.locator("[data-sonner-toast][data-type=error]").last();
    await toast.waitFor();
    await expect(toast).toContainText("Erro ao enviar mensagem", { useInnerText: true });
    await expect(toast).toContainText("Erro na resposta do agente", { useInnerText: true });
    await expect(toast).not.toHaveText(/fetch|Failed|network/i, { useInnerText: true });
    expect(await storedMessages(page, conversationId)).toHaveLength(0);

    // Kept in this browser until sent: after a reload it is still there, and Tentar novamente sends the same message.
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await userMessages(page, "Olá").getByText("Não enviada").waitFor();
    await userMessages(page, "Olá").getByRole("button", { name: "Tentar novamente" }).click();
    await expect.poll(() => answered(page).count(), { timeout: 20_000 }).toBe(1);
    await userMessages(page, "Olá").getByText("Não enviada").waitFor({ state: "detached" });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await answered(page).first().waitFor();
    await expect(userMessages(page, "Olá")).toHaveCount(1);
    expect((await storedMessages(page, conversationId)).filter((message) => message.content === "Olá")).toHaveLength(1);

    // Offline: a banner says so; a message sent meanwhile waits, and goes out by itself when the network returns.
    await page.context().setOffline(true);
    await page.getByText("Sem conexão.").waitFor();
    await composer(page).fill("Oi");
    await composer(page).press("Enter");
    await userMessages(page, "Oi").getByText("Não enviada").waitFor();
    await page.context().setOffline(false);
    await page.getByText("Sem conexão.").waitFor({ state: "hidden" });
    await expect.poll(() => answered(page).count(), { timeout: 20_000 }).toBe(2);
    await userMessages(page, "Oi").getByText("Não enviada").waitFor({ state: "detached" });
    expect((await storedMessages(page, conversationId)).filter((message) => message.content === "Oi")).toHaveLength(1);

    // A reply stopped after its first words (here by a second client of the same member, so the stop lands
    // mid-stream for sure) is labelled in this window, and Gerar novamente asks the question again.
    await askAndStopEarly(page, conversationId, "Bom dia");
    const stopped = assistantMessages(page).last();
    await stopped.getByText("Resposta interrompida").waitFor();
    await stopped.getByRole("button", { name: "Gerar novamente" }).click();
    await expect.poll(() => userMessages(page, "Bom dia").count()).toBe(2);
    await expect
      .poll(() => assistantMessages(page).last().innerText(), { timeout: 20_000 })
      .toContain("crio um documento Markdown");
    await expect.poll(() => answered(page).count(), { timeout: 20_000 }).toBe(3);
    await page.context().close();
  }, 120_000);

  it("Markdown and citations: tables, task lists and highlighted code; the editor's live preview; a [n] marker or a chip opens the passage highlighted, a PDF at its page, with a preview on hover, and the URL reopens them", async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await newUser(page, "Leitora");
    await createProject(page, "Projeto Leitura");
    await newConversation(page, "Fontes");
    await attachMarkdown(page, "estacao.md", STATION, "Referência");

    // GFM in the Canvas: a real table, task items, and code highlighted (lazily) with a copy button, scrolling sideways.
    const content = canvas(page).getByTestId("canvas-content");
    await content.getByRole("table").getByRole("cell", { name: "180 dias" }).waitFor();
    await expect(content.getByRole("checkbox", { name: "Tarefa concluída" })).toBeChecked();
    await content.locator("pre code .hljs-keyword").first().waitFor();
    await content.getByRole("button", { name: "Copiar código" }).waitFor();
    expect(await content.locator("pre").evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);

    // The editor shows a live preview beside the text on a wide screen.
    await canvas(page).getByRole("button", { name: "Editar" }).click();
    const editor = canvas(page).getByLabel("Conteúdo do documento");
    const preview = canvas(page).getByRole("region", { name: "Pré-visualização" });
    await editor.fill("# Rascunho\n\n| Coluna | Valor |\n|---|---|\n| vazão | 500 |\n");
    await preview.getByRole("cell", { name: "500" }).waitFor();
    await expect(editor).toBeVisible();
    const [editorBox, previewBox] = [await editor.boundingBox(), await preview.boundingBox()];
    expect(previewBox && editorBox && previewBox.x > editorBox.x + editorBox.width - 1).toBe(true);
    await canvas(page).getByRole("button", { name: "Cancelar" }).click();

    // The answer's [1] links to the cited passage; hovering previews it; a click opens it highlighted.
    await ask(page, "Qual é a vazão nominal da estação Rio Verde?", "480 litros por segundo");
    const marker = assistantMessages(page).last().locator(".markdown a[data-citation]").first();
    await expect(marker).toHaveAttribute("href", /[?&]document=[0-9a-f-]{36}&passage=\d+/);
    await marker.hover();
    await expect.poll(() => page.getByRole("tooltip").innerText()).toContain("480 litros");
    await marker.click();
    await page.waitForURL(/document=[0-9a-f-]{36}&passage=\d+/);
    // The passage is highlighted (its heading with it) and scrolled into the Canvas's view.
    const passage = canvas(page).locator("[data-passage]", { hasText: "480 litros por segundo" });
    await passage.waitFor();
    await expect
      .poll(
        async () => ((await passage.boundingBox())?.y ?? -1) >= 0 && ((await passage.boundingBox())?.y ?? 1e9) < 900,
      )
      .toBe(true);
    await expect(page.getByText("Contexto do canvas atualizado")).toHaveCount(0);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await canvas(page).getByTestId("canvas-document-name").filter({ hasText: "estacao.md" }).waitFor();
    await canvas(page).locator("[data-passage]", { hasText: "480 litros por segundo" }).waitFor();

    // A PDF citation (here its chip) opens the viewer at the cited page, its passage marked, and so does the reloaded URL.
    await attachDocument(
      page,
      {
        name: "outorga.pdf",
        mimeType: "application/pdf",
        buffer: await twoPagePdf("A outorga de captação vence em dezembro de 2031."),
      },
      "Contrato",
    );
    await documentReady(page);
    await ask(page, "Em que data vence a outorga de captação?", "2031");
    const chip = assistantMessages(page)
      .last()
      .getByRole("list", { name: "Fontes" })
      .getByRole("link", { name: /outorga\.pdf · Página 2/ });
    await chip.click();
    const cited = canvas(page).locator("[data-pdf-page='2'] [data-passage]", { hasText: "2031" });
    await expect(cited).toBeVisible();
    await page.waitForURL(/passage=\d+/);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(cited).toBeVisible();
    await page.context().close();
  }, 120_000);

  it("on a 375 px phone: the Canvas is a full-height sheet from Documentos and from a citation, the title stays readable, and every dialog fits the screen", async () => {
    const page = await newPage({ width: 375, height: 812 });
    await newUser(page, "Usuária do Celular");
    const fits = async (name: string) => {
      const dialog = page.getByRole("dialog", { name });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(
        box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 375 && box.y + box.height <= 812,
        `${name} fora da tela`,
      ).toBe(true);
      expect(
        await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth),
        `${name} rola de lado`,
      ).toBe(true);
    };
    await page.getByRole("button", { name: /Alternar barra lateral/ }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Novo Projeto" }).click();
    await fits("Criar Novo Projeto");
    const create = page.getByRole("dialog", { name: "Criar Novo Projeto" });
    await create.getByLabel("Nome do Projeto").fill("Projeto no Celular");
    await create.getByRole("button", { name: "Criar Projeto" }).click();
    await fits("Nova Conversa");
    const title = "Acompanhamento semanal da estação de tratamento";
    await page.getByRole("dialog", { name: "Nova Conversa" }).getByLabel("Nome da conversa").fill(title);
    await page.getByRole("dialog", { name: "Nova Conversa" }).getByLabel("Nome da conversa").press("Enter");
    await page.waitForURL(/session=/);
    // The drawer the project was created from closes once its dialogs have led to the new page.
    await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });

    // The conversation's title has a line of its own, cut with an ellipsis, whole in its title attribute.
    const heading = page.getByTestId("conversation-title");
    await expect.poll(async () => (await heading.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    await expect(heading).toHaveAttribute("title", new RegExp(`^${title}`));

    await page
      .getByTestId("attach-input")
      .setInputFiles({ name: "estacao.md", mimeType: "text/markdown", buffer: Buffer.from(MANUAL) });
    await fits("Classificar Documento");
    await page
      .getByRole("dialog", { name: "Classificar Documento" })
      .getByRole("button", { name: "Confirmar" })
      .click();
    await page.getByText("✅ Arquivo enviado com sucesso").last().waitFor();

    // Documentos opens the Canvas as a sheet over the chat, with the document picker and the document.
    await page.getByRole("button", { name: "Documentos" }).click();
    await fits("Canvas");
    const sheet = page.getByRole("dialog", { name: "Canvas" });
    await expect.poll(() => sheet.getByTestId("document-status").innerText(), { timeout: 20_000 }).toBe("Pronto");
    await sheet.getByRole("button", { name: "Fechar" }).click();
    await sheet.waitFor({ state: "hidden" });

    // A citation opens the sheet at the passage, highlighted.
    await ask(page, "Qual é a vazão nominal da estação?", "480 litros por segundo");
    await assistantMessages(page).last().locator(".markdown a[data-citation]").first().click();
    await sheet.locator("[data-passage]", { hasText: "480 litros por segundo" }).waitFor();
    await expect(page.getByText("Contexto do canvas atualizado")).toHaveCount(0);
    await sheet.getByRole("button", { name: "Fechar" }).click();

    // The members and rename dialogs fit too.
    await page
      .getByRole("button", { name: /Membros/ })
      .first()
      .click();
    await fits("Membros do projeto");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Renomear conversa atual" }).click();
    await fits("Renomear Conversa");
    await page.context().close();
  }, 120_000);
});
