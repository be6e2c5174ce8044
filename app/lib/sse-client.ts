import { createParser } from "eventsource-parser";
import { type AppErrorCode, isAppErrorCode } from "#isomorphic/app-error.ts";
import { type DeltaChunk, SSE_DONE } from "#isomorphic/protocols/sse.ts";

/**
 * Reads the chat streams on the client (the ouvidoria analyst's and the
 * project chat's, which adds `{"nexo": …}` events): `feed` raw text as it arrives,
 * `end` when the body is finished. eventsource-parser handles comments,
 * blank lines and events split across chunks; malformed JSON is logged and
 * skipped; an event left in the buffer without its closing blank line is
 * still delivered at the end.
 */
export interface DeltaReader {
  feed(chunk: string): void;
  end(): void;
  readonly finished: boolean;
}

export function createDeltaReader(
  onDelta: (text: string) => void,
  onServerError?: (message: string, code: AppErrorCode | null) => void,
  onEvent?: (event: unknown) => void,
): DeltaReader {
  let finished = false;
  const parser = createParser({
    onEvent(event) {
      if (finished) return;
      if (event.data === SSE_DONE) {
        finished = true;
        return;
      }
      try {
        const parsed = JSON.parse(event.data) as Partial<DeltaChunk> & { error?: unknown; code?: unknown };
        const content = parsed.choices?.[0]?.delta?.content;
        if (typeof content === "string" && content) onDelta(content);
        else if (typeof parsed.error === "string")
          onServerError?.(parsed.error, isAppErrorCode(parsed.code) ? parsed.code : null);
        else if ("nexo" in parsed) onEvent?.(parsed.nexo);
      } catch {
        console.warn("Trecho de streaming malformado ignorado:", event.data);
      }
    },
  });
  return {
    feed(chunk) {
      if (!finished) parser.feed(chunk);
    },
    end() {
      // Terminate a pending event so the leftover buffer is processed too.
      if (!finished) parser.feed("\n\n");
    },
    get finished() {
      return finished;
    },
  };
}
