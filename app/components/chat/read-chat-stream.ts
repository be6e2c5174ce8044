import type { AppErrorCode } from "#isomorphic/app-error.ts";
import { createDeltaReader } from "#app/lib/sse-client.ts";

/**
 * Reads a chat response body as it arrives (both chats speak the same SSE
 * wire format) and reports text deltas, the server's error field and the
 * project chat's events. Resolves when the stream ends; rejects if the
 * connection breaks or the caller aborts.
 */
export async function readChatStream(
  response: Response,
  handlers: {
    onDelta: (text: string) => void;
    onError?: (message: string, code: AppErrorCode | null) => void;
    onEvent?: (event: unknown) => void;
  },
): Promise<{ finished: boolean }> {
  if (!response.body) throw new Error("Falha ao iniciar streaming");
  const reader = createDeltaReader(handlers.onDelta, handlers.onError, handlers.onEvent);
  const body = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await body.read();
    if (done) break;
    reader.feed(value);
  }
  reader.end();
  return { finished: reader.finished };
}
