import { describe, expect, it } from "vitest";
import { errorFrom } from "#app/lib/api-client.ts";
import { APP_ERRORS, AppError, isAppErrorCode } from "#isomorphic/app-error.ts";
import { errorEvent } from "#isomorphic/protocols/sse.ts";
import { createDeltaReader } from "#app/lib/sse-client.ts";
import { toolFailure } from "#core/chat/tool-failure.ts";
import { SearchUnavailableError } from "#core/search/hybrid-search.ts";

describe("one error model, mapped once per surface", () => {
  it("gives an error its catalogue status and Portuguese message, and keeps its cause for the logs only", () => {
    const causes = { "full-text": "timeout", vector: "Vectorize 500" } as const;
    const error = new SearchUnavailableError(causes);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "search_unavailable",
      status: 502,
      message: APP_ERRORS.search_unavailable.message,
    });
    expect(error.cause).toEqual(causes);
    expect(error.message).not.toContain("Vectorize");
  });

  it("tells the model a tool's refusal by its code and message, and an internal failure only as 'internal'", () => {
    const refused = new AppError("forbidden", "Você não tem permissão para anotar este documento.");
    expect(toolFailure(refused, "add_annotation")).toEqual({
      ok: false,
      code: "forbidden",
      error: "Você não tem permissão para anotar este documento.",
    });
    const internal = toolFailure(new Error("D1_ERROR: no such table: annotations"), "add_annotation");
    expect(internal).toEqual({ ok: false, code: "internal", error: APP_ERRORS.internal.message });
    expect(JSON.stringify(internal)).not.toContain("D1_ERROR");
  });

  it("writes a stream's error event as the API's body without its status, and the browser reads both back", async () => {
    const event = errorEvent(new AppError("agent_timeout"));
    expect(event).toBe(
      `data: ${JSON.stringify({ error: APP_ERRORS.agent_timeout.message, code: "agent_timeout" })}\n\n`,
    );
    const read: [string, string | null][] = [];
    const reader = createDeltaReader(
      () => {},
      (message, code) => read.push([message, code]),
    );
    reader.feed(event);
    reader.feed(`data: ${JSON.stringify({ error: "De um proxy", code: "nao_existe" })}\n\n`);
    reader.end();
    expect(read).toEqual([
      [APP_ERRORS.agent_timeout.message, "agent_timeout"],
      ["De um proxy", null],
    ]);

    const answered = await errorFrom(
      Response.json({ error: "Projeto não encontrado.", code: "project_not_found" }, { status: 404 }),
    );
    expect(answered).toMatchObject({ status: 404, code: "project_not_found", message: "Projeto não encontrado." });
    const foreign = await errorFrom(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(foreign).toMatchObject({ status: 502, code: null, message: "Erro 502." });
  });

  it("knows only the catalogue's codes", () => {
    expect(isAppErrorCode("conflict")).toBe(true);
    expect(isAppErrorCode("toString")).toBe(false);
    expect(isAppErrorCode(404)).toBe(false);
  });
});
