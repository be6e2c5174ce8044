import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "#core/db/client.ts";
import { insertUser } from "#core/db/users.ts";
import type { EmailMessage } from "#core/email/message.ts";
import { codeMatches, issueEmailProof, linkHash } from "#core/email/proofs.ts";

/** The one issuer of e-mail proofs, against real D1: what it stores, what it hands the message, what a failed send leaves. */
async function newUser() {
  const id = crypto.randomUUID();
  await insertUser(database(env.DB), {
    id,
    email: `prova-${id.slice(0, 8)}@exemplo.com.br`,
    fullName: "Prova",
    role: "client",
    passwordHash: "x",
  });
  return { id, email: `prova-${id.slice(0, 8)}@exemplo.com.br` };
}

const rows = (userId: string) =>
  env.DB.prepare("SELECT id, purpose, link_hash, code_hash, expires_at FROM email_tokens WHERE user_id = ?1")
    .bind(userId)
    .all<{ id: string; purpose: string; link_hash: string; code_hash: string | null; expires_at: number }>()
    .then((result) => result.results);

const message = async (to: string, link: string, code?: string): Promise<EmailMessage> => ({
  to,
  kind: "verify_email",
  subject: "Prova",
  text: `${link} ${code ?? ""}`,
  html: "",
  link,
  code,
});

/** A verification proof for the user: an hour, with a code, linking to the verification page. */
const verificationFor = (user: { id: string; email: string }) => ({
  user,
  purpose: "verify_email" as const,
  minutes: 60,
  withCode: true as const,
  linkTo: "http://nexo.test/auth/verify-email",
});

afterEach(() => vi.unstubAllGlobals());

describe("issueEmailProof", () => {
  it("stores only hashes of the link's token and of the code, and hands the message both", async () => {
    const user = await newUser();
    let sent: { link: string; code: string } | null = null;
    const before = Date.now();
    await issueEmailProof(env, verificationFor(user), (issued) => {
      sent = issued;
      return message(user.email, issued.link, issued.code);
    });
    const issued = sent as { link: string; code: string } | null;
    const token = new URL(issued?.link ?? "http://x").searchParams.get("token") ?? "";
    expect(issued?.link.startsWith("http://nexo.test/auth/verify-email?token=")).toBe(true);
    expect(issued?.code).toMatch(/^\d{6}$/);
    const [row, ...others] = await rows(user.id);
    expect(others).toHaveLength(0);
    expect(row?.link_hash).toBe(await linkHash(token));
    expect(row?.link_hash).not.toContain(token);
    expect(await codeMatches(env, row?.id ?? "", issued?.code ?? "", row?.code_hash ?? "")).toBe(true);
    expect(row?.expires_at).toBeGreaterThanOrEqual(before + 60 * 60_000);
  });

  it("replaces the earlier proof of the same purpose, and a proof without a code stores none", async () => {
    const user = await newUser();
    const issue = () =>
      issueEmailProof(
        env,
        {
          user,
          purpose: "reset_password",
          minutes: 30,
          withCode: false,
          linkTo: "http://nexo.test/auth/reset",
        },
        ({ link }) => message(user.email, link),
      );
    await issue();
    const [first] = await rows(user.id);
    await issue();
    const now = await rows(user.id);
    expect(now).toHaveLength(1);
    expect(now[0]?.id).not.toBe(first?.id);
    expect(now[0]?.code_hash).toBeNull();
  });

  it("deletes the proof when its message cannot be sent, and says so", async () => {
    const user = await newUser();
    // Resend is the paid remote API at the boundary: it refuses the message.
    vi.stubGlobal("fetch", async () => new Response("indisponível", { status: 503 }));
    await expect(
      issueEmailProof({ ...env, RESEND_API_KEY: "re_teste" }, verificationFor(user), ({ link, code }) =>
        message(user.email, link, code),
      ),
    ).rejects.toThrow();
    expect(await rows(user.id)).toHaveLength(0);
  });
});
