import { describe, expect, it } from "vitest";
import { createProjectAs, newSignedInUser } from "#tests/support/http.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/**
 * The server renders the project page for the device the request says it is, so the browser hydrates exactly
 * that (a phone used to get the desktop's Canvas panel, then re-render it away right after hydrating).
 */
describe("the project page as the server renders it for the device", () => {
  it("gives a desktop the Canvas as a side panel and a phone no panel (its Canvas is a sheet, opened on demand)", async () => {
    const { browser } = await newSignedInUser("device");
    const projectId = await createProjectAs(browser, "Projeto por aparelho");
    const page = async (userAgent: string, hint?: string) => {
      const headers: Record<string, string> = { "User-Agent": userAgent };
      if (hint) headers["Sec-CH-UA-Mobile"] = hint;
      const response = await browser.fetch(`/projects/${projectId}`, { headers });
      expect(response.status).toBe(200);
      return response.text();
    };
    const panel = /<aside aria-label="Canvas"/;
    expect(await page(DESKTOP)).toMatch(panel);
    expect(await page(DESKTOP, "?0")).toMatch(panel);
    expect(await page(PHONE)).not.toMatch(panel);
    expect(await page(DESKTOP, "?1")).not.toMatch(panel);
    // Either way the page offers the Documentos button that opens the Canvas on a narrow screen.
    expect(await page(PHONE)).toContain("Documentos");
  });
});
