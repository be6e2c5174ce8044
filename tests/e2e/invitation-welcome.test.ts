import { describe, it } from "vitest";
import { expect } from "./expect.ts";
import {
  createProjectWithConversation,
  newProvenUser,
  openOutboxMessage,
  PASSWORD,
  uniqueEmail,
  useBrowser,
} from "./fixtures.ts";

const { newPage } = useBrowser();

describe("an invitation that welcomes", () => {
  it("names the inviter plainly, opens Criar Conta with the address filled, and the Dashboard points to the invitation", async () => {
    const lead = await newPage({ width: 1366, height: 768 });
    const { email: leadEmail } = await newProvenUser(lead, "Lívia Prado");
    await createProjectWithConversation(lead, "Projeto Boas-vindas", "Plano");
    const email = uniqueEmail("convidada");
    const invited = await lead.request.post(`${new URL(lead.url()).pathname}.data`, {
      form: { intent: "invite-member", email, role: "client" },
    });
    expect(invited.status()).toBe(200);

    // On her phone, with no account yet: the e-mail says who invites her, by name and by the address they proved.
    const phone = await newPage({ width: 390, height: 844 });
    const message = await openOutboxMessage(phone, email, "Convite para um projeto no Nexo");
    await expect(message.locator("pre")).toContainText(`“Lívia Prado” (${leadEmail}) convidou você`);
    await expect(message.locator("pre")).not.toContainText("Uma pessoa com conta");
    await message.getByRole("link").click();

    // The link opens Criar Conta with her address already there.
    await phone.waitForURL(/\/auth\?mode=signup/);
    await expect(phone.getByRole("tab", { name: "Criar Conta" })).toHaveAttribute("aria-selected", "true");
    const signUp = phone.getByRole("form", { name: "Criar Conta" });
    await expect(signUp.getByLabel("E-mail")).toHaveValue(email);
    await signUp.getByLabel("Nome Completo").fill("Beatriz Campos");
    await signUp.getByLabel("Senha").fill(PASSWORD);
    await signUp.getByRole("button", { name: "Criar Conta" }).click();
    await phone.getByText("Conta criada!").waitFor();

    // As the spec has it, sign-up returns to the Login tab, the address filled.
    await expect(phone.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    const login = phone.getByRole("form", { name: "Login" });
    await expect(login.getByLabel("E-mail")).toHaveValue(email);
    await login.getByLabel("Senha").fill(PASSWORD);
    await login.getByRole("button", { name: "Entrar" }).click();
    await phone.waitForURL("**/dashboard");

    // An invitation waits: the Dashboard says so and never that she takes part in no project.
    await expect(phone.getByText("1 convite espera por você")).toBeVisible();
    await expect(
      phone.getByText("Confirme seu e-mail e aceite o convite acima para participar do projeto."),
    ).toBeVisible();
    await expect(phone.getByText("Você ainda não participa de nenhum projeto.")).toHaveCount(0);
    await expect(phone.getByRole("button", { name: "Criar meu primeiro projeto" })).toHaveCount(0);
  });

  it("for an address with an account, the Login tab opens with the address filled", async () => {
    const page = await newPage({ width: 1366, height: 768 });
    const email = uniqueEmail("com-conta");
    await page.goto(`/auth?mode=login&email=${encodeURIComponent(email)}`);
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Login" }).getByLabel("E-mail")).toHaveValue(email);
  });
});
