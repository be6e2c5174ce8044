import type { CDPSession, Page } from "playwright-core";
import { describe, it } from "vitest";
import { codeAt } from "#tests/support/totp.ts";
import { expect } from "./expect.ts";
import { baseURL, newProvenUser, signInThroughForm, useBrowser } from "./fixtures.ts";

const { newPage } = useBrowser();

/**
 * Multi-factor sign-in in a real browser: enrolling an authenticator app and a
 * passkey on /account/security, then the /auth/mfa step with a code, a
 * recovery code and a passkey (Chrome's virtual authenticator over CDP).
 */

const STEP_MS = 30_000;
/** How the security page should print a moment for this suite's browsers (fixtures.ts: America/Sao_Paulo). */
const SAO_PAULO = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "America/Sao_Paulo",
});
const currentStep = () => Math.floor(Date.now() / STEP_MS);

/**
 * Everything that goes wrong in the page, wherever it happens: console errors
 * (CSP refusals are logged there too), uncaught exceptions, and
 * securitypolicyviolation events. The events are reported through an exposed
 * function, which survives full page loads and is not subject to the CSP.
 */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${where()} console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${where()} exception: ${error.message}`));
  await page.exposeFunction("__reportViolation", (text: string) => problems.push(`${where()} csp: ${text}`));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
    document.addEventListener("securitypolicyviolation", (event) =>
      report(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return problems;
}

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function openSecurityPage(page: Page) {
  await page
    .getByRole("complementary", { name: "Barra lateral" })
    .getByRole("link", { name: "Segurança da conta" })
    .click();
  await page.waitForURL("**/account/security");
  await page.getByRole("heading", { level: 1, name: "Segurança da conta" }).waitFor();
  await hydrated(page);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sair" }).click();
  await page.waitForURL("**/auth");
}

/** The one-time codes dialog after a first factor: ten distinct codes, kept by the caller, then "Já guardei". */
async function keepRecoveryCodes(page: Page): Promise<string[]> {
  const dialog = page.getByRole("dialog", { name: "Guarde seus códigos de recuperação" });
  await dialog.waitFor();
  const codes = await dialog.locator("[data-recovery-code]").allInnerTexts();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await dialog.getByRole("button", { name: "Já guardei" }).click();
  await dialog.waitFor({ state: "hidden" });
  return codes;
}

function factorRow(page: Page, name: string) {
  return page.getByRole("list", { name: "Fatores" }).locator(`[data-factor="${name}"]`);
}

interface TotpEnrolment {
  email: string;
  secret: string;
  /** The 30 s step whose code confirmed the enrolment: the server has spent it. */
  usedStep: number;
  recoveryCodes: string[];
}

/** A new user enrols an authenticator app through the security page, as a person with a phone would. */
async function enrolTotpThroughUi(page: Page): Promise<TotpEnrolment> {
  // Only a proven address may enrol a second factor.
  const { email } = await newProvenUser(page, "Usuária MFA");
  await openSecurityPage(page);
  await page.getByRole("button", { name: "Adicionar aplicativo autenticador" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar aplicativo autenticador" });
  await dialog.getByRole("button", { name: "Continuar" }).click();

  // The QR code is our server's inline SVG: it must actually be drawn, not collapsed or hidden.
  const qr = dialog.getByRole("img", { name: "QR code para o aplicativo autenticador" }).locator("svg");
  await qr.waitFor();
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(100);

  const secret = (await dialog.locator("[data-totp-secret]").innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The server accepts the current step ±1 and records the step that matched,
  // which is the one the code was computed for even if the clock ticks over.
  const usedStep = currentStep();
  await dialog.getByLabel("Código de 6 dígitos").fill(codeAt(secret, usedStep));
  await dialog.getByRole("button", { name: "Ativar" }).click();
  const recoveryCodes = await keepRecoveryCodes(page);
  await dialog.waitFor({ state: "hidden" });

  await factorRow(page, "Aplicativo autenticador").getByText("Verificado").waitFor();
  await expect(page.getByText("Restam 10 códigos de uso único")).toBeVisible();
  return { email, secret, usedStep, recoveryCodes };
}

describe("multi-factor sign-in in chromium", () => {
  it("enrols an authenticator app from the security page and then asks for its code at sign-in", async () => {
    const page = await newPage();
    const problems = await watchProblems(page);
    const { email, secret, usedStep } = await enrolTotpThroughUi(page);

    // Adding another app starts a new enrolment at the naming step; it used to
    // reopen on the factor just enrolled, secret and QR code included.
    await page.getByRole("button", { name: "Adicionar aplicativo autenticador" }).click();
    const again = page.getByRole("dialog", { name: "Adicionar aplicativo autenticador" });
    await again.getByRole("button", { name: "Continuar" }).waitFor();
    await expect(again.locator("[data-totp-secret]")).toHaveCount(0);
    // Walking away after the secret was shown cancels that enrolment on the server.
    await again.getByLabel("Nome do fator").fill("Tablet");
    await again.getByRole("button", { name: "Continuar" }).click();
    await again.locator("[data-totp-secret]").waitFor();
    await again.getByRole("button", { name: "Cancelar" }).click();
    await again.waitFor({ state: "hidden" });
    const statuses = async () =>
      ((await (await page.request.get("/api/auth/factors")).json()) as { factors: { status: string }[] }).factors.map(
        (f) => f.status,
      );
    await expect.poll(statuses).toEqual(["verified"]);

    await signOut(page);
    await signInThroughForm(page, email, "**/auth/mfa");
    await hydrated(page);
    // The password alone opens nothing else; the second step itself runs under the CSP.
    const step = await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth/mfa");
    expect(step?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    await hydrated(page);

    // The enrolment's step is spent; the next step's code is fresh (accepted as
    // the one-step drift), or the current step's if the clock has moved past it.
    const form = page.getByRole("form", { name: "Código do aplicativo" });
    await form
      .getByLabel("Código de 6 dígitos do aplicativo autenticador")
      .fill(codeAt(secret, Math.max(usedStep + 1, currentStep())));
    await form.getByRole("button", { name: "Verificar" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByText("Bem-vindo de volta!").waitFor();

    // The audit trail on the security page shows the enrolment and the verification.
    await openSecurityPage(page);
    // A full load, so the page hydrates with a used factor (its "usado em" time)
    // on it: that failed outside UTC, which the problems list below catches.
    const security = await page.reload();
    expect(security?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    await hydrated(page);
    // Times read in the browser's zone (the context is in São Paulo), not the Worker's UTC.
    const lastUsed = factorRow(page, "Aplicativo autenticador").locator("time");
    const at = new Date((await lastUsed.getAttribute("datetime")) ?? "");
    await expect(lastUsed).toHaveText(SAO_PAULO.format(at));
    const events = page.getByRole("list", { name: "Eventos de segurança" });
    await expect(events.locator("[data-event='mfa_enrolled']")).toHaveCount(1);
    await expect(events.locator("[data-event='mfa_verified']")).toHaveCount(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("accepts a recovery code once: the second use stays on /auth/mfa with an error", async () => {
    const page = await newPage();
    const problems = await watchProblems(page);
    const { email, recoveryCodes } = await enrolTotpThroughUi(page);
    const code = recoveryCodes[3] ?? "";

    const useRecoveryCode = async () => {
      await signOut(page);
      await signInThroughForm(page, email, "**/auth/mfa");
      await hydrated(page);
      await page.getByRole("button", { name: "Perdeu o acesso? Use um código de recuperação" }).click();
      const form = page.getByRole("form", { name: "Código de recuperação" });
      await form.getByLabel("Código de recuperação").fill(code);
      await form.getByRole("button", { name: "Usar código de recuperação" }).click();
    };

    await useRecoveryCode();
    await page.waitForURL("**/dashboard");
    await page.getByText("Código de recuperação aceito").waitFor();
    await openSecurityPage(page);
    await expect(page.getByText("Restam 9 códigos de uso único")).toBeVisible();

    await useRecoveryCode();
    const toast = page.locator("[data-sonner-toast][data-type='error']");
    await toast.waitFor();
    await expect(toast).toContainText("Código de recuperação inválido ou já utilizado.");
    await expect(page).toHaveURL((url) => url.pathname === "/auth/mfa");
    // And under the field it is about, tied to it for screen readers.
    const field = page.getByRole("form", { name: "Código de recuperação" }).getByLabel("Código de recuperação");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAttribute("aria-describedby", /recovery-code-error/);
    await expect(page.locator("#recovery-code-error")).toHaveText("Código de recuperação inválido ou já utilizado.");
    // Still at the second step: the dashboard stays closed.
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/auth/mfa");

    // The refused code is answered 422, which chromium logs as a failed resource; nothing else may go wrong.
    expect(problems).toEqual([expect.stringMatching(/^\/auth\/mfa console: Failed to load resource: .*status of 422/)]);
    await page.context().close();
  });

  it("enrols a passkey with a virtual authenticator and signs in with it", async () => {
    // WebAuthn refuses an IP address as the relying party id, and the server
    // takes the id from APP_ORIGIN: the suite talks to the server as localhost
    // (a secure context too, and a valid RP id), whatever baseURL says.
    const origin = new URL(baseURL);
    origin.hostname = "localhost";
    const page = await newPage({ baseURL: origin.origin });
    const problems = await watchProblems(page);
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // The first browser prompt is refused, as a person pressing Cancel does: the page sees NotAllowedError.
    await page.addInitScript(() => {
      const create = navigator.credentials.create.bind(navigator.credentials);
      const flags = window as unknown as { __refusePrompt?: boolean };
      flags.__refusePrompt = true;
      navigator.credentials.create = (options) => {
        if (!flags.__refusePrompt) return create(options);
        flags.__refusePrompt = false;
        return Promise.reject(
          new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"),
        );
      };
    });

    const { email } = await newProvenUser(page, "Usuária Passkey");
    await openSecurityPage(page);
    await page.getByRole("button", { name: "Adicionar chave de acesso" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar chave de acesso" });
    await dialog.getByLabel("Nome do fator").fill("Notebook");
    await dialog.getByRole("button", { name: "Criar chave de acesso" }).click();
    await page.locator("[data-sonner-toast][data-type=error]").filter({ hasText: "Chave de acesso" }).waitFor();
    // The refused prompt left no half-finished factor behind for anyone to finish.
    const factors = async () =>
      ((await (await page.request.get("/api/auth/factors")).json()) as { factors: unknown[] }).factors;
    await expect.poll(factors).toEqual([]);

    await dialog.getByRole("button", { name: "Criar chave de acesso" }).click();
    await keepRecoveryCodes(page);
    await factorRow(page, "Notebook").getByText("Verificado").waitFor();

    // The authenticator holds one credential, for this site.
    const created = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(created.credentials).toHaveLength(1);
    expect(created.credentials[0]?.rpId).toBe("localhost");
    const countAfterEnrolment = created.credentials[0]?.signCount ?? 0;

    await signOut(page);
    await signInThroughForm(page, email, "**/auth/mfa");
    await hydrated(page);
    await page.getByRole("button", { name: "Usar chave de acesso (Notebook)" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByText("Bem-vindo de volta!").waitFor();
    // The credential really signed the sign-in's challenge.
    const used = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(used.credentials[0]?.signCount).toBeGreaterThan(countAfterEnrolment);

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
