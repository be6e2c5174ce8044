import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "#core/context.ts";
import { readToast, toastHeader } from "#core/toast.ts";

/**
 * Every cookie the server sets for itself shares one definition (#core/security/host-cookie.ts): HttpOnly,
 * SameSite=Lax, the whole site, and outside development Secure with the __Host- prefix that pins it to this
 * origin. The toast was the one that repeated those options by hand, without the prefix.
 */
const production = { ...env, ENVIRONMENT: "production", APP_SECRET: "segredo-de-teste-dos-cookies" } as AppEnv;

function attributes(header: string): { name: string; flags: Set<string> } {
  const [pair = "", ...rest] = header.split(";").map((part) => part.trim());
  return {
    name: pair.split("=")[0] ?? "",
    flags: new Set(rest.map((part) => (part.split("=")[0] ?? "").toLowerCase())),
  };
}

describe("the toast cookie", () => {
  it("is a host cookie outside development: __Host- prefixed, Secure, HttpOnly, SameSite, the whole site", async () => {
    const header = await toastHeader(production, { type: "success", title: "Pronto", description: "Feito." });
    const { name, flags } = attributes(header);
    expect(name.startsWith("__Host-")).toBe(true);
    for (const flag of ["secure", "httponly", "samesite", "path"]) expect(flags.has(flag), flag).toBe(true);
    expect(flags.has("domain")).toBe(false);
  });

  it("is read back from the header it set, and cleared", async () => {
    const header = await toastHeader(production, { type: "success", title: "Pronto", description: "Feito." });
    const request = new Request("https://nexo.test/", { headers: { Cookie: header.split(";")[0] ?? "" } });
    const { toast, clear } = await readToast(request, production);
    expect(toast).toMatchObject({ type: "success", title: "Pronto", description: "Feito." });
    expect(clear && attributes(clear).name).toBe(attributes(header).name);
  });
});
