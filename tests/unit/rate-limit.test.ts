import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clientAddressKey, hitRateLimit, ipv6Prefix64 } from "#core/auth/rate-limit.ts";

describe("hitRateLimit", () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it("allows up to the limit in a window and refuses after", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const now = 1_699_999_990_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(env.DB, key, rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfter).toBe(50);
  });

  it("starts counting again in the next window", async () => {
    const key = `test:${crypto.randomUUID()}`;
    for (let i = 0; i < 4; i++) await hitRateLimit(env.DB, key, rule, 1_699_999_990_000);
    const next = await hitRateLimit(env.DB, key, rule, 1_700_000_050_000);
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });
});

describe("clientAddressKey", () => {
  const request = (address?: string) =>
    new Request("http://nexo.test/", { headers: address ? { "CF-Connecting-IP": address } : {} });

  it("keys IPv4 by the whole address", () => {
    expect(clientAddressKey(request("203.0.113.7"))).toBe("address:203.0.113.7");
  });

  it("keys IPv6 by its /64 prefix, however the address is written", () => {
    const key = clientAddressKey(request("2001:db8:abcd:12:1:2:3:4"));
    expect(key).toBe("address:2001:db8:abcd:12::/64");
    expect(clientAddressKey(request("2001:0DB8:ABCD:0012:ffff::1"))).toBe(key);
    expect(clientAddressKey(request("2001:db8:abcd:13::1"))).not.toBe(key);
  });

  it("expands :: before taking the prefix", () => {
    expect(ipv6Prefix64("2001:db8::1")).toBe("2001:db8:0:0");
    expect(ipv6Prefix64("::1")).toBe("0:0:0:0");
    expect(ipv6Prefix64("fe80::1%eth0")).toBe("fe80:0:0:0");
    expect(ipv6Prefix64("::ffff:192.0.2.1")).toBe("0:0:0:0");
  });

  it("has no key without an address, so such clients are not lumped into one bucket", () => {
    expect(clientAddressKey(request())).toBeNull();
  });
});
