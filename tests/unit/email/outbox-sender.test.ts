import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "#core/db/client.ts";
import { NOT_KEPT, outboxSender } from "#core/email/outbox-sender.ts";
import { verificationEmail } from "#core/email/templates.ts";

const message = (to: string) =>
  verificationEmail({
    productName: "Nexo",
    to,
    code: "314159",
    link: "http://localhost:8787/auth/verify-email?token=segredo",
    minutes: 60,
  });

const stored = (to: string) =>
  env.DB.prepare("SELECT subject, text, html, link, code FROM email_outbox WHERE recipient = ?1")
    .bind(to)
    .first<Record<string, string | null>>();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the local outbox", () => {
  it("in development keeps the whole message and prints its code and link for the terminal", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const to = `dev-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;
    await outboxSender(database(env.DB), { development: true }).send(await message(to));
    expect(await stored(to)).toMatchObject({
      subject: "Confirme seu e-mail no Nexo",
      code: "314159",
      link: "http://localhost:8787/auth/verify-email?token=segredo",
    });
    const printed = log.mock.calls.flatMap((call) => String(call[0]).split("\n"));
    // Each of who, what, the code and the link stands on a line of its own, every line marked for grep.
    for (const part of [
      to,
      "Confirme seu e-mail no Nexo",
      "314159",
      "http://localhost:8787/auth/verify-email?token=segredo",
    ])
      expect(
        printed.filter((line) => line.includes(part) && line.startsWith("[e-mail]")),
        part,
      ).not.toHaveLength(0);
    expect(printed.some((line) => line.includes("314159") && line.includes("token=segredo"))).toBe(false);
    expect(printed.join("\n")).toContain("http://localhost:8787/dev/outbox");
  });

  it("anywhere else keeps who, what kind and when, but no code or link, in D1 or in the logs", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const to = `prod-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;
    await outboxSender(database(env.DB), { development: false }).send(await message(to));
    const row = await stored(to);
    expect(row).toMatchObject({
      subject: "Confirme seu e-mail no Nexo",
      text: NOT_KEPT,
      html: NOT_KEPT,
      link: null,
      code: null,
    });
    const logged = [...log.mock.calls, ...warn.mock.calls].map((call) => String(call[0])).join("\n");
    expect(logged).toContain("RESEND_API_KEY");
    expect(logged).not.toContain("314159");
    expect(logged).not.toContain("segredo");
  });
});
