/**
 * The ouvidoria stream's wire format, the one OpenAI-compatible clients read: one
 * `data: {"choices":[{"delta":{"content":"…"}}]}` event per text piece and a
 * final `data: [DONE]`. Shared by the server encoder and its tests.
 */
import type { AppError } from "#isomorphic/app-error.ts";

export const SSE_DONE = "[DONE]";

export interface DeltaChunk {
  choices: { delta: { content?: string } }[];
}

export function sseEvent(data: string): string {
  // A data field cannot hold a raw newline; JSON never contains one, [DONE] neither.
  return `data: ${data}\n\n`;
}

/** The one mapping of an AppError to a stream: `{ error, code }`, the API's JSON without its status. */
export function errorEvent(error: AppError): string {
  return sseEvent(JSON.stringify({ error: error.message, code: error.code }));
}

export function deltaEvent(content: string): string {
  const chunk: DeltaChunk = { choices: [{ delta: { content } }] };
  return sseEvent(JSON.stringify(chunk));
}

/** Encodes a stream of text pieces as the SSE body, ending with [DONE]. */
export function encodeTextStreamAsSse(
  textStream: AsyncIterable<string>,
  onError: (error: unknown) => AppError | null = () => null,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const text of textStream) {
          if (text) controller.enqueue(encoder.encode(deltaEvent(text)));
        }
      } catch (error) {
        const failure = onError(error);
        if (failure) controller.enqueue(encoder.encode(errorEvent(failure)));
      }
      controller.enqueue(encoder.encode(sseEvent(SSE_DONE)));
      controller.close();
    },
  });
}
