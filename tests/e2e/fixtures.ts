import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/lib/chromium.ts";
import { expect } from "./expect.ts";

export const baseURL = inject("baseURL");

let browser: Browser | undefined;

/**
 * A client address of its own for each browser context. `wrangler dev` sets
 * CF-Connecting-IP to the loopback address unless a request brings one, so
 * without this every test in the run is one client and the per-address
 * sign-up limit (10 a minute) refuses whichever sign-up lands eleventh in a
 * minute. Each context is a different visitor, as Cloudflare would see it.
 */
function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** One chromium per test file; each test gets its own context (cookies, storage). */
export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(
      options: { width?: number; height?: number; reducedMotion?: "reduce" | "no-preference"; baseURL?: string } = {},
    ): Promise<Page> {
      if (!browser) throw new Error("browser not started");
      const context = await browser.newContext({
        baseURL: options.baseURL ?? baseURL,
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        locale: "pt-BR",
        timezoneId: "America/Sao_Paulo",
        reducedMotion: options.reducedMotion ?? "no-preference",
        extraHTTPHeaders: { "CF-Connecting-IP": clientAddress() },
      });
      return context.newPage();
    },
  };
}

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}@exemplo.com.br`;
}

export const PASSWORD = "senha-e2e-123";

/** Creates an account through the real Criar Conta form; leaves the page on the Login tab. */
export async function signUpThroughForm(page: Page, email: string, fullName = "Usuária E2E") {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Criar Conta" }).click();
  const form = page.getByRole("form", { name: "Criar Conta" });
  await form.getByLabel("Nome Completo").fill(fullName);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha").fill(PASSWORD);
  await form.getByRole("button", { name: "Criar Conta" }).click();
  // Wait for the success toast or any refusal, and say which refusal it was rather than timing out blind.
  const created = page.getByText("Conta criada!");
  const refused = page.locator("[data-sonner-toast][data-type=error]");
  await created.or(refused).first().waitFor();
  if (await refused.first().isVisible()) throw new Error(`cadastro recusado: ${await refused.first().innerText()}`);
}

/** Fills the Login form the page shows and presses Entrar; returns the form, for what the test checks next. */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha").fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
  return form;
}

/** Signs in with the password; `landing` is where the app should send the user (an account with a second factor goes to /auth/mfa). */
export async function signInThroughForm(page: Page, email: string, landing = "**/dashboard") {
  await page.goto("/auth");
  await submitLogin(page, email);
  await page.waitForURL(landing);
}

/**
 * A brand-new user, signed in, on /dashboard. The account is made and signed in by posting the same two actions the
 * Criar Conta and Login forms post, through the page's own context (its cookies, its client address), then the page
 * opens /dashboard: the forms themselves are the subject of foundation, email and mfa tests, which fill them; for
 * every other test they were four seconds of page loads before what it is about.
 */
export async function newUser(page: Page, fullName = "Usuária E2E") {
  const email = uniqueEmail();
  const signUp = await page.request.post("/auth.data", {
    form: { intent: "signup", fullName, email, password: PASSWORD },
  });
  if (signUp.status() !== 200) throw new Error(`cadastro recusado (${signUp.status()}): ${await signUp.text()}`);
  const signIn = await page.request.post("/auth.data", { form: { intent: "login", email, password: PASSWORD } });
  if (signIn.status() >= 400) throw new Error(`login recusado (${signIn.status()}): ${await signIn.text()}`);
  await page.goto("/dashboard");
  await page.waitForURL("**/dashboard");
  // As the forms left it: a page whose controls answer (hydrated), not only loaded.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { email, fullName };
}

/**
 * A brand-new user who has also proven the address (the link from the verification e-mail), as a person does
 * before inviting anyone or enrolling a second factor; leaves the page on /dashboard.
 */
export async function newProvenUser(page: Page, fullName = "Usuária E2E") {
  const user = await newUser(page, fullName);
  await confirmEmailFromOutbox(page, user.email);
  return user;
}

/** A project from the sidebar; its new-conversation dialog opens by itself and is left open. */
export async function createProject(page: Page, name: string) {
  await page
    .getByRole("complementary", { name: "Barra lateral" })
    .getByRole("button", { name: "Novo Projeto" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Criar Novo Projeto" });
  await dialog.getByLabel("Nome do Projeto").fill(name);
  await dialog.getByRole("button", { name: "Criar Projeto" }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await page.getByRole("dialog", { name: "Nova Conversa" }).waitFor();
}

/** From the sidebar: a new project and its first conversation; leaves the page on it. */
export async function createProjectWithConversation(page: Page, name: string, conversation = "Documentos") {
  await createProject(page, name);
  const created = page.getByRole("dialog", { name: "Nova Conversa" });
  await created.getByLabel("Nome da conversa").fill(conversation);
  await created.getByLabel("Nome da conversa").press("Enter");
  await page.waitForURL(/session=/);
  await created.waitFor({ state: "hidden" });
}

/** Attaches a file through the chat's clip and classifies it; waits for the success toast. */
export async function attachDocument(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  type = "Outro",
) {
  // A person reaches for the clip before the picker opens: reaching it (pointer or focus) starts loading the
  // classification dialog (lazy), as it does for them, so the dialog is not fetched only once the file is chosen.
  await page.getByRole("button", { name: "Anexar documento", exact: true }).focus();
  await page.getByTestId("attach-input").setInputFiles(file);
  const dialog = page.getByRole("dialog", { name: "Classificar Documento" });
  await dialog.getByText(file.name).waitFor();
  if (type !== "Outro") await dialog.getByRole("radio", { name: type }).click();
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await page.getByText("✅ Arquivo enviado com sucesso").last().waitFor();
}

/** Attaches a Markdown file through the clip, classified as `type`, and waits until the Canvas says it is indexed. */
export async function attachMarkdown(page: Page, name: string, text: string, type = "Outro", timeout = 20_000) {
  await attachDocument(page, { name, mimeType: "text/markdown", buffer: Buffer.from(text) }, type);
  await documentReady(page, timeout);
}

/** Waits until the document open in the page's Canvas (the side panel) is indexed: its status reads "Pronto". */
export async function documentReady(page: Page, timeout = 20_000) {
  const status = page.getByRole("complementary", { name: "Canvas" }).getByTestId("document-status");
  await expect.poll(() => status.innerText(), { timeout }).toBe("Pronto");
}

/** The newest message to `email` whose subject matches, in the local outbox (/dev/outbox); polls until it arrives. */
export async function openOutboxMessage(page: Page, email: string, subject: RegExp | string) {
  const message = page.getByRole("article", { name: subject }).first();
  // Some messages leave after the answer (the reset link is sent in the background).
  await vi.waitFor(
    async () => {
      await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
      if ((await message.count()) === 0)
        throw new Error(`nenhum e-mail "${String(subject)}" para ${email} em /dev/outbox`);
    },
    { timeout: 20_000, interval: 250 },
  );
  return message;
}

/** Proves the signed-in page's address as its owner would: the link of the verification e-mail, opened in the same browser. */
export async function confirmEmailFromOutbox(page: Page, email: string) {
  const message = await openOutboxMessage(page, email, /Confirme seu e-mail/);
  await message.getByRole("link").click();
  await page.waitForURL("**/dashboard");
  await page.getByText("E-mail confirmado").first().waitFor();
}

type NewPage = ReturnType<typeof useBrowser>["newPage"];

/** A new user on a desktop screen (1440×900), in the first conversation of a project of their own. */
export async function newUserInProject(newPage: NewPage, fullName: string, project: string, conversation?: string) {
  const page = await newPage({ width: 1440, height: 900 });
  await newUser(page, fullName);
  await createProjectWithConversation(page, project, conversation);
  return page;
}

/** Someone in a test: the name they sign up with and their screen. */
export interface Person {
  name: string;
  width: number;
  height: number;
}

/**
 * Two people in one conversation: the owner makes the project and its conversation and invites the member as a
 * client through the real action; the member (both addresses proven) accepts on the Dashboard and opens the same
 * conversation. Both pages hydrated.
 */
export async function twoInOneConversation(
  newPage: NewPage,
  people: { owner: Person; member: Person },
  project: string,
  conversation: string,
) {
  const owner = await newPage({ width: people.owner.width, height: people.owner.height });
  await newProvenUser(owner, people.owner.name);
  const member = await newPage({ width: people.member.width, height: people.member.height });
  const { email } = await newProvenUser(member, people.member.name);
  await createProjectWithConversation(owner, project, conversation);
  const invited = await owner.request.post(`${new URL(owner.url()).pathname}.data`, {
    form: { intent: "invite-member", email, role: "client" },
  });
  expect(invited.status()).toBe(200);
  await member.goto("/dashboard");
  await member.getByRole("region", { name: "Convites pendentes" }).getByRole("button", { name: "Aceitar" }).click();
  await member.waitForURL(/\/projects\//);
  await member.goto(owner.url());
  for (const page of [owner, member]) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { owner, member, memberEmail: email };
}
