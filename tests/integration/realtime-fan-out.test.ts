import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { RoomEvent } from "#isomorphic/protocols/realtime-protocol.ts";
import { publishDocument } from "#core/realtime/rooms.ts";
import { type Browser, createConversationAs, createProjectAs, newSignedInUser } from "#tests/support/http.ts";
import { openRoom } from "#tests/support/room-client.ts";

/**
 * A project event (a document's new state, a Canvas change) reaches every window of the project: the
 * project's room and the room of every conversation someone has open, however many conversations the
 * project has.
 */
const listen = async (browser: Browser, path: string) => (await openRoom(browser, path)).events;

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
