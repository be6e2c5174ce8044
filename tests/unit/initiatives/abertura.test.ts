import { describe, expect, it } from "vitest";
import { exploreAction, journey, opening, openingCards } from "~/initiatives/abertura/data";

describe("Abertura Institucional data", () => {
  it("has the mission, innovation and results cards, in that order", () => {
    expect(openingCards.map((card) => card.id)).toEqual(["mission", "innovation", "results"]);
    for (const card of openingCards) {
      expect(card.title.length).toBeGreaterThan(0);
      expect(card.description.length).toBeGreaterThan(40);
    }
  });

  it("shows the projected results of the Impacto page on the results card, formatted for pt-BR", () => {
    const results = openingCards.find((card) => card.id === "results");
    expect(results?.highlights?.map((highlight) => highlight.value)).toEqual(["R$ 8,5 mi", "47%", "92%"]);
  });

  it("sends Explorar Iniciativas to the GEFAR page", () => {
    expect(exploreAction).toEqual({ label: "Explorar Iniciativas", to: "/initiatives/gefar" });
  });

  it("previews the nine initiatives of the presentation, GEFAR first", () => {
    expect(journey.flatMap((stage) => stage.slugs)).toEqual([
      "gefar",
      "suporte-n1",
      "ouvidoria",
      "bi-conversacional",
      "auditoria-ppp",
      "gecli",
      "gereg",
      "qualidade-agua",
      "otimizacao-energetica",
    ]);
  });

  it("has an opening text", () => {
    expect(opening.title.length).toBeGreaterThan(0);
    expect(opening.text.length).toBeGreaterThan(60);
  });
});
