import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hitRateLimit } from "~/server/auth/rate-limit.server";

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
