import { APICallError, RetryError } from "ai";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import {
  isProviderThrottle,
  MAX_OUTAGE_RETRIES,
  outageDelaySeconds,
  throttleDelaySeconds,
} from "#workers/ingestion/provider-throttle.ts";

const rateLimited = new APICallError({
  message: "Too Many Requests",
  url: "https://api.openai.com/v1/embeddings",
  requestBodyValues: {},
  statusCode: 429,
});

describe("a provider's 'not now'", () => {
  it("is a 429, a rate limit, a used-up quota or Workers AI's capacity errors, also wrapped by the SDK's retries", () => {
    expect(isProviderThrottle(rateLimited)).toBe(true);
    expect(isProviderThrottle(new Error("3040: Capacity temporarily exceeded, please try again."))).toBe(true);
    expect(isProviderThrottle(new Error("4006: you have used up your daily free allocation of 10,000 neurons"))).toBe(
      true,
    );
    expect(isProviderThrottle(new Error("You exceeded your current quota, please check your plan"))).toBe(true);
    const retried = new RetryError({
      message: "Failed after 3 attempts",
      reason: "maxRetriesExceeded",
      errors: [rateLimited],
    });
    expect(isProviderThrottle(retried)).toBe(true);
    expect(isProviderThrottle(new Error("embedding failed", { cause: rateLimited }))).toBe(true);
  });

  it("is never a failure of ours, nor a plain one", () => {
    expect(isProviderThrottle(new Error("boom"))).toBe(false);
    expect(isProviderThrottle(new Error("D1_ERROR: too many requests queued"))).toBe(false);
    // A failed query whose text and parameters hold the words, and whose cause does not name D1.
    const query = new DrizzleQueryError(
      'update "project_quotas" set "rate_limit" = ? where "status" = ?',
      [429, "quota exceeded"],
      new Error("Network connection lost."),
    );
    expect(isProviderThrottle(query)).toBe(false);
    expect(isProviderThrottle(new Error("step failed", { cause: query }))).toBe(false);
  });
});

/** The waits after each count of retries with the jitter at its middle (a random draw of 0.5 adds nothing). */
const unjittered = (delay: (retries: number, random: () => number) => number, retries: number[]) =>
  retries.map((count) => delay(count, () => 0.5));

describe("the wait before trying again", () => {
  it("starts near 10 s, doubles, and stays within 15 minutes, jittered by at most a tenth", () => {
    expect(unjittered(throttleDelaySeconds, [0, 1, 3, 30])).toEqual([10, 20, 80, 900]);
    expect(throttleDelaySeconds(30, () => 0.999)).toBeLessThanOrEqual(990);
    expect(throttleDelaySeconds(0, () => 0)).toBe(9);
  });
});

describe("the wait after a transient failure (an outage)", () => {
  it("starts at 2 s, doubles to at most 5 minutes, and all the waits together last minutes, not seconds", () => {
    expect(unjittered(outageDelaySeconds, [0, 1, 5])).toEqual([2, 4, 64]);
    expect(outageDelaySeconds(40, () => 0.999)).toBeLessThanOrEqual(330);
    const total = Array.from({ length: MAX_OUTAGE_RETRIES }, (_, retries) => outageDelaySeconds(retries, () => 0.5));
    const seconds = total.reduce((sum, delay) => sum + delay, 0);
    // Past a few minutes of outage, bounded under an hour (the stuck sweep's deadline).
    expect(seconds).toBeGreaterThan(10 * 60);
    expect(seconds).toBeLessThan(60 * 60);
  });
});
