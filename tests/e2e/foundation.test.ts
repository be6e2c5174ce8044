import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import { PASSWORD, signInThroughForm, signUpThroughForm, uniqueEmail, useBrowser } from "./fixtures.ts";

const { newPage } = useBrowser();

describe("landing page", () => {
  it("shows the hero, the three claims, the closing call and the 2025 footer", async () => {
    const page = await newPage();
    const fontRequestedAt: number[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fontRequestedAt.push(Date.now());
    });
    let loadedAt = Number.POSITIVE_INFINITY;
    page.on("load", () => (loadedAt = Date.now()));
    await page.goto("/");
    for (const text of ["Começar Agora", "Fazer Login", "Criar Conta Grátis"]) {
      await expect(page.getByRole("link", { name: text }).first()).toBeVisible();
    }
    for (const claim of ["Gestão Inteligente", "Chat RAG Contextual", "Acesso Seguro"]) {
      await expect(page.getByRole("heading", { name: claim })).toBeVisible();
    }
    await expect(page.locator("footer")).toContainText("2025");
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    // A first visit reads the metric-matched fallback: no font downloads while the page loads.
    expect(await bodyFont()).toMatch(/^"Inter Fallback"/);
    await expect(page.locator("html")).not.toHaveClass(/webfont/);
    // The hero shows the product, and a section presents the utility's twelve initiatives.
    await expect(page.getByRole("img", { name: /^Prévia do Nexo/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /^As iniciativas de IA da / }).getByRole("listitem")).toHaveCount(12);
    // Fazer Login in the header is drawn as a button (a bordered box), not as bare text.
    const login = page.getByRole("banner").getByRole("link", { name: "Fazer Login" });
    await expect(login).toHaveCSS("border-top-width", "1px");
    // The sign-up calls open the Criar Conta tab; Fazer Login opens Login.
    await expect(page.getByRole("link", { name: "Criar Conta Grátis" })).toHaveAttribute("href", "/auth?mode=signup");
    await expect(login).toHaveAttribute("href", "/auth");

    // Once the page has loaded, Inter is fetched into the cache (after the load event, never before) and
    // remembered in a cookie; the next page, here a client-side navigation, is drawn in it.
    await expect.poll(() => page.evaluate(() => document.cookie), { timeout: 15_000 }).toMatch(/nexo_font=inter-latin/);
    expect(fontRequestedAt.length).toBe(1);
    expect(fontRequestedAt[0]).toBeGreaterThanOrEqual(loadedAt);
    expect(await bodyFont()).toMatch(/^"Inter Fallback"/);
    await page.getByRole("link", { name: "Começar Agora" }).click();
    await page.waitForURL("**/auth?mode=signup");
    await expect(page.locator("html")).toHaveClass(/webfont/);
    expect(await bodyFont()).toMatch(/^"Inter Variable"/);
    await expect(page.getByRole("tab", { name: "Criar Conta" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Criar Conta" }).getByLabel("Nome Completo")).toBeVisible();
    // /auth: the page's heading sits above the Login / Criar Conta tabs.
    const heading = await page.getByRole("heading", { level: 1, name: "Criar sua conta" }).boundingBox();
    const tabs = await page.getByRole("tablist", { name: "Acesso" }).boundingBox();
    expect(heading && tabs && heading.y + heading.height <= tabs.y).toBe(true);
    // Back on the first page (the one during which the font was fetched), Inter stays.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.locator("html")).toHaveClass(/webfont/);

    // A later visit is in Inter from the server's first byte, from the cache, and nothing moves.
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<html lang="pt-BR" class="webfont"/);
    // The cached file is preloaded, so Chrome lays the page out once, in Inter (an `optional` font that is
    // not preloaded can arrive after a first frame drawn in the fallback, and the hero's picture moved).
    expect(html).toMatch(
      /<link rel="preload" href="[^"]*inter-latin-wght-normal[^"]*\.woff2" as="font" type="font\/woff2" crossorigin="anonymous"\/>/,
    );
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node; currentRect: DOMRectReadOnly }[] };
      const entries = observer.takeRecords() as Shift[];
      const shifts = entries.map((entry) => entry.value);
      // What moved, for the failure message.
      const moved = entries.flatMap((entry) =>
        entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : "text")),
      );
      observer.disconnect();
      return {
        inter: document.fonts.check('16px "Inter Variable"'),
        family: getComputedStyle(document.body).fontFamily,
        shift: shifts.reduce((a, b) => a + b, 0),
        moved,
      };
    });
    expect(fonts.family).toMatch(/^"Inter Variable"/);
    expect(fonts.inter).toBe(true);
    expect(fonts.shift, `moved: ${fonts.moved.join(" | ")}`).toBeLessThan(0.01);
    await page.context().close();
  });
});

describe("sign-up and sign-in through the real forms", () => {
  it("creates an account, returns to the Login tab, signs in and lands on /dashboard", async () => {
    const page = await newPage();
    const email = uniqueEmail("forms");
    await signUpThroughForm(page, email, "Beatriz Formulário");
    await expect(page.getByText("Você já pode fazer login.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await signInThroughForm(page, email);
    await page.getByText("Bem-vindo de volta!").waitFor();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Beatriz Formulário");

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
    await expect(pending).toBeDisabled();
    release();
    const toast = page.locator("[data-sonner-toast][data-type='error']");
    await toast.waitFor();
    await expect(toast).toContainText("Erro");
    await expect(toast).toContainText("E-mail ou senha incorretos.");
    await expect(page).toHaveURL((url) => url.pathname === "/auth");
    // Also said in the form itself, not only in a corner.
    await expect(form.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");

    // The right password: the refusal's toast does not follow the person into the dashboard.
    await page.unroute("**/auth*");
    await form.getByLabel("Senha").fill(PASSWORD);
    await form.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByText("Bem-vindo de volta!").waitFor();
    await expect(page.getByText("E-mail ou senha incorretos.")).toHaveCount(0);
    await page.context().close();
  });

  it("shows the new password's strength under the field as it is typed, and the server's refusal there too", async () => {
    const page = await newPage();
    await page.goto("/auth?mode=signup");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const form = page.getByRole("form", { name: "Criar Conta" });
    const password = form.getByLabel("Senha");
    const hint = page.locator("#signup-password-hint");
    await expect(password).toHaveAttribute("aria-describedby", /signup-password-hint/);

    await password.fill("abc");
    await expect(hint).toHaveText("Senha curta: use pelo menos 8 caracteres.");
    // The same estimator as the server: a common password and why it is weak.
    await password.fill("brasil2024");
    await expect(hint).toContainText("Força da senha:", { timeout: 20_000 });
    await expect(hint).toContainText("Senha fraca.");
    await password.fill("granito-pelicano-outono-17");
    await expect(hint).toHaveText(/^Força da senha: (boa|forte)\.$/);

    // Sent anyway, a weak password is refused under its field, as well as in the toast.
    await form.getByLabel("Nome Completo").fill("Fraca Senha");
    await form.getByLabel("E-mail").fill(uniqueEmail("weak"));
    await password.fill("brasil2024");
    await form.getByRole("button", { name: "Criar Conta" }).click();
    await page.locator("[data-sonner-toast][data-type='error']").filter({ hasText: "Senha fraca." }).waitFor();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAttribute("aria-describedby", /signup-password-error/);
    await expect(page.locator("#signup-password-error")).toContainText("Senha fraca.");
    // Editing the field takes the stale refusal away.
    await password.fill("granito-pelicano-outono-17");
    await expect(page.locator("#signup-password-error")).toHaveCount(0);
    await page.context().close();
  });
});

describe("tabs (our own, after the WAI-ARIA pattern)", () => {
  it("/auth: one tab stop, ←/→/Home/End select and focus, each tab names the panel it controls", async () => {
    const page = await newPage();
    await page.goto("/auth");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const login = page.getByRole("tab", { name: "Login" });
    const signup = page.getByRole("tab", { name: "Criar Conta" });
    await expect(login).toHaveAttribute("tabindex", "0");
    await expect(signup).toHaveAttribute("tabindex", "-1");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveAttribute("id", (await login.getAttribute("aria-controls")) ?? "missing");
    await expect(panel).toHaveAttribute("aria-labelledby", (await login.getAttribute("id")) ?? "missing");

    await login.focus();
    await page.keyboard.press("ArrowRight");
    await expect(signup).toBeFocused();
    await expect(signup).toHaveAttribute("aria-selected", "true");
    await expect(signup).toHaveAttribute("tabindex", "0");
    await expect(page.getByRole("form", { name: "Criar Conta" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Criar sua conta");
    // Looping: → from the last tab comes back to the first; End and Home jump.
    await page.keyboard.press("ArrowRight");
    await expect(login).toBeFocused();
    await expect(login).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(signup).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(login).toHaveAttribute("aria-selected", "true");
    // Tab leaves the list for the panel's content rather than visiting the other tab.
    await page.keyboard.press("Tab");
    await expect(signup).not.toBeFocused();
    await expect(page.getByRole("tabpanel")).toBeFocused();
    // A click selects as well.
    await signup.click();
    await expect(signup).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAttribute(
      "aria-labelledby",
      (await signup.getAttribute("id")) ?? "missing",
    );
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
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes("/algum/caminho-inexistente"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });
});
