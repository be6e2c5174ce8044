import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { initiatives } from "#app/initiatives/registry.ts";
import { expect } from "./expect.ts";
import { newUser, useBrowser } from "./fixtures.ts";

const { newPage } = useBrowser();

/**
 * The app under its Content-Security-Policy in a real browser: every page and
 * the interactive pieces that load code or styles later (toasts, dialogs, the
 * streaming analyst's markdown, presenter mode) run without a single violation.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      console.push(message.text());
  });
  // Init scripts come from the browser itself, not the page, so the CSP does not apply to this listener.
  await page.addInitScript(() => {
    const store: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: store });
    document.addEventListener("securitypolicyviolation", (event) =>
      store.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => {
    const fromPage = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    return [...console, ...fromPage];
  };
}

async function visit(page: Page, path: string, violations: () => Promise<string[]>) {
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await violations(), path).toEqual([]);
}

describe("Content-Security-Policy in chromium", () => {
  it("public pages, the 404 page and every signed-in page run without a violation", async () => {
    const page = await newPage();
    const violations = await watchViolations(page);
    await visit(page, "/", violations);
    await visit(page, "/auth", violations);
    await visit(page, "/nao-existe", violations);
    await newUser(page, "Usuária CSP");
    expect(await violations()).toEqual([]);
    await visit(page, "/dashboard", violations);
    for (const { slug } of initiatives) await visit(page, `/initiatives/${slug}`, violations);
    await page.context().close();
  });

  it("interactive pieces (dialogs, toasts, streamed markdown, presenter mode) stay within the policy", async () => {
    const page = await newPage();
    const violations = await watchViolations(page);
    await newUser(page, "Usuária Interativa");
    await page.goto("/dashboard");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // A project: dialog + redirect toast (sonner loads and injects its styles).
    await page.getByRole("main").getByRole("button", { name: "Novo Projeto" }).click();
    const dialog = page.getByRole("dialog", { name: "Criar Novo Projeto" });
    await dialog.getByLabel("Nome do Projeto").fill("Projeto sob CSP");
    await dialog.getByRole("button", { name: "Criar Projeto" }).click();
    await page.getByText("Projeto criado!").waitFor();
    await page.getByRole("dialog", { name: "Nova Conversa" }).getByLabel("Nome da conversa").fill("Conversa CSP");
    await page.getByRole("dialog", { name: "Nova Conversa" }).getByLabel("Nome da conversa").press("Enter");
    await page.getByText("Nova conversa criada").waitFor();
    await page.getByRole("button", { name: /Membros/ }).click();
    await page.getByRole("dialog", { name: "Membros do projeto" }).waitFor();
    await page.keyboard.press("Escape");

    // The analyst streams markdown (react-markdown loads on demand).
    await page.goto("/initiatives/ouvidoria");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const input = page.getByPlaceholder(/pergunt/i).first();
    await input.fill("Qual região precisa de mais atenção?");
    await input.press("Enter");
    await page
      .getByText(/precisa de mais atenção/)
      .last()
      .waitFor();

    // Presenter mode and its full-screen request. P typed into the analyst's field is text, not the
    // shortcut, and the field takes the focus back when the reply ends: the presenter clicks the page first.
    await page.getByRole("heading", { level: 1 }).first().click();
    await page.keyboard.press("p");
    await expect(page.locator("html")).toHaveClass(/\bpresenter\b/);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it("static assets carry the security headers from public/_headers", async () => {
    const page = await newPage();
    const response = await page.request.get("/favicon.svg");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    await page.context().close();
  });
});
