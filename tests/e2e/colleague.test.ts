import { createServer, type Server } from "node:http";
import { rmSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { applyLocalMigrations, freePort, type RunningServer, startServer, stopServer } from "#scripts/lib/proc.ts";
import { expect } from "./expect.ts";
import { attachMarkdown, createProjectWithConversation, newUser, useBrowser, documentReady } from "./fixtures.ts";

const { newPage } = useBrowser();

const composer = (page: Page) => page.getByLabel("Mensagem", { exact: true });
const canvas = (page: Page) => page.getByRole("complementary", { name: "Canvas" });
const assistantMessages = (page: Page) => page.locator("[data-role='assistant']");
const answered = (page: Page) => page.locator("[data-role='assistant'][data-status='complete']");

// Written for this test; no evaluation set's document or dialogue is reused here.
const PLAN = [
  "# Plano do Piloto",
  "",
  "## Canais",
  "",
  "| Canal | Volume mensal | Meta de automação | Satisfação mínima |",
  "|---|---:|---:|---:|",
  "| Balcão | 11.300 | 15% | 78% |",
  "| Portal | 3.900 | 40% | 84% |",
  "| Aplicativo | 8.700 | 55% | 90% |",
  "",
  "## Cronograma",
  "",
  "O piloto dura 75 dias, de 2 de março a 15 de maio de 2026.",
  "",
].join("\n");

/** Sends a question and waits until the stored answer (not the stream) is in the list. */
async function ask(page: Page, question: string) {
  const before = await answered(page).count();
  await composer(page).fill(question);
  await composer(page).press("Enter");
  await expect.poll(() => answered(page).count(), { timeout: 30_000 }).toBe(before + 1);
  return answered(page).last();
}

/** A desktop page signed in as a new user, in a new project `name` whose conversation has the plan attached. */
async function pageWithPlan(name: string): Promise<Page> {
  const page = await newPage({ width: 1440, height: 900 });
  await newUser(page, "Colega");
  await createProjectWithConversation(page, name, "Plano");
  await attachMarkdown(page, "plano.md", PLAN, "Referência", 30_000);
  return page;
}

describe("the agent as a colleague", () => {
  it("follows the conversation: a follow-up about 'esse canal' is answered for the channel asked before", async () => {
    const page = await pageWithPlan("Piloto: seguimento");
    const first = await ask(page, "Bom dia! Qual é a meta de automação para o canal Balcão?");
    await expect(first).toContainText("15%");
    const second = await ask(page, "E qual a satisfação mínima exigida para esse canal?");
    await expect(second).toContainText("78%");
    const third = await ask(page, "E no portal?");
    await expect(third).toContainText("84%");
  });

  it("computes a sum from the table and shows the figures it used; a refusal's suggestions are buttons that ask", async () => {
    const page = await pageWithPlan("Piloto: contas");
    const sum = await ask(page, "Qual o volume mensal total somando os três canais?");
    await expect(sum).toContainText("11.300 + 3.900 + 8.700 = 23.900");

    const refusal = await ask(page, "Qual é o e-mail do coordenador do piloto?");
    await expect(refusal).toContainText("Não encontrei");
    const offered = refusal.getByRole("list", { name: "Você pode perguntar" }).getByRole("button");
    await offered.first().waitFor();
    const question = await offered.first().innerText();
    const before = await answered(page).count();
    await offered.first().click();
    await page.locator("[data-role='user']").filter({ hasText: question }).waitFor();
    await expect.poll(() => answered(page).count(), { timeout: 30_000 }).toBe(before + 1);
  });

  it("a citation clicked after the document was edited opens the passage as it now reads, never 'not found'", async () => {
    const page = await pageWithPlan("Piloto: edição");
    const answer = await ask(page, "Quanto tempo dura o piloto?");
    await expect(answer).toContainText("75 dias");

    await canvas(page).getByRole("button", { name: "Editar" }).click();
    const editor = canvas(page).getByLabel("Conteúdo do documento");
    await editor.fill(PLAN.replace("O piloto dura 75 dias", "O piloto dura 120 dias"));
    await canvas(page).getByRole("button", { name: "Salvar" }).click();
    await canvas(page).getByRole("button", { name: "Editar" }).waitFor();
    await documentReady(page, 30_000);

    await answer.locator(".markdown a[data-citation]").first().click();
    await canvas(page).locator("[data-passage]", { hasText: "O piloto dura 120 dias" }).waitFor();
    await expect(canvas(page).getByText("O trecho citado não foi encontrado")).toHaveCount(0);
  });
});

describe("a hosted model that does not answer", () => {
  let provider: Server;
  let server: RunningServer;
  const persist = ".wrangler/e2e-provider-down-state";

  beforeAll(async () => {
    // The "hosted model": every request answers 500, as a provider in trouble does.
    provider = createServer((_request, response) => {
      response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { message: "upstream down" } }));
    });
    const providerPort = await freePort();
    await new Promise<void>((resolve) => provider.listen(providerPort, "127.0.0.1", resolve));
    rmSync(persist, { recursive: true, force: true });
    applyLocalMigrations(persist, true);
    server = await startServer({
      port: await freePort(),
      persistTo: persist,
      vars: { OPENAI_API_KEY: "chave-de-teste", OPENAI_BASE_URL: `http://127.0.0.1:${providerPort}/v1` },
    });
    // Migrations and a second `wrangler dev` beside two browser files: startServer's own 90 s deadline must be able to
    // fail with the server's output before the hook's does.
  }, 180_000);

  afterAll(() => {
    if (server) stopServer(server.child);
    provider?.close();
  });

  it("the offline agent answers, and the reply says so", async () => {
    const page = await newPage({ width: 1440, height: 900, baseURL: server.origin });
    await newUser(page, "Sem Modelo");
    await createProjectWithConversation(page, "Sem provedor", "Teste");
    const reply = await ask(page, "O que você consegue fazer?");
    await expect(reply).toContainText("Resposta do modo offline: o modelo não respondeu.");
    await expect(assistantMessages(page).last()).toContainText("Sou o agente do projeto");
  });
});
