import { ROLE_LABEL, type UserRole } from "#app/config/roles.ts";
import type { EmailMessage } from "./message.ts";
import { type EmailBlock, type EmailContent, renderHtml, renderText } from "./render.tsx";

/** The product's e-mails, in Portuguese. Each yields the rendered message the port sends. */

function message(
  to: string,
  kind: EmailMessage["kind"],
  content: EmailContent,
  extra: Pick<EmailMessage, "link" | "code">,
): EmailMessage {
  return { to, kind, subject: content.subject, text: renderText(content), html: renderHtml(content), ...extra };
}

const greeting = (fullName: string | null) => (fullName ? `Olá, ${fullName}!` : "Olá!");
const p = (text: string): EmailBlock => ({ type: "p", text });

export function verificationEmail(input: {
  productName: string;
  to: string;
  fullName: string;
  code: string;
  link: string;
  minutes: number;
}): EmailMessage {
  const { productName, code, link, minutes } = input;
  return message(
    input.to,
    "verify_email",
    {
      productName,
      subject: `Confirme seu e-mail no ${productName}`,
      greeting: greeting(input.fullName),
      blocks: [
        p(`Para confirmar que este e-mail é seu, digite este código no Dashboard do ${productName}:`),
        { type: "code", code },
        p("Ou abra o link abaixo no navegador em que você entrou na sua conta:"),
        { type: "button", label: "Confirmar e-mail", url: link },
        p(`O código e o link valem por ${minutes} minutos e funcionam uma única vez.`),
        p(
          `Se você não criou uma conta no ${productName}, ignore esta mensagem: sem a confirmação, nada acontece com este endereço.`,
        ),
      ],
    },
    { link, code },
  );
}

export function passwordResetEmail(input: {
  productName: string;
  to: string;
  fullName: string;
  link: string;
  minutes: number;
}): EmailMessage {
  const { productName, link, minutes } = input;
  return message(
    input.to,
    "reset_password",
    {
      productName,
      subject: `Redefinição de senha no ${productName}`,
      greeting: greeting(input.fullName),
      blocks: [
        p(`Recebemos um pedido para redefinir a senha da sua conta no ${productName}.`),
        { type: "button", label: "Redefinir senha", url: link },
        p(
          `O link vale por ${minutes} minutos e funciona uma única vez. Ao redefinir a senha, todas as sessões abertas da conta são encerradas, inclusive as de aplicativos.`,
        ),
        p("Se você não pediu, ignore esta mensagem: sua senha continua a mesma."),
      ],
    },
    { link },
  );
}

export function invitationEmail(input: {
  productName: string;
  to: string;
  inviterName: string;
  projectName: string;
  role: UserRole;
  dashboardUrl: string;
}): EmailMessage {
  const { productName, inviterName, projectName, dashboardUrl } = input;
  return message(
    input.to,
    "invitation",
    {
      productName,
      subject: `${inviterName} convidou você para o projeto ${projectName} no ${productName}`,
      greeting: greeting(null),
      blocks: [
        p(
          `${inviterName} convidou você para participar do projeto ${projectName} no ${productName} como ${ROLE_LABEL[input.role]}.`,
        ),
        p(
          "Para aceitar, entre com este e-mail (ou crie uma conta com ele), confirme o endereço e aceite o convite no Dashboard.",
        ),
        { type: "button", label: "Abrir o Dashboard", url: dashboardUrl },
        p("Se você não esperava este convite, ignore esta mensagem."),
      ],
    },
    { link: dashboardUrl },
  );
}

/** Sign-up with an address that already has an account: the owner hears of it; the form said nothing. */
export function accountExistsEmail(input: {
  productName: string;
  to: string;
  fullName: string;
  signInUrl: string;
  forgotUrl: string;
}): EmailMessage {
  const { productName, signInUrl, forgotUrl } = input;
  return message(
    input.to,
    "account_exists",
    {
      productName,
      subject: `Sua conta no ${productName}`,
      greeting: greeting(input.fullName),
      blocks: [
        p(`Alguém (talvez você) tentou criar uma conta no ${productName} com este e-mail, mas ele já tem uma conta.`),
        { type: "button", label: "Entrar", url: signInUrl },
        p("Esqueceu a senha? Peça um link para criar outra:"),
        { type: "button", label: "Redefinir senha", url: forgotUrl },
        p("Se não foi você, ignore esta mensagem: nada mudou na sua conta."),
      ],
    },
    { link: signInUrl },
  );
}
