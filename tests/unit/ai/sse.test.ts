import { describe, expect, it, vi } from "vitest";
import { AppError } from "#isomorphic/app-error.ts";
import { deltaEvent, encodeTextStreamAsSse } from "#isomorphic/protocols/sse.ts";
import { createDeltaReader } from "#app/lib/sse-client.ts";

async function* pieces(...texts: string[]) {
  for (const text of texts) yield text;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("SSE encoder", () => {
  it("writes one data line per piece with choices[0].delta.content and ends with [DONE]", async () => {
    const body = await readAll(encodeTextStreamAsSse(pieces("Olá", ", mundo", "")));
    expect(body).toBe(
      'data: {"choices":[{"delta":{"content":"Olá"}}]}\n\n' +
        'data: {"choices":[{"delta":{"content":", mundo"}}]}\n\n' +
        "data: [DONE]\n\n",
    );
  });

  it("keeps newlines inside the JSON so a piece cannot break the event", () => {
    expect(deltaEvent("linha 1\nlinha 2")).toBe('data: {"choices":[{"delta":{"content":"linha 1\\nlinha 2"}}]}\n\n');
  });

  it("reports a failure as an error event and still ends with [DONE]", async () => {
    async function* failing() {
      yield "parcial";
      throw new Error("boom");
    }
    const body = await readAll(encodeTextStreamAsSse(failing(), () => new AppError("analyst_failed")));
    expect(body).toContain('data: {"error":"Falha ao gerar a resposta.","code":"analyst_failed"}\n\n');
    expect(body.endsWith("data: [DONE]\n\n")).toBe(true);
  });
});

describe("client delta reader", () => {
  it("reassembles events split anywhere across chunks", () => {
    const received: string[] = [];
    const reader = createDeltaReader((text) => received.push(text));
    const stream = `${deltaEvent("Boa ") + deltaEvent("tarde")}data: [DONE]\n\n`;
    for (let i = 0; i < stream.length; i += 7) reader.feed(stream.slice(i, i + 7));
    reader.end();
    expect(received.join("")).toBe("Boa tarde");
    expect(reader.finished).toBe(true);
  });

  it("ignores comments and blank lines, and skips malformed chunks with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const received: string[] = [];
    const reader = createDeltaReader((text) => received.push(text));
    reader.feed(": keep-alive\n\n\n\n");
    reader.feed("data: {não é json}\n\n");
    reader.feed('data: {"choices":[]}\n\n');
    reader.feed(deltaEvent("ok"));
    expect(received).toEqual(["ok"]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("processes the leftover buffer at the end, even without the closing blank line", () => {
    const received: string[] = [];
    const reader = createDeltaReader((text) => received.push(text));
    reader.feed(deltaEvent("início "));
    reader.feed('data: {"choices":[{"delta":{"content":"fim"}}]}');
    expect(received).toEqual(["início "]);
    reader.end();
    expect(received).toEqual(["início ", "fim"]);
  });

  it("stops at [DONE]: anything after it is ignored", () => {
    const received: string[] = [];
    const reader = createDeltaReader((text) => received.push(text));
    reader.feed(`${deltaEvent("a")}data: [DONE]\n\n${deltaEvent("b")}`);
    reader.end();
    expect(received).toEqual(["a"]);
  });

  it("passes a server error event to its handler", () => {
    const errors: string[] = [];
    const reader = createDeltaReader(
      () => {},
      (message) => errors.push(message),
    );
    reader.feed('data: {"error":"Falha ao gerar a resposta."}\n\n');
    expect(errors).toEqual(["Falha ao gerar a resposta."]);
  });
});
