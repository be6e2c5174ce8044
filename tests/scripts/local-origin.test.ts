import { describe, expect, it } from "vitest";
import { wranglerDevArgs } from "#scripts/lib/proc.ts";

/**
 * Every local run (`npm start`, the e2e suite, the benches) tells the app the address it serves as APP_ORIGIN,
 * so links in e-mails and passkeys come from it on any port, never from a request's Host.
 */
function vars(args: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  args.forEach((arg, i) => {
    if (arg !== "--var") return;
    const [name = "", ...value] = (args[i + 1] ?? "").split(":");
    found[name] = value.join(":");
  });
  return found;
}

describe("a local wrangler dev", () => {
  it.each([8787, 3000, 41234])("on port %i is told its own address as APP_ORIGIN", (port) => {
    expect(vars(wranglerDevArgs({ port })).APP_ORIGIN).toBe(`http://localhost:${port}`);
  });

  it("takes the address the start names instead (APP_ORIGIN=… npm start, behind a tunnel)", () => {
    expect(vars(wranglerDevArgs({ port: 3000, origin: "https://nexo.exemplo.dev" })).APP_ORIGIN).toBe(
      "https://nexo.exemplo.dev",
    );
  });
});
