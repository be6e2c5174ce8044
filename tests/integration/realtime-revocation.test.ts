import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { ROOM_CLOSE } from "#isomorphic/protocols/realtime-protocol.ts";
import {
  addMemberAs,
  Browser,
  changePassword,
  createProjectAs,
  newSignedInUser,
  ownerWithConversation,
  signIn,
} from "#tests/support/http.ts";
import { codeAt, enrolTotp, postJson } from "#tests/support/mfa.ts";
import { openRoom, type RoomClient } from "#tests/support/room-client.ts";
import { userIdOf } from "#tests/support/project-owner.ts";

/**
 * Access that ends takes its open sockets with it: each way a
 * session or a membership ends closes the affected sockets at once, with the
 * close code the client reads as "stop reconnecting", and leaves every other
 * socket open. Half-finished states (a pending invitation) never get a socket.
 */

/** The room's socket, with the contents of the messages it delivered. */
async function connect(browser: Browser, path: string) {
  const client = await openRoom(browser, path);
  return { ...client, messages: () => client.messages().map((message) => message.content) };
}

/** An owner and a member, each with a socket open in a conversation's room and in the project's room. */
async function roomWithMember(prefix: string) {
  const {
    browser: owner,
    projectId,
    conversationId,
  } = await ownerWithConversation(`${prefix}-owner`, `Sala ${prefix}`);
  const invited = await newSignedInUser(`${prefix}-member`);
  await addMemberAs(owner, invited.browser, projectId, invited.email);
  const conversationPath = `/api/realtime/projects/${projectId}/conversations/${conversationId}`;
  const projectPath = `/api/realtime/projects/${projectId}`;
  const say = (browser: Browser, message: string) =>
    postJson(browser, "/api/functions/chat-orchestrator", { message, projectId, sessionId: conversationId });
  return { owner, member: invited.browser, memberEmail: invited.email, projectId, conversationPath, projectPath, say };
}

const registeredSockets = async (email: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM realtime_sockets WHERE user_id = ?1")
      .bind(await userIdOf(email))
      .first<{ n: number }>()
  )?.n ?? 0;

/** Closed within a second, with this code. */
async function expectClosedWith(client: Pick<RoomClient, "isClosed" | "closed">, code: number) {
  await vi.waitFor(() => expect(client.isClosed()).toBe(true), { timeout: 1000, interval: 20 });
  expect((await client.closed).code).toBe(code);
}

describe("a member's sockets when the membership ends", () => {
  it("a removed member's sockets close within a second and never receive the next message", async () => {
    const room = await roomWithMember("removed");
    const ownerSocket = await connect(room.owner, room.conversationPath);
    const inConversation = await connect(room.member, room.conversationPath);
    const inProject = await connect(room.member, room.projectPath);
    expect(await registeredSockets(room.memberEmail)).toBe(2);

    const removed = await room.owner.post(`/projects/${room.projectId}.data`, {
      intent: "remove-member",
      userId: await userIdOf(room.memberEmail),
    });
    expect(removed.status).toBe(200);
    await expectClosedWith(inConversation, ROOM_CLOSE.accessRevoked);
    await expectClosedWith(inProject, ROOM_CLOSE.accessRevoked);
    expect((await inConversation.closed).reason).toContain("não tem mais acesso");

    expect((await room.say(room.owner, "mensagem depois da remoção")).status).toBe(200);
    await vi.waitFor(() => expect(ownerSocket.messages()).toContain("mensagem depois da remoção"));
    expect(inConversation.messages()).not.toContain("mensagem depois da remoção");
    expect(inProject.messages()).not.toContain("mensagem depois da remoção");
    expect(ownerSocket.isClosed()).toBe(false);
    expect(await registeredSockets(room.memberEmail)).toBe(0);
    // And the door stays shut.
    const again = await room.member.fetch(room.conversationPath, {
      headers: { Upgrade: "websocket", Origin: "http://nexo.test" },
    });
    expect(again.status).toBe(404);
  });

  it("a member who leaves loses their sockets; the others keep theirs", async () => {
    const room = await roomWithMember("leaving");
    const ownerSocket = await connect(room.owner, room.conversationPath);
    const memberSocket = await connect(room.member, room.conversationPath);
    const left = await room.member.post(`/projects/${room.projectId}`, { intent: "leave-project" });
    expect(left.status).toBe(302);
    await expectClosedWith(memberSocket, ROOM_CLOSE.accessRevoked);
    expect(ownerSocket.isClosed()).toBe(false);
  });

  it("a pending invitation opens no socket", async () => {
    const { browser: owner } = await newSignedInUser("pending-owner");
    const { browser: invitee, email } = await newSignedInUser("pending-invitee");
    const projectId = await createProjectAs(owner, "Convite pendente");
    expect(
      (await owner.post(`/projects/${projectId}.data`, { intent: "invite-member", email, role: "client" })).status,
    ).toBe(200);
    const refused = await invitee.fetch(`/api/realtime/projects/${projectId}`, {
      headers: { Upgrade: "websocket", Origin: "http://nexo.test" },
    });
    expect(refused.status).toBe(404);
    expect(refused.webSocket).toBeNull();
  });
});

describe("a person's sockets when a session ends", () => {
  /** The member signed in twice: this browser, and another one with its own session and socket. */
  async function twoSessions(prefix: string) {
    const room = await roomWithMember(prefix);
    const laptop = await connect(room.member, room.conversationPath);
    const phone = new Browser();
    phone.email = room.memberEmail;
    expect((await signIn(phone, room.memberEmail)).status).toBe(302);
    const phoneSocket = await connect(phone, room.conversationPath);
    return { ...room, laptop, phone, phoneSocket };
  }

  it("signing out closes that session's sockets only", async () => {
    const room = await twoSessions("signout");
    expect((await room.member.post("/logout", {})).status).toBe(302);
    await expectClosedWith(room.laptop, ROOM_CLOSE.sessionEnded);
    expect(room.phoneSocket.isClosed()).toBe(false);
  });

  it("changing the password closes the other sessions' sockets", async () => {
    const room = await twoSessions("password");
    const changed = await changePassword(room.member);
    expect(changed.status).toBe(200);
    await expectClosedWith(room.phoneSocket, ROOM_CLOSE.sessionEnded);
    expect(room.laptop.isClosed()).toBe(false);
  });

  it("ending the other sessions closes their sockets", async () => {
    const room = await twoSessions("others");
    expect((await room.member.post("/account/security.data", { intent: "sign-out-others" })).status).toBe(200);
    await expectClosedWith(room.phoneSocket, ROOM_CLOSE.sessionEnded);
    expect(room.laptop.isClosed()).toBe(false);
  });

  it("removing a factor closes the other sessions' sockets", async () => {
    const room = await roomWithMember("factor");
    const { factorId, secret, usedStep } = await enrolTotp(room.member);
    const laptop = await connect(room.member, room.conversationPath);
    // A second session of the same person, through its own second step.
    const phone = new Browser();
    await signIn(phone, room.memberEmail);
    expect(
      (await phone.post("/auth/mfa", { intent: "totp", factorId, code: codeAt(secret, usedStep + 1) })).status,
    ).toBe(302);
    const phoneSocket = await connect(phone, room.conversationPath);
    const removed = await room.member.fetch(`/api/auth/factors/${factorId}`, {
      method: "DELETE",
      headers: { Origin: "http://nexo.test" },
    });
    expect(removed.status).toBe(200);
    await expectClosedWith(phoneSocket, ROOM_CLOSE.sessionEnded);
    expect(laptop.isClosed()).toBe(false);
  });

  it("a socket re-checks its session when the session would expire, and closes if it has", async () => {
    const room = await roomWithMember("expiry");
    const memberId = await userIdOf(room.memberEmail);
    // The member's session ends two seconds from now (as if it had reached its limit).
    await env.DB.prepare("UPDATE auth_sessions SET expires_at = ?2 WHERE user_id = ?1")
      .bind(memberId, Date.now() + 2000)
      .run();
    const socket = await connect(room.member, room.conversationPath);
    const ownerSocket = await connect(room.owner, room.conversationPath);
    await vi.waitFor(() => expect(socket.isClosed()).toBe(true), { timeout: 8000, interval: 100 });
    expect((await socket.closed).code).toBe(ROOM_CLOSE.sessionEnded);
    expect(ownerSocket.isClosed()).toBe(false);
  });
});
