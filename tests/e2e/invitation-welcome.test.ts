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

  it("on a 390×844 phone, Aceitar joins one project and Recusar turns down another, each a 44 px target; the lead then sees the new member, and the refused invitation gone", async () => {
    const lead = await newPage({ width: 1366, height: 768 });
    await newProvenUser(lead, "Lívia Prado");
    const phone = await newPage({ width: 390, height: 844 });
    const { email } = await newProvenUser(phone, "Beatriz Campos");
    const invite = async (project: string) => {
      await createProjectWithConversation(lead, project, "Plano");
      const path = new URL(lead.url()).pathname;
      const invited = await lead.request.post(`${path}.data`, {
        form: { intent: "invite-member", email, role: "client" },
      });
      expect(invited.status()).toBe(200);
      return path;
    };
    const joined = await invite("Projeto Aceito");
    const refused = await invite("Projeto Recusado");
    // Before she answers, the lead's Membros lists the invitation as pending.
    await lead.reload();
    await lead.getByRole("button", { name: "Membros (1)" }).click();
    const members = lead.getByRole("dialog", { name: /Membros/ });
    await expect(members.getByRole("button", { name: `Cancelar convite de ${email}` })).toBeVisible();
    await lead.keyboard.press("Escape");

    await phone.reload();
    const invitations = phone.getByRole("region", { name: "Convites pendentes" });
    const invitation = (project: string) => invitations.getByRole("listitem").filter({ hasText: project });
    await expect(invitations.getByRole("listitem")).toHaveCount(2);
    for (const name of ["Aceitar", "Recusar"]) {
      const box = await invitation("Projeto Aceito").getByRole("button", { name }).boundingBox();
      expect(box && box.width >= 44 && box.height >= 44, `${name}: ${JSON.stringify(box)}`).toBe(true);
    }

    // Aceitar takes her into the project she joined.
    await invitation("Projeto Aceito").getByRole("button", { name: "Aceitar" }).click();
    await phone.waitForURL(`**${joined}**`);
    await expect(phone.getByText("Convite aceito", { exact: true })).toBeVisible();
    await expect(phone.getByRole("main").getByText("Projeto Aceito")).toBeVisible();

    // Back on the Dashboard: that project among hers, the other invitation still waiting; Recusar ends it.
    await phone.goto("/dashboard");
    await expect(phone.locator("[data-project-card]", { hasText: "Projeto Aceito" })).toBeVisible();
    await expect(invitations.getByRole("listitem")).toHaveCount(1);
    await invitation("Projeto Recusado").getByRole("button", { name: "Recusar" }).click();
    await expect(phone.getByText("Convite recusado", { exact: true })).toBeVisible();
    await expect(invitations).toHaveCount(0);
    await expect(phone.locator("[data-project-card]", { hasText: "Projeto Recusado" })).toHaveCount(0);
    await expect(phone.locator("[data-project-card]")).toHaveCount(1);
    await expect(phone.getByText("Você ainda não participa de nenhum projeto.")).toHaveCount(0);

    // The lead: Beatriz is a member of the first project; the second has no member more and no invitation left.
    await lead.goto(joined);
    await lead.getByRole("button", { name: "Membros (2)" }).click();
    await expect(lead.getByRole("dialog", { name: /Membros/ }).getByText("Beatriz Campos")).toBeVisible();
    await lead.goto(refused);
    await lead.getByRole("button", { name: "Membros (1)" }).click();
    await expect(lead.getByRole("dialog", { name: /Membros/ }).getByText("Lívia Prado")).toBeVisible();
    await expect(lead.getByRole("dialog", { name: /Membros/ }).getByText(email)).toHaveCount(0);
    await lead.context().close();
    await phone.context().close();
  });

  it("for an address with an account, the Login tab opens with the address filled", async () => {
    const page = await newPage({ width: 1366, height: 768 });
    const email = uniqueEmail("com-conta");
    await page.goto(`/auth?mode=login&email=${encodeURIComponent(email)}`);
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Login" }).getByLabel("E-mail")).toHaveValue(email);
  });
});
