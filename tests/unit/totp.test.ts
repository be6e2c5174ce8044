import { describe, expect, it } from "vitest";
import { matchingTotpStep } from "#core/mfa/totp.ts";
import { normalizeRecoveryCode } from "#core/mfa/recovery-codes.ts";

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890"; the RFC prints 8 digits, apps use the last 6.
const RFC_SECRET = new TextEncoder().encode("12345678901234567890");
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(RFC_VECTORS)("at T=%i s accepts %s in its own step", async (seconds, code) => {
    expect(await matchingTotpStep(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it("allows one step of drift either way, and no more", async () => {
    const [seconds, code] = RFC_VECTORS[3] ?? [0, ""];
    const step = Math.floor(seconds / 30);
    expect(await matchingTotpStep(RFC_SECRET, code, (seconds + 30) * 1000)).toBe(step);
    expect(await matchingTotpStep(RFC_SECRET, code, (seconds - 30) * 1000)).toBe(step);
    expect(await matchingTotpStep(RFC_SECRET, code, (seconds + 90) * 1000)).toBeNull();
  });

  it("refuses anything that is not six digits", async () => {
    for (const input of ["", "28708", "2870820", "abcdef", "287 082"]) {
      expect(await matchingTotpStep(RFC_SECRET, input, 59_000)).toBeNull();
    }
  });
});

describe("recovery code input", () => {
  it("forgives case, spaces and a missing dash", () => {
    expect(normalizeRecoveryCode(" ABCDE FGHIJ ")).toBe("abcde-fghij");
    expect(normalizeRecoveryCode("abcdefghij")).toBe("abcde-fghij");
    expect(normalizeRecoveryCode("abcde-fghij")).toBe("abcde-fghij");
  });
});
