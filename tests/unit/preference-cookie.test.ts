import { afterEach, describe, expect, it } from "vitest";
import { writePreferenceCookie } from "#app/lib/preference-cookie.ts";
import { readPreferenceCookie } from "#isomorphic/preference-cookie.ts";

const browser = globalThis as unknown as { document?: { cookie: string }; location?: { protocol: string } };

afterEach(() => {
  delete browser.document;
  delete browser.location;
});

describe("preference cookies", () => {
  it("reads one cookie by its exact name, decoded, whatever else the header carries", () => {
    const header = "nexo_sidebar2=false; other=x; nexo_sidebar=ol%C3%A1%3B%20a; last=1";
    expect(readPreferenceCookie(header, "nexo_sidebar")).toBe("olá; a");
    expect(readPreferenceCookie(header, "nexo_sidebar2")).toBe("false");
    expect(readPreferenceCookie(header, "nexo_missing")).toBeNull();
    expect(readPreferenceCookie(null, "nexo_sidebar")).toBeNull();
  });

  it("writes what it reads back: the value encoded, for the whole site, lax, secure only on https", () => {
    browser.document = { cookie: "" };
    browser.location = { protocol: "https:" };
    writePreferenceCookie("nexo_font", "inter latin; v2", 60);
    const written = browser.document.cookie;
    expect(written).toContain("Path=/");
    expect(written).toContain("Max-Age=60");
    expect(written).toContain("SameSite=Lax");
    expect(written).toContain("Secure");
    expect(readPreferenceCookie(written.split("; ")[0] ?? "", "nexo_font")).toBe("inter latin; v2");
    browser.location = { protocol: "http:" };
    writePreferenceCookie("nexo_font", "", 0);
    expect(browser.document.cookie).not.toContain("Secure");
    expect(browser.document.cookie).toContain("Max-Age=0");
  });
});
