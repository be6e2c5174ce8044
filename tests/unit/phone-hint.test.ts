import { describe, expect, it } from "vitest";
import { isPhoneRequest } from "#core/http/phone-hint.ts";

const request = (headers: Record<string, string>) => new Request("https://nexo.example/projects", { headers });

const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("the server's guess that a request comes from a phone", () => {
  it("believes Chromium's client hint over the user agent", () => {
    expect(isPhoneRequest(request({ "Sec-CH-UA-Mobile": "?1", "User-Agent": DESKTOP }))).toBe(true);
    expect(isPhoneRequest(request({ "Sec-CH-UA-Mobile": "?0", "User-Agent": ANDROID_PHONE }))).toBe(false);
  });

  it("without the hint, reads the user agent: phones say Mobi, tablets and desktops do not", () => {
    expect(isPhoneRequest(request({ "User-Agent": IPHONE }))).toBe(true);
    expect(isPhoneRequest(request({ "User-Agent": ANDROID_PHONE }))).toBe(true);
    expect(isPhoneRequest(request({ "User-Agent": IPAD }))).toBe(false);
    expect(isPhoneRequest(request({ "User-Agent": DESKTOP }))).toBe(false);
    expect(isPhoneRequest(request({}))).toBe(false);
  });
});
