import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import {
  createProjectWithConversation,
  newProvenUser,
  newUser,
  openOutboxMessage,
  signInThroughForm,
  signUpThroughForm,
  submitLogin,
  uniqueEmail,
  useBrowser,
} from "./fixtures.ts";

const { newPage } = useBrowser();

/**
 * From the forgot-password form (open on `page`): asks for the link, opens it from /dev/outbox, lands on the
 * reset page (the token out of the address bar, the account's address shown) and sets `password`, back at Login.
 */
async function resetThroughTheLink(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await page.getByRole("status").getByText("Se houver uma conta com este e-mail").waitFor();
  const message = await openOutboxMessage(page, email, "Redefinição de senha no Nexo");
  await message.getByRole("link").click();
  await page.waitForURL((url) => url.pathname === "/auth/reset" && url.search === "");
  await page.getByText(email).waitFor();
  await page.getByLabel("Nova senha", { exact: true }).fill(password);
  await page.getByLabel("Repita a nova senha").fill(password);
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await page.waitForURL("**/auth");
  await page.getByText("Senha redefinida").first().waitFor();
}

describe("e-mail ownership", () => {
  it("sign up, confirm the address with the code from /dev/outbox, then see and accept an invitation", async () => {
    const owner = await newPage();
    // Only a proven address may invite.
    await newProvenUser(owner, "Olga Dona");
    await createProjectWithConversation(owner, "Projeto do Convite");

    const invitee = await newPage();
    const email = uniqueEmail("convidada");
    await signUpThroughForm(invitee, email, "Iara Convidada");
    await signInThroughForm(invitee, email);
    const invited = await owner.request.post(`${new URL(owner.url()).pathname}.data`, {
      form: { intent: "invite-member", email, role: "client" },
    });
    expect(invited.status()).toBe(200);
    await owner.context().close();

    // Unproven: the Dashboard says how to prove it and that an invitation waits, but not for what.
    await invitee.goto("/dashboard");
    const banner = invitee.getByRole("region", { name: "Confirme seu e-mail" });
    await banner.getByText("1 convite espera por você").waitFor();
    expect(await invitee.content()).not.toContain("Projeto do Convite");

    // The mailbox: the invitation (a fixed subject; the project quoted as data; its link to the Login tab) and the code.
    const outbox = await invitee.context().newPage();
    const invitation = await openOutboxMessage(outbox, email, "Convite para um projeto no Nexo");
    await expect(invitation.locator("pre")).toContainText("Projeto: “Projeto do Convite”");
    await expect(invitation.getByRole("link")).toHaveAttribute("href", /\/auth\?mode=login&email=/);
    const verification = await openOutboxMessage(outbox, email, "Confirme seu e-mail no Nexo");
    const code = (await verification.locator("[data-code]").innerText()).trim();
    expect(code).toMatch(/^\d{6}$/);
    await outbox.close();

    await banner.getByLabel("Código de confirmação").fill(code);
    await banner.getByRole("button", { name: "Confirmar e-mail" }).click();
    await invitee.getByText("E-mail confirmado").first().waitFor();
    await banner.waitFor({ state: "detached" });
    const invitations = invitee.getByRole("region", { name: "Convites pendentes" });
    await invitations.getByText("Projeto do Convite").waitFor();
    await invitations.getByRole("button", { name: "Aceitar" }).click();
    await invitee.waitForURL(/\/projects\/[0-9a-f-]{36}/);
    await invitee.getByText("Convite aceito").waitFor();
    await invitee.context().close();
  });

  it("forgot the password: the link from /dev/outbox sets a new one, the open session ends, the new password signs in", async () => {
    const signedIn = await newPage();
    const { email } = await newUser(signedIn, "Rita Esquecida");

    const page = await newPage();
    await page.goto("/auth");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await page.waitForURL("**/auth/forgot");
    const newPassword = "uma-senha-nova-bem-longa-5";
    await resetThroughTheLink(page, email, newPassword);

    // The session that was open elsewhere has ended.
    await signedIn.goto("/dashboard");
    await signedIn.waitForURL("**/auth");

    const login = await submitLogin(page, email);
    await page.locator("[data-sonner-toast][data-type=error]").first().waitFor();
    await login.getByLabel("Senha").fill(newPassword);
    await login.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL("**/dashboard");
    await page.context().close();
    await signedIn.context().close();
  });
  it("a squatter who signed up first with the owner's address can plant no second factor; the owner's reset ends the squatter's session and the owner signs in with the password alone", async () => {
    const ownerEmail = uniqueEmail("dona");
    // The squatter gets there first, with a password of their own, and signs in at once.
    const squatter = await newPage();
    await signUpThroughForm(squatter, ownerEmail, "Dona Verdadeira");
    await signInThroughForm(squatter, ownerEmail);
    await squatter.goto("/account/security");
    await squatter.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await squatter.getByRole("button", { name: "Adicionar aplicativo autenticador" }).click();
    const enrol = squatter.getByRole("dialog", { name: "Adicionar aplicativo autenticador" });
    await enrol.getByRole("button", { name: "Continuar" }).click();
    await enrol.getByText(/Para ativar a verificação em duas etapas, confirme seu e-mail/).waitFor();
    await expect(enrol.getByRole("img", { name: "QR code para o aplicativo autenticador" })).toHaveCount(0);

    // The owner never knew that password: "Esqueci minha senha" proves the address.
    const owner = await newPage();
    await owner.goto("/auth/forgot");
    const ownPassword = "a-senha-que-so-a-dona-sabe-3";
    await resetThroughTheLink(owner, ownerEmail, ownPassword);

    // The squatter is out.
    await squatter.goto("/dashboard");
    await squatter.waitForURL("**/auth");

    // The owner signs in with the password alone: no second step, straight to the Dashboard, address proven.
    await submitLogin(owner, ownerEmail, ownPassword);
    await owner.waitForURL("**/dashboard");
    expect(new URL(owner.url()).pathname).toBe("/dashboard");
    await expect(owner.getByRole("region", { name: "Confirme seu e-mail" })).toHaveCount(0);

    // And is told, by e-mail, that the password changed.
    const notice = await openOutboxMessage(owner, ownerEmail, "Sua senha no Nexo foi alterada");
    await expect(notice.locator("pre")).toContainText("todas as sessões abertas da conta foram encerradas");
    await owner.context().close();
    await squatter.context().close();
  });
});
