import { describe, expect, it } from "vitest";
import { PASSWORD, signInThroughForm, signUpThroughForm, uniqueEmail, useBrowser } from "./fixtures";

const { newPage } = useBrowser();

describe("landing page", () => {
  it("shows the hero, the three claims, the closing call and the 2025 footer", async () => {
    const page = await newPage();
    await page.goto("/");
    for (const text of ["Começar Agora", "Fazer Login", "Criar Conta Grátis"]) {
      await expect(page.getByRole("link", { name: text }).first().isVisible()).resolves.toBe(true);
    }
    for (const claim of ["Gestão Inteligente", "Chat RAG Contextual", "Acesso Seguro"]) {
      await expect(page.getByRole("heading", { name: claim }).isVisible()).resolves.toBe(true);
    }
    expect(await page.locator("footer").innerText()).toContain("2025");
    // The self-hosted Inter is in use, and loading it moved nothing on the page.
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const shifts = observer.takeRecords().map((entry) => (entry as PerformanceEntry & { value: number }).value);
      observer.disconnect();
      return { inter: document.fonts.check('16px "Inter Variable"'), family: getComputedStyle(document.body).fontFamily, shift: shifts.reduce((a, b) => a + b, 0) };
    });
    expect(fonts.family).toMatch(/^"Inter Variable"/);
    expect(fonts.inter).toBe(true);
    expect(fonts.shift).toBeLessThan(0.01);
    // The hero shows the product, and a section presents the utility's twelve initiatives.
    expect(await page.getByRole("img", { name: /^Prévia do Nexo/ }).isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: /^As iniciativas de IA da / }).getByRole("listitem").count()).toBe(12);
    // Fazer Login in the header is drawn as a button (a bordered box), not as bare text.
    const login = page.getByRole("banner").getByRole("link", { name: "Fazer Login" });
    expect(await login.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("1px");
    await page.getByRole("link", { name: "Começar Agora" }).click();
    await page.waitForURL("**/auth");
    // /auth: the page's heading sits above the Login / Criar Conta tabs.
    const heading = await page.getByRole("heading", { level: 1, name: "Entrar na sua conta" }).boundingBox();
    const tabs = await page.getByRole("tablist", { name: "Acesso" }).boundingBox();
    expect(heading && tabs && heading.y + heading.height <= tabs.y).toBe(true);
    await page.context().close();
  });
});

describe("sign-up and sign-in through the real forms", () => {
  it("creates an account, returns to the Login tab, signs in and lands on /dashboard", async () => {
    const page = await newPage();
    const email = uniqueEmail("forms");
    await signUpThroughForm(page, email, "Beatriz Formulário");
    expect(await page.getByText("Você já pode fazer login.").isVisible()).toBe(true);
    expect(await page.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
    await signInThroughForm(page, email);
    await page.getByText("Bem-vindo de volta!").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain("Beatriz Formulário");

    // A signed-in visitor of the landing page goes on to the dashboard.
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    // Sair ends the session and the dashboard is closed again.
    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL("**/auth");
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.context().close();
  });

  it("shows Processando... while submitting and a destructive Erro toast on a wrong password", async () => {
    const page = await newPage();
    const email = uniqueEmail("wrongpw");
    await signUpThroughForm(page, email);
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Senha").fill(`${PASSWORD}-errada`);
    // Hold the request so the pending state is observable.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/auth*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Entrar" }).click();
    const pending = form.getByRole("button", { name: "Processando..." });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    const toast = page.locator("[data-sonner-toast][data-type='error']");
    await toast.waitFor();
    expect(await toast.innerText()).toContain("Erro");
    expect(await toast.innerText()).toContain("E-mail ou senha incorretos.");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.context().close();
  });
});

describe("routing", () => {
  it("redirects a protected route to /auth without a session", async () => {
    const page = await newPage();
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.context().close();
  });

  it("shows the 404 page for unknown paths, logs it, and links home", async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/algum/caminho-inexistente");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "404" }).isVisible()).toBe(true);
    expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
    await expect.poll(() => errors.some((e) => e.includes("/algum/caminho-inexistente"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });
});
