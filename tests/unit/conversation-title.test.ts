import { describe, expect, it } from "vitest";
import { formatConversationTitle, resolveTimeZone } from "#core/conversations/conversation-title.ts";

describe("formatConversationTitle", () => {
  const at = new Date("2026-11-21T20:35:00Z");

  it("joins the trimmed name and the pt-BR day, month, hour and minute in the user's zone", () => {
    // 20:35 UTC is 17:35 in Brasília (UTC-3).
    expect(formatConversationTitle("  Reunião de alinhamento  ", at, "America/Sao_Paulo")).toBe(
      "Reunião de alinhamento - 21/11, 17:35",
    );
  });

  it("uses the zone the browser sent: the same instant is already the next day in Tokyo", () => {
    expect(formatConversationTitle("Sync", at, "Asia/Tokyo")).toBe("Sync - 22/11, 05:35");
  });

  it("pads single digits to two", () => {
    expect(formatConversationTitle("A", new Date("2026-02-03T07:04:00Z"), "UTC")).toBe("A - 03/02, 07:04");
  });

  it("falls back to Brasília for unknown or missing zones", () => {
    expect(resolveTimeZone("Marte/Base")).toBe("America/Sao_Paulo");
    expect(resolveTimeZone("")).toBe("America/Sao_Paulo");
    expect(formatConversationTitle("X", at, "não-é-zona")).toBe("X - 21/11, 17:35");
  });
});
