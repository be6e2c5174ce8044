import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { parseRoomEvent, type RoomEvent } from "#app/lib/realtime-protocol.ts";
import { publishDocument } from "#core/realtime/rooms.ts";
import { type Browser, createConversationAs, createProjectAs, newSignedInUser } from "#tests/support/http.ts";

/**
 * A project event (a document's new state, a Canvas change) reaches every window of the project: the
 * project's room and the room of every conversation someone has open, however many conversations the
 * project has.
 */
async function listen(browser: Browser, path: string): Promise<RoomEvent[]> {
  const response = await browser.fetch(path, { headers: { Upgrade: "websocket", Origin: "http://nexo.test" } });
  const socket = response.webSocket;
  if (response.status !== 101 || !socket) throw new Error(`no socket: ${response.status}`);
  socket.accept();
  const events: RoomEvent[] = [];
  socket.addEventListener("message", (message) => {
    const event = parseRoomEvent(message.data);
    if (event) events.push(event);
  });
  return events;
}

describe("a project event", () => {
  it("reaches the 51st conversation's room (and the newest one's, and the project's)", async () => {
    const { browser } = await newSignedInUser("fan-out");
    const projectId = await createProjectAs(browser, "Projeto com muitas conversas");
    const conversations: string[] = [];
    for (let i = 1; i <= 51; i++) conversations.push(await createConversationAs(browser, projectId, `Conversa ${i}`));
    // Newest first, the first conversation created is the 51st.
    const [oldest = "", newest = ""] = [conversations[0], conversations[50]];
    const rooms = {
      oldest: await listen(browser, `/api/realtime/projects/${projectId}/conversations/${oldest}`),
      newest: await listen(browser, `/api/realtime/projects/${projectId}/conversations/${newest}`),
      project: await listen(browser, `/api/realtime/projects/${projectId}`),
    };

    const documentId = crypto.randomUUID();
    await publishDocument(env, projectId, documentId, "ready");

    const received = (events: RoomEvent[]) =>
      events.some((event) => event.type === "document" && event.documentId === documentId);
    await vi.waitFor(
      () => {
        expect(received(rooms.oldest)).toBe(true);
        expect(received(rooms.newest)).toBe(true);
        expect(received(rooms.project)).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
  }, 120_000);
});
