/**
 * A stand-in for the Workers AI binding (`env.AI`) that answers in Workers AI's
 * own formats, so the real `workers-ai-provider` path runs in tests: a
 * streamed reply is Server-Sent Events of `{"response": "…"}` chunks ended by
 * `[DONE]`; a tool call streams as its start chunk (id and name), argument
 * chunks, a finalizing chunk and `finish_reason: "tool_calls"`; an error is a
 * rejected `run()` (before any token, as the binding throws "3036: …" when the
 * account's daily allocation is spent) or a stream that errors after its first
 * chunks. A call without `stream: true` answers `{ response, tool_calls, usage }`.
 */
export type WorkersAiReply =
  | { kind: "text"; chunks: string[] }
  | { kind: "tool"; name: string; arguments: Record<string, unknown> }
  | { kind: "fail"; error: Error }
  | { kind: "fail-after"; chunks: string[]; error: Error };

export interface WorkersAiCall {
  model: string;
  inputs: { messages?: { role: string; content: unknown }[]; stream?: boolean; tools?: unknown[] };
}

/** The error Workers AI's binding throws when the account's daily free allocation is used up. */
export const DAILY_ALLOCATION_ERROR = () =>
  new Error(
    "3036: You have used up your daily free allocation of 10,000 neurons, please upgrade to Cloudflare's Workers Paid plan if you would like to continue usage.",
  );

const USAGE = { prompt_tokens: 12, completion_tokens: 6, total_tokens: 18 };

export function fakeWorkersAi(reply: (call: WorkersAiCall, index: number) => WorkersAiReply) {
  const calls: WorkersAiCall[] = [];
  const run = async (model: string, inputs: WorkersAiCall["inputs"]) => {
    const call = { model, inputs };
    calls.push(call);
    const answer = reply(call, calls.length - 1);
    if (answer.kind === "fail") throw answer.error;
    if (!inputs.stream) {
      if (answer.kind === "fail-after") throw answer.error;
      return answer.kind === "text"
        ? { response: answer.chunks.join(""), usage: USAGE }
        : {
            response: "",
            tool_calls: [
              { id: "call_1", type: "function", function: { name: answer.name, arguments: answer.arguments } },
            ],
            usage: USAGE,
          };
    }
    return sseStream(answer);
  };
  return { binding: { run } as unknown as Ai, calls };
}

function sseStream(answer: Exclude<WorkersAiReply, { kind: "fail" }>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = 0;
  const event = (data: unknown) =>
    encoder.encode(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (answer.kind === "tool") {
        const args = JSON.stringify(answer.arguments);
        const half = Math.floor(args.length / 2);
        controller.enqueue(
          event({
            response: "",
            tool_calls: [{ id: "call_1", type: "function", index: 0, function: { name: answer.name } }],
          }),
        );
        controller.enqueue(
          event({ response: "", tool_calls: [{ index: 0, function: { arguments: args.slice(0, half) } }] }),
        );
        controller.enqueue(
          event({ response: "", tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }),
        );
        controller.enqueue(event({ response: "", tool_calls: [{ id: null, type: null, function: { name: null } }] }));
        controller.enqueue(event({ response: "", finish_reason: "tool_calls", usage: USAGE }));
        controller.enqueue(event("[DONE]"));
        controller.close();
        return;
      }
      if (answer.kind === "fail-after") return;
      for (const chunk of answer.chunks) controller.enqueue(event({ response: chunk }));
      controller.enqueue(event({ response: "", finish_reason: "stop", usage: USAGE }));
      controller.enqueue(event("[DONE]"));
      controller.close();
    },
    // A stream that fails after its first chunks hands them out one pull at a time, then errors once they are through:
    // erroring with chunks still queued would discard them, which is not what a connection lost mid-answer does.
    async pull(controller) {
      if (answer.kind !== "fail-after") return;
      const next = sent < answer.chunks.length ? answer.chunks[sent] : undefined;
      sent++;
      if (next !== undefined) {
        controller.enqueue(event({ response: next }));
        return;
      }
      // The connection drops once what was read has passed the provider's and the SDK's transform streams: erroring
      // the source at once would abort the pipes with the last chunk still inside them. Those hand-offs are
      // microtasks, so one turn of the event loop (a zero timer, not a length of time) is all the drop waits for.
      await new Promise((resolve) => setTimeout(resolve, 0));
      controller.error(answer.error);
    },
  });
}
