import { ROLE_LABEL, type UserRole } from "#isomorphic/config/roles.ts";
import type { RemovedWork } from "#core/auth/reclaim-account.ts";
import type { ClearedSetup } from "#core/db/unproven-setup.ts";
import type { EmailMessage } from "./message.ts";
import { type EmailBlock, type EmailContent, renderHtml, renderText } from "./render.tsx";
import { quotedUserText } from "./user-text.ts";

/**
 * The product's e-mails, in Portuguese. Each yields the rendered message the port sends. Words a user wrote
 * reach a message only where that user is its own recipient, or as quoted, defanged data (user-text.ts);
 * never in a subject.
 */

/** Who an e-mail is for: the product it speaks for and the address. */
interface Addressee {
  productName: string;
  to: string;
}

/** An addressee greeted by `fullName`, or with a plain "Olá!" when null. */
interface Recipient extends Addressee {
  fullName: string | null;
}

/** The rendered message: the subject and the blocks under the recipient's greeting, as text and as HTML. */
async function message(
  recipient: Recipient,
  kind: EmailMessage["kind"],
  subject: string,
  blocks: EmailBlock[],
  extra: Pick<EmailMessage, "link" | "code">,
): Promise<EmailMessage> {
  const content: EmailContent = {
    productName: recipient.productName,
    subject,
    greeting: recipient.fullName ? `Olá, ${recipient.fullName}!` : "Olá!",
    blocks,
  };
  return { to: recipient.to, kind, subject, text: renderText(content), html: await renderHtml(content), ...extra };
}

const p = (text: string): EmailBlock => ({ type: "p", text });
const button = (label: string, url: string): EmailBlock => ({ type: "button", label, url });

/** No name in the greeting: whoever signed up chose it, and the address's owner has not. */
export function verificationEmail(
  input: Addressee & { code: string; link: string; minutes: number },
): Promise<EmailMessage> {
  const { productName, code, link, minutes } = input;
  return message(
    { productName, to: input.to, fullName: null },
    "verify_email",
    `Confirme seu e-mail no ${productName}`,
    [
      p(`Para confirmar que este e-mail é seu, digite este código no Dashboard do ${productName}:`),
      { type: "code", code },
      p("Ou abra o link abaixo no navegador em que você entrou na sua conta:"),
      button("Confirmar e-mail", link),
      p(`O código e o link valem por ${minutes} minutos e funcionam uma única vez.`),
      p(
        `Se você não criou uma conta no ${productName}, ignore esta mensagem: sem a confirmação, nada acontece com este endereço.`,
      ),
    ],
    { link, code },
  );
}

/** `fullName` only when the account's owner has proven the address (else whoever signed up chose it). */
export function passwordResetEmail(input: Recipient & { link: string; minutes: number }): Promise<EmailMessage> {
  const { productName, link, minutes } = input;
  return message(
    input,
    "reset_password",
    `Redefinição de senha no ${productName}`,
    [
      p(`Recebemos um pedido para redefinir a senha da sua conta no ${productName}.`),
      button("Redefinir senha", link),
      p(
        `O link vale por ${minutes} minutos e funciona uma única vez. Ao redefinir a senha, todas as sessões abertas da conta são encerradas, inclusive as de aplicativos.`,
      ),
      p("Se você não pediu, ignore esta mensagem: sua senha continua a mesma."),
    ],
    { link },
  );
}

/**
 * An invitation: a fixed subject and fixed sentences; the project's and the inviter's names are quoted data
 * (the inviter chose both), beside the inviter's address, written plainly: only an account that proved its
 * address may invite, so it is the one fact here the product vouches for. The link opens the door the invitee
 * needs (`hasAccount`: Login, else Criar Conta, the address filled). The invitee can answer "não reconheço este
 * convite" (`reportUrl`), which declines it and flags the inviter for review.
 */
export function invitationEmail(
  input: Addressee & {
    inviterName: string;
    inviterEmail: string;
    projectName: string;
    role: UserRole;
    hasAccount: boolean;
    acceptUrl: string;
    reportUrl: string;
  },
): Promise<EmailMessage> {
  const { productName, acceptUrl, reportUrl } = input;
  const inviter = `${quotedUserText(input.inviterName)} (${input.inviterEmail})`;
  return message(
    { productName, to: input.to, fullName: null },
    "invitation",
    `Convite para um projeto no ${productName}`,
    [
      p(`${inviter} convidou você para participar de um projeto no ${productName} como ${ROLE_LABEL[input.role]}.`),
      {
        type: "facts",
        items: [
          { label: "Projeto", value: quotedUserText(input.projectName) },
          { label: "Convite de", value: inviter },
        ],
      },
      p(
        `O ${productName} confirmou o e-mail de quem convidou; os nomes entre aspas foram escritos por essa pessoa. ${
          input.hasAccount
            ? "Para aceitar, entre com este e-mail e aceite o convite no Dashboard."
            : "Para aceitar, crie sua conta com este e-mail (o link já o preenche), confirme o endereço e aceite o convite no Dashboard."
        }`,
      ),
      button(input.hasAccount ? "Entrar e ver o convite" : "Criar minha conta", acceptUrl),
      p(`Não conhece quem convidou ou o projeto? Recuse o convite e avise a equipe do ${productName}:`),
      button("Não reconheço este convite", reportUrl),
    ],
    { link: acceptUrl },
  );
}

/**
 * Sign-up with an address that already has an account: the owner hears of it; the form said nothing.
 * `fullName` only when the account's address is proven.
 */
export function accountExistsEmail(input: Recipient & { signInUrl: string; forgotUrl: string }): Promise<EmailMessage> {
  const { productName, signInUrl, forgotUrl } = input;
  return message(
    input,
    "account_exists",
    `Sua conta no ${productName}`,
    [
      p(`Alguém (talvez você) tentou criar uma conta no ${productName} com este e-mail, mas ele já tem uma conta.`),
      button("Entrar", signInUrl),
      p("Esqueceu a senha? Peça um link para criar outra:"),
      button("Redefinir senha", forgotUrl),
      p("Se não foi você, ignore esta mensagem: nada mudou na sua conta."),
    ],
    { link: signInUrl },
  );
}

/** What was cleared, in the owner's words; empty when nothing was. */
function clearedList(cleared: ClearedSetup | null): string[] {
  if (!cleared) return [];
  const items: string[] = [];
  if (cleared.factors > 0 || cleared.recoveryCodes > 0) {
    const factors = cleared.factors === 1 ? "1 fator" : `${cleared.factors} fatores`;
    items.push(
      `a verificação em duas etapas (${cleared.factors > 0 ? factors : "nenhum fator"}${cleared.recoveryCodes > 0 ? " e os códigos de recuperação" : ""})`,
    );
  }
  if (cleared.sessions > 0) items.push(`as sessões abertas, inclusive de aplicativos (${cleared.sessions})`);
  if (cleared.tokens > 0) items.push(`os tokens de API (${cleared.tokens})`);
  if (cleared.invitations > 0) items.push(`os convites enviados em seu nome (${cleared.invitations})`);
  return items;
}

/**
 * What a reset removed of the account's own work, in the owner's words. The names were typed by whoever set the
 * account up, so they appear only quoted and defanged.
 */
function removedList(removed: RemovedWork | undefined): string[] {
  if (!removed) return [];
  const items: string[] = [];
  if (removed.projects.length > 0) {
    const names = removed.projects.map((name) => quotedUserText(name)).join(", ");
    items.push(
      removed.projects.length === 1
        ? `o projeto criado na conta, com seus arquivos (${names})`
        : `os projetos criados na conta, com seus arquivos (${names})`,
    );
  }
  if (removed.fullName) items.push(`o nome escolhido para a conta (${quotedUserText(removed.fullName)})`);
  return items;
}

function joinedList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join("; ")} e ${items.at(-1)}`;
}

function clearedParagraph(items: string[]): EmailBlock {
  return p(
    `Como este e-mail ainda não tinha sido confirmado, removemos o que foi configurado na conta antes da confirmação: ${joinedList(items)}. Se não foi você que configurou, alguém criou a conta com o seu endereço; agora ela é só sua.`,
  );
}

/**
 * After a reset: the owner hears that the password changed, and, when the address had never been proven,
 * what the reset cleared that someone else may have set up.
 */
export function passwordChangedEmail(
  input: Recipient & {
    cleared: ClearedSetup | null;
    removed?: RemovedWork;
    forgotUrl: string;
    securityUrl: string;
  },
): Promise<EmailMessage> {
  const { productName, forgotUrl, securityUrl } = input;
  const cleared = [...clearedList(input.cleared), ...removedList(input.removed)];
  return message(
    input,
    "password_changed",
    `Sua senha no ${productName} foi alterada`,
    [
      p(
        `A senha da sua conta no ${productName} foi redefinida pelo link enviado a este e-mail, e todas as sessões abertas da conta foram encerradas.`,
      ),
      ...(cleared.length > 0 ? [clearedParagraph(cleared)] : []),
      button("Segurança da conta", securityUrl),
      p("Se não foi você, peça agora um novo link para criar outra senha:"),
      button("Redefinir senha", forgotUrl),
    ],
    { link: securityUrl },
  );
}

/** After the owner proves the address: what was set up before the proof, and is now gone. */
export function accountSecuredEmail(
  input: Recipient & { cleared: ClearedSetup; securityUrl: string },
): Promise<EmailMessage> {
  const { productName, securityUrl } = input;
  return message(
    input,
    "account_secured",
    `Seu e-mail foi confirmado no ${productName}`,
    [
      p(`Seu e-mail foi confirmado na sua conta do ${productName}.`),
      clearedParagraph(clearedList(input.cleared)),
      button("Segurança da conta", securityUrl),
    ],
    { link: securityUrl },
  );
}
