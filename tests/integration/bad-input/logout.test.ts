import { describe, expect, it } from "vitest";
import { bytes, nested, NOT_UTF8_BYTE } from "#tests/support/bad-requests.ts";
import { Browser, newSignedInUser } from "#tests/support/http.ts";
import { FORM } from "#tests/support/refusals.ts";
import { storageSnapshot } from "#tests/support/storage-snapshot.ts";

/**
 * Sign-out reads no form, on purpose: whatever the body, the caller asked to
 * end their session, and keeping it because the body was odd would be the
 * unsafe answer. So malformed bodies sign out, and nothing else changes.
 */
describe("/logout", () => {
  it.each<[string, string, () => BodyInit]>([
    ["JSON", "application/json", () => '{"intent":"logout"}'],
    ["deeply nested JSON", "application/json", () => nested(5000)],
    ["bytes that are not UTF-8", FORM, () => bytes("x=caf", NOT_UTF8_BYTE)],
    ["a huge body", FORM, () => `x=${"x".repeat(70 * 1024)}`],
  ])("%s: the session ends, nothing else changes", async (_name, contentType, body) => {
    const { browser } = await newSignedInUser("bad-logout");
    const before = await storageSnapshot();
    const response = await browser.fetch("/logout", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: body(),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
    const after = await storageSnapshot();
    expect(after).toEqual({ ...before, rows: { ...before.rows, auth_sessions: (before.rows.auth_sessions ?? 0) - 1 } });
    expect((await browser.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
  });

  it("signed out, any body changes nothing", async () => {
    const before = await storageSnapshot();
    const headers = { "Content-Type": "application/json" };
    const response = await new Browser().fetch("/logout", { method: "POST", headers, body: nested(5000) });
    expect(response.status).toBe(302);
    expect(await storageSnapshot()).toEqual(before);
  });
});
