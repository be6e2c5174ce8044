import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "#isomorphic/app-error.ts";
import { EMAIL_UNDELIVERED } from "#core/email/message.ts";
import { RESEND_ENDPOINT, resendSender } from "#core/email/resend-sender.ts";
import { emailSender, sendEmail } from "#core/email/sender.ts";
import { passwordResetEmail, verificationEmail } from "#core/email/templates.ts";

/**
 * The production sender, with Resend's API replaced at the fetch boundary:
 * what goes over the wire, and what a refusal becomes. Nothing here reaches
 * the network.
 */
const API_KEY = "re_test_0123456789abcdef";

const message = await verificationEmail({
  productName: "Nexo",
  to: "ana@exemplo.com.br",
  code: "042917",
  link: "https://nexo.exemplo.com.br/auth/verify-email?token=abc",
  minutes: 60,
});

interface Captured {
  url: string;
  init: RequestInit;
}

function fakeResend(answer: () => Response | Promise<Response>) {
  const calls: Captured[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer();
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Resend sender", () => {
  it("posts one message as JSON with the key as a Bearer token, plain text and HTML", async () => {
    const api = fakeResend(() => Response.json({ id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" }));
    await resendSender({ apiKey: API_KEY, from: "Nexo <nao-responda@exemplo.com.br>", fetch: api.fetch }).send(message);
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call?.url).toBe(RESEND_ENDPOINT);
    expect(call?.init.method).toBe("POST");
    const headers = new Headers(call?.init.headers);
    expect(headers.get("Authorization")).toBe(`Bearer ${API_KEY}`);
    expect(headers.get("Content-Type")).toBe("application/json");
    const body = JSON.parse(String(call?.init.body)) as Record<string, unknown>;
    expect(body).toEqual({
      from: "Nexo <nao-responda@exemplo.com.br>",
      to: ["ana@exemplo.com.br"],
      subject: "Confirme seu e-mail no Nexo",
      text: message.text,
      html: message.html,
      tags: [{ name: "kind", value: "verify_email" }],
    });
    expect(body.text).toContain("042917");
    expect(body.html).toContain("042917");
  });

  it("turns a refusal into a 503 AppError for the person, the status and Resend's reason in its cause, never the key", async () => {
    const api = fakeResend(() =>
      Response.json(
        { statusCode: 403, name: "validation_error", message: "The exemplo.com.br domain is not verified." },
        { status: 403 },
      ),
    );
    const error = await refusal(resendSender({ apiKey: API_KEY, from: "x@exemplo.com.br", fetch: api.fetch }));
    expect(error).toMatchObject({ code: "unavailable", status: 503, message: EMAIL_UNDELIVERED });
    // The cause names the provider's status and passes its reason on as it came.
    expect(causeOf(error)).toContain("403");
    expect(causeOf(error)).toContain("The exemplo.com.br domain is not verified.");
    expect(JSON.stringify([error.message, causeOf(error)])).not.toContain(API_KEY);
  });

  it("turns a network failure or a non-JSON error page into the same AppError", async () => {
    const down = fakeResend(() => {
      throw new TypeError("fetch failed");
    });
    const unreachable = await refusal(resendSender({ apiKey: API_KEY, from: "x@exemplo.com.br", fetch: down.fetch }));
    expect(unreachable).toMatchObject({ code: "unavailable", message: EMAIL_UNDELIVERED });
    expect(causeOf(unreachable)).toMatch(/^Resend inacessível/);
    const gateway = fakeResend(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const refused = await refusal(resendSender({ apiKey: API_KEY, from: "x@exemplo.com.br", fetch: gateway.fetch }));
    // An error page's markup is not a reason: the status alone is kept.
    expect(causeOf(refused)).toContain("502");
    expect(causeOf(refused)).not.toMatch(/html|Bad gateway/i);
  });
});

/** What sending the message threw: an AppError, or the test fails. */
async function refusal(sender: ReturnType<typeof resendSender>): Promise<AppError> {
  const thrown: unknown = await sender.send(message).then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(AppError);
  return thrown as AppError;
}

function causeOf(error: AppError): string {
  return error.cause instanceof Error ? error.cause.message : "";
}

describe("choosing the sender", () => {
  it("uses Resend when RESEND_API_KEY is set (the global fetch, the product's name as the default sender) and the outbox otherwise", async () => {
    expect(emailSender({ ...env, RESEND_API_KEY: undefined }).name).toBe("outbox");
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ id: "x" }));
    const reset = await passwordResetEmail({
      productName: "Aqua",
      to: "bia@exemplo.com.br",
      fullName: "Bia",
      link: "https://a.b/auth/reset?token=t",
      minutes: 30,
    });
    await sendEmail({ ...env, RESEND_API_KEY: API_KEY, PRODUCT_NAME: "Aqua", EMAIL_FROM: undefined }, reset);
    expect(spy).toHaveBeenCalledTimes(1);
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(String(url)).toBe(RESEND_ENDPOINT);
    const body = JSON.parse(String(init?.body)) as { from: string; subject: string };
    expect(body.from).toBe("Aqua <onboarding@resend.dev>");
    expect(body.subject).toBe("Redefinição de senha no Aqua");
    const outboxRows = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE recipient = 'bia@exemplo.com.br'",
    ).first("n");
    expect(outboxRows).toBe(0);
  });
});
