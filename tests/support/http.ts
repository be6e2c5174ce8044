import { env, SELF } from "cloudflare:test";

/** A tiny cookie jar so a test reads like a browser session. */
export class Browser {
  private cookies = new Map<string, string>();
  /** The account's e-mail once signed up through `newSignedInUser`. */
  email = "";
  /** Where requests go: the pool's Worker, unless a test sends them through a Worker with an env of its own. */
  send: (request: Request) => Promise<Response> = (request) => SELF.fetch(request);
  constructor(readonly address = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return this.fetchAt("http://nexo.test", path, init);
  }

  /** The same browser reaching the Worker under another host name (a proxy that passes Host through). */
  async fetchAt(origin: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", this.address);
    if (this.cookies.size > 0) {
      headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const response = await this.send(new Request(`${origin}${path}`, { redirect: "manual", ...init, headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => a.trim().toLowerCase() === "max-age=0");
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  post(path: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(path, { method: "POST", body: new URLSearchParams(fields) });
  }
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;
}

export async function signUp(browser: Browser, email: string, password = "senha-segura-1", fullName = "Maria Teste") {
  return browser.post("/auth", { intent: "signup", email, password, fullName });
}

/** A new account with sign-up's default password, signed in nowhere: its address. */
export async function signedUpAccount(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUp(new Browser(), email);
  return email;
}

export async function signIn(browser: Browser, email: string, password = "senha-segura-1") {
  return browser.post("/auth", { intent: "login", email, password });
}

/** The security page's password change, as the signed-in `browser`; the default current password is sign-up's. */
export async function changePassword(
  browser: Browser,
  { currentPassword = "senha-segura-1", newPassword = "outra-frase-forte-9" } = {},
) {
  return browser.post("/account/security.data", { intent: "change-password", currentPassword, newPassword });
}

/**
 * Signs a fresh user up and in, and proves the address with the code the sign-up e-mailed, as a person
 * does before enrolling a factor, inviting or using the API; `{ proven: false }` leaves it unproven (an
 * account that may sign in and work in its own projects, nothing more). Returns the browser holding the session.
 */
export async function newSignedInUser(prefix = "user", options: { proven?: boolean; fullName?: string } = {}) {
  const browser = new Browser();
  const email = uniqueEmail(prefix);
  browser.email = email;
  await signUp(browser, email, undefined, options.fullName);
  const response = await signIn(browser, email);
  if (response.status !== 302) throw new Error(`sign-in failed: ${response.status}`);
  if (options.proven ?? true) await confirmEmail(browser);
  return { browser, email };
}

/** A signed-in account of the Nexo team (`nexo_employee`: the admin operations' callers), and a client's beside it. */
export async function teamAndClient(prefix: string): Promise<{ team: Browser; client: Browser }> {
  const { browser: team, email } = await newSignedInUser(`${prefix}-team`);
  await env.DB.prepare("UPDATE users SET role = 'nexo_employee' WHERE email = ?1").bind(email.toLowerCase()).run();
  const { browser: client } = await newSignedInUser(`${prefix}-client`);
  return { team, client };
}

/** Creates a project through the real action; returns its id from the redirect. */
export async function createProjectAs(browser: Browser, name: string, description = ""): Promise<string> {
  const response = await browser.post("/projects?index", { intent: "create-project", name, description });
  const location = response.headers.get("Location") ?? "";
  const id = location.match(/^\/projects\/([0-9a-f-]{36})$/)?.[1];
  if (response.status !== 302 || !id) throw new Error(`project creation failed: ${response.status} ${location}`);
  return id;
}

/** Creates a conversation through the real action; returns its id. */
/** The project page's new-conversation form, as the page posts it; the response as it came. */
export function postNewConversation(browser: Browser, projectId: string, name: string): Promise<Response> {
  return browser.post(`/projects/${projectId}`, {
    intent: "create-conversation",
    name,
    timeZone: "America/Sao_Paulo",
    variant: "page",
  });
}

export async function createConversationAs(browser: Browser, projectId: string, name: string): Promise<string> {
  const response = await postNewConversation(browser, projectId, name);
  const id = response.headers.get("Location")?.match(/session=([0-9a-f-]{36})/)?.[1];
  if (response.status !== 302 || !id) throw new Error(`conversation creation failed: ${response.status}`);
  return id;
}

/** One chat send as the chat panel (SSE, `stream`) or another client (JSON) posts it; the response as it came. */
export function postChat(browser: Browser, body: Record<string, unknown>, stream: boolean): Promise<Response> {
  return browser.fetch("/api/functions/chat-orchestrator", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "http://nexo.test",
      ...(stream ? { Accept: "text/event-stream" } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A new signed-in user with a project and a conversation of their own. */
export async function ownerWithConversation(
  prefix: string,
  projectName = "Entradas ruins",
  conversationName = "Conversa",
) {
  const { browser, email } = await newSignedInUser(prefix);
  const projectId = await createProjectAs(browser, projectName);
  const conversationId = await createConversationAs(browser, projectId, conversationName);
  return { browser, email, projectId, conversationId };
}

/** Invites `email` into the project and has its owner (signed in as `invitee`) confirm the address if needed and accept; throws on failure. */
export async function addMemberAs(
  employee: Browser,
  invitee: Browser,
  projectId: string,
  email: string,
  role: "client" | "nexo_employee" = "client",
): Promise<void> {
  // The .data endpoint runs only the action, as the members dialog's fetcher does.
  const invited = await employee.post(`/projects/${projectId}.data`, { intent: "invite-member", email, role });
  if (invited.status !== 200) throw new Error(`invitation failed: ${invited.status}`);
  // Only an account that proved its address may accept.
  await confirmEmail(invitee);
  const id = await pendingInvitationId(invitee, projectId);
  const accepted = await invitee.post("/dashboard", { intent: "accept-invitation", invitationId: id });
  if (accepted.status !== 302) throw new Error(`acceptance failed: ${accepted.status}`);
}

/** The id of the invitee's pending invitation to `projectId`, read from D1. */
export async function pendingInvitationId(invitee: Browser, projectId: string): Promise<string> {
  const email = invitee.email.toLowerCase();
  const row = await env.DB.prepare("SELECT id FROM project_invitations WHERE project_id = ?1 AND email = ?2")
    .bind(projectId, email)
    .first<{ id: string }>();
  if (!row) throw new Error("no pending invitation");
  return row.id;
}

export interface OutboxRow {
  id: string;
  recipient: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  code: string | null;
}

/** The e-mails the app "sent" to `to` (the local outbox in D1), newest first. */
export async function outboxFor(to: string, kind?: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, recipient, kind, subject, text, html, link, code FROM email_outbox WHERE recipient = ?1 AND (?2 IS NULL OR kind = ?2) ORDER BY created_at DESC, rowid DESC",
  )
    .bind(to.toLowerCase(), kind ?? null)
    .all<OutboxRow>();
  return results;
}

export async function latestEmail(to: string, kind: string): Promise<OutboxRow> {
  const [row] = await outboxFor(to, kind);
  if (!row) throw new Error(`no ${kind} e-mail to ${to}`);
  return row;
}

export async function isVerified(email: string): Promise<boolean> {
  const at = await env.DB.prepare("SELECT email_verified_at FROM users WHERE email = ?1")
    .bind(email.toLowerCase())
    .first("email_verified_at");
  return at !== null && at !== undefined;
}

/** Confirms the signed-in account's address as its owner would: the code from the newest verification e-mail, typed on the Dashboard. */
export async function confirmEmail(browser: Browser): Promise<void> {
  if (await isVerified(browser.email)) return;
  const { code } = await latestEmail(browser.email, "verify_email");
  const response = await browser.post("/dashboard", { intent: "verify-email", code: code ?? "" });
  if (response.status !== 200 || !(await isVerified(browser.email)))
    throw new Error(`e-mail confirmation failed: ${response.status}`);
}
