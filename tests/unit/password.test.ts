import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "#core/auth/password.ts";
import { timingSafeEqual } from "#core/security/crypto.ts";

describe("password hashing", () => {
  it("verifies the right password and refuses another", async () => {
    const stored = await hashPassword("correta-123");
    expect(await verifyPassword("correta-123", stored)).toEqual({ valid: true, needsRehash: false });
    expect((await verifyPassword("errada-123", stored)).valid).toBe(false);
  });

  it("salts every hash, so equal passwords store differently", async () => {
    expect(await hashPassword("igual")).not.toBe(await hashPassword("igual"));
  });

  it("records its parameters and flags weaker hashes for upgrade", async () => {
    const weak = await hashPassword("antiga", 1000);
    expect(weak.split("$").slice(0, 2)).toEqual(["pbkdf2-sha256", "1000"]);
    expect(await verifyPassword("antiga", weak)).toEqual({ valid: true, needsRehash: true });
    expect((await hashPassword("nova")).split("$")[1]).toBe(String(PBKDF2_ITERATIONS));
  });

  it("refuses malformed stored values instead of throwing", async () => {
    expect((await verifyPassword("x", "bcrypt$10$abc")).valid).toBe(false);
    expect((await verifyPassword("x", "")).valid).toBe(false);
    // Salt or hash that is not base64 (a damaged row) is a failed check, not a 500.
    expect((await verifyPassword("x", "pbkdf2-sha256$1000$não*base64$AAAA")).valid).toBe(false);
    const [scheme, iterations, salt] = (await hashPassword("x", 1000)).split("$");
    expect((await verifyPassword("x", `${scheme}$${iterations}$${salt}$%%%`)).valid).toBe(false);
  });
});

describe("timingSafeEqual", () => {
  it("is true only for the same bytes, whatever the length or the form", async () => {
    expect(await timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(await timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(await timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
    expect(await timingSafeEqual("287082", "287082")).toBe(true);
    expect(await timingSafeEqual("287082", "287083")).toBe(false);
    expect(await timingSafeEqual("", "")).toBe(true);
    expect(await timingSafeEqual("a", "")).toBe(false);
  });
});
