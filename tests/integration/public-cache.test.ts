import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newPrivateJwk } from "#core/auth/signing-keys.ts";
import { signIn, signUp, uniqueEmail } from "#tests/support/http.ts";
import { browserWith, throughWorker } from "#tests/support/worker-env.ts";

/** A production deploy's settings, as far as the pool gives them: the edge cache is on outside development. */
async function production(): Promise<typeof env> {
  return {
    ...env,
    ENVIRONMENT: "production",
    APP_SECRET: "b".repeat(43),
    JWT_SIGNING_KEYS: JSON.stringify([await newPrivateJwk()]),
    OPENAI_API_KEY: "sk-test-never-called",
  } as typeof env;
}

const nonceOf = (response: Response) => response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];

describe("public pages from the edge cache", () => {
  it("the landing and /auth, asked without cookies, are cacheable by the edge and carry no Set-Cookie", async () => {
    const send = throughWorker(await production());
    for (const path of ["/", "/auth"]) {
      const first = await send(new Request(`http://nexo.test${path}?v=${crypto.randomUUID()}`));
      expect(first.status).toBe(200);
      expect(first.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(first.headers.getSetCookie()).toEqual([]);
      await first.text();
    }
  });

  it("a second visitor gets the stored page whole: its nonce matches its scripts'", async () => {
    const send = throughWorker(await production());
    const path = `/auth?v=${crypto.randomUUID()}`;
    const first = await send(new Request(`http://nexo.test${path}`));
    const firstHtml = await first.text();
    const second = await send(new Request(`http://nexo.test${path}`));
    const html = await second.text();
    expect(nonceOf(second)).toBe(nonceOf(first));
    expect(html).toBe(firstHtml);
    expect(html).toContain(`nonce="${nonceOf(second)}"`);
  });

  it("an invitation's /auth with its address is never cached, nor served to anyone while secrets are missing", async () => {
    const environment = await production();
    const send = throughWorker(environment);
    const invited = await send(new Request(`http://nexo.test/auth?mode=signup&email=${uniqueEmail("cache")}`));
    expect(invited.headers.get("Cache-Control")).not.toMatch(/public/);
    await invited.text();
    const path = `/auth?v=${crypto.randomUUID()}`;
    await (await send(new Request(`http://nexo.test${path}`))).text();
    const withoutSecret = { ...environment } as Record<string, unknown>;
    delete withoutSecret.APP_SECRET;
    const broken = await throughWorker(withoutSecret as unknown as typeof env)(new Request(`http://nexo.test${path}`));
    expect(broken.status).toBe(503);
  });

  it("a signed-in person never gets the cached page nor puts theirs in it", async () => {
    const environment = await production();
    const send = throughWorker(environment);
    const path = `/?v=${crypto.randomUUID()}`;
    const anonymous = await send(new Request(`http://nexo.test${path}`));
    await anonymous.text();
    const browser = browserWith(environment);
    const email = uniqueEmail("edgecache");
    await signUp(browser, email);
    expect((await signIn(browser, email)).status).toBe(302);
    const signedIn = await browser.fetch(path);
    // The landing sends a signed-in person to the Dashboard, cache or not.
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/dashboard");
    const dashboard = await browser.fetch("/dashboard");
    expect(dashboard.headers.get("Cache-Control")).toBe("no-store");
    // And what anonymous visitors get next is still the public page, with nothing of that person.
    const later = await send(new Request(`http://nexo.test${path}`));
    const html = await later.text();
    expect(later.headers.getSetCookie()).toEqual([]);
    expect(html).not.toContain(email);
    expect(html).not.toContain("Maria Teste");
  });
});
