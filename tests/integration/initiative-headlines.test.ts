import { describe, expect, it } from "vitest";
import { initiativeSlugs } from "#app/initiatives/catalogue.ts";
import { newSignedInUser } from "#tests/support/http.ts";

/** A page's visible text: tags and React's text separators out, entities that matter here decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(
      /&nbsp;|&#x27;|&quot;|&amp;/g,
      (entity) => ({ "&nbsp;": " ", "&#x27;": "'", "&quot;": '"', "&amp;": "&" })[entity] ?? entity,
    )
    .replace(/\s+/g, " ");
}

/** `figure` standing on its own in `text` ("15" is not "150" nor "1.150"). */
function shows(text: string, figure: string): boolean {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\d.,])${escaped}($|[^\\d.,])`).test(text);
}

describe("the dashboard's initiative tiles", () => {
  it("show, for each of the twelve initiatives, a figure its own page shows", async () => {
    const { browser } = await newSignedInUser("headlines");
    const dashboard = await (await browser.fetch("/dashboard")).text();
    const problems: string[] = [];
    for (const slug of initiativeSlugs) {
      // The tile is the card-shaped link to the page (the sidebar links there too); its figure is the large number in it.
      const link = [...dashboard.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].find(
        ([, attributes = ""]) =>
          attributes.includes(`href="/initiatives/${slug}"`) && attributes.includes("h-full flex-col"),
      );
      const tile = link?.[2]?.match(/text-2xl[^>]*>([^<]+)</)?.[1];
      if (!tile) {
        problems.push(`${slug}: sem número no painel`);
        continue;
      }
      const page = textOf(await (await browser.fetch(`/initiatives/${slug}`)).text());
      if (!shows(page, tile.trim())) problems.push(`${slug}: o painel diz ${tile.trim()}, a página não mostra`);
    }
    expect(problems).toEqual([]);
  });

  it("Abertura's results card shows the Impacto page's three headline figures", async () => {
    const { browser } = await newSignedInUser("headlines-abertura");
    const impacto = await (await browser.fetch("/initiatives/impacto")).text();
    const figures = [...impacto.matchAll(/whitespace-nowrap text-3xl[^>]*>([^<]+)</g)].map(
      (match) => match[1]?.trim() ?? "",
    );
    expect(figures).toHaveLength(3);
    const abertura = textOf(await (await browser.fetch("/initiatives/abertura")).text());
    for (const figure of figures) expect(shows(abertura, figure), figure).toBe(true);
  });
});
