import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { storeDocument } from "#tests/support/documents.ts";
import {
  addMemberAs,
  Browser,
  createConversationAs,
  createProjectAs,
  newSignedInUser,
  postChat,
} from "#tests/support/http.ts";
import { userIdOf } from "#tests/support/project-owner.ts";
import { storageSnapshot } from "#tests/support/storage-snapshot.ts";

/**
 * The pages and the API calls that read the session, the membership and their data in one D1 batch hand the
 * data to a live session's member only: whoever else asks gets the usual answer (to /auth, 401, 404) and none
 * of the project's words, though the batch read them. A chat turn, which reads the conversation and the people
 * one may mention in that batch, admits nothing for them.
 */
type Actor = "signedOut" | "expiredMember" | "nonMember" | "removedMember" | "invited" | "unverifiedInvited";

const SUFFIX = crypto.randomUUID().slice(0, 6);
const SECRETS = [
  `Projeto Reservado ${SUFFIX}`,
  `Descrição reservada ${SUFFIX}`,
  `Conversa reservada ${SUFFIX}`,
  `Contrato reservado ${SUFFIX}.md`,
  `Nota reservada ${SUFFIX}`,
];
const actors = {} as Record<Actor, Browser>;
let projectId = "";
let conversationId = "";

/** Invites `email` as the owner, through the members dialog's action. */
async function invite(owner: Browser, email: string) {
  const response = await owner.post(`/projects/${projectId}.data`, { intent: "invite-member", email, role: "client" });
  if (response.status !== 200) throw new Error(`invitation failed: ${response.status}`);
}

beforeAll(async () => {
  const [owner, removed, expired, nonMember, invited, unverified] = await Promise.all([
    newSignedInUser("batched-owner"),
    newSignedInUser("batched-removed"),
    newSignedInUser("batched-expired"),
    newSignedInUser("batched-outsider"),
    newSignedInUser("batched-invited"),
    newSignedInUser("batched-unverified", { proven: false }),
  ]);
  projectId = await createProjectAs(owner.browser, SECRETS[0] ?? "", SECRETS[1]);
  conversationId = await createConversationAs(owner.browser, projectId, SECRETS[2] ?? "");
  await storeDocument({ projectId, userId: await userIdOf(owner.email) }, SECRETS[3] ?? "", "# Cláusulas");
  const note = { projectId, sessionId: conversationId, message: SECRETS[4], audience: "team" };
  if ((await postChat(owner.browser, note, false)).status !== 200) throw new Error("the note was not stored");
  await addMemberAs(owner.browser, removed.browser, projectId, removed.email);
  await addMemberAs(owner.browser, expired.browser, projectId, expired.email);
  const removedId = await userIdOf(removed.email);
  const out = await owner.browser.post(`/projects/${projectId}`, { intent: "remove-member", userId: removedId });
  if (out.status !== 200) throw new Error(`removal failed: ${out.status}`);
  await invite(owner.browser, invited.email);
  await invite(owner.browser, unverified.email);
  // The member's session ended (its absolute lifetime passed): its cookie is still sent.
  await env.DB.prepare("UPDATE auth_sessions SET expires_at = ?1 WHERE user_id = ?2")
    .bind(Date.now() - 1, await userIdOf(expired.email))
    .run();
  Object.assign(actors, {
    signedOut: new Browser(),
    expiredMember: expired.browser,
    nonMember: nonMember.browser,
    removedMember: removed.browser,
    invited: invited.browser,
    unverifiedInvited: unverified.browser,
  });
});

const signedOut = new Set<Actor>(["signedOut", "expiredMember"]);

interface Case {
  name: string;
  path: () => string;
  /** What someone signed out (or whose session ended) gets. */
  refusedSignedOut: (response: Response, body: string) => void;
  /** What a signed-in person who is not a member gets. */
  refusedSignedIn: number;
}

const cases: Case[] = [
  {
    name: "the project page",
    path: () => `/projects/${projectId}`,
    refusedSignedOut: (response) => {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/auth");
    },
    refusedSignedIn: 404,
  },
  {
    name: "the project page of its conversation",
    path: () => `/projects/${projectId}?session=${conversationId}`,
    refusedSignedOut: (response) => {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/auth");
    },
    refusedSignedIn: 404,
  },
  {
    name: "the project page's data request",
    path: () => `/projects/${projectId}.data?session=${conversationId}`,
    // Single fetch answers a redirect as a 202 naming its target.
    refusedSignedOut: (response, body) => {
      expect(response.status).toBe(202);
      expect(body).toContain("/auth");
    },
    refusedSignedIn: 404,
  },
  {
    name: "the messages API's page",
    path: () => `/api/projects/${projectId}/messages?conversationId=${conversationId}`,
    refusedSignedOut: (response) => expect(response.status).toBe(401),
    refusedSignedIn: 404,
  },
  {
    name: "the documents API's list",
    path: () => `/api/projects/${projectId}/documents`,
    refusedSignedOut: (response) => expect(response.status).toBe(401),
    refusedSignedIn: 404,
  },
];

const everyone: Actor[] = ["signedOut", "expiredMember", "nonMember", "removedMember", "invited", "unverifiedInvited"];

describe.each(cases)("$name", ({ path, refusedSignedOut, refusedSignedIn }) => {
  it.each(everyone)("%s gets nothing of the project", async (actor) => {
    const response = await actors[actor].fetch(path());
    const body = await response.text();
    if (signedOut.has(actor)) refusedSignedOut(response, body);
    else expect(response.status).toBe(refusedSignedIn);
    for (const secret of SECRETS) expect(body).not.toContain(secret);
  });
});

describe("the dashboard and the workspace's sidebar", () => {
  // A proven invitee is shown the project it is invited to, by design (it may accept); nobody else here is.
  it.each(everyone.filter((actor) => actor !== "invited"))("%s sees none of the project", async (actor) => {
    const response = await actors[actor].fetch("/dashboard");
    const body = await response.text();
    if (signedOut.has(actor)) expect(response.headers.get("Location")).toBe("/auth");
    else expect(response.status).toBe(200);
    for (const secret of SECRETS) expect(body).not.toContain(secret);
  });

  it("an unverified invitee is told an invitation waits, not for which project", async () => {
    const body = await (await actors.unverifiedInvited.fetch("/dashboard")).text();
    expect(body).toContain("Confirme seu e-mail");
    expect(body).not.toContain(SECRETS[0]);
  });

  it("a proven invitee sees the invitation's project name and nothing else of it", async () => {
    const body = await (await actors.invited.fetch("/dashboard")).text();
    expect(body).toContain(SECRETS[0]);
    for (const secret of SECRETS.slice(1)) expect(body).not.toContain(secret);
  });
});

describe("a chat turn in the project's conversation", () => {
  it.each(everyone)("%s gets no turn admitted and nothing written", async (actor) => {
    const clientMessageId = crypto.randomUUID();
    // Warm: an ended session's row is deleted the first time its cookie is presented, by design (not the chat's).
    await actors[actor].fetch("/api/auth/user");
    const before = await storageSnapshot();
    const response = await postChat(
      actors[actor],
      { projectId, sessionId: conversationId, message: "Qual é o prazo, @Dono?", clientMessageId },
      true,
    );
    const body = await response.text();
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(JSON.parse(body)).toEqual(
      signedOut.has(actor)
        ? { error: "Sessão expirada. Faça login novamente.", code: "unauthorized" }
        : { error: "Projeto não encontrado.", code: "project_not_found" },
    );
    expect(response.status).toBe(signedOut.has(actor) ? 401 : 404);
    for (const secret of SECRETS) expect(body).not.toContain(secret);
    expect(await storageSnapshot()).toEqual(before);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM chat_messages WHERE client_message_id = ?1")
      .bind(clientMessageId)
      .first<number>("n");
    expect(stored).toBe(0);
  });

  // The body is checked before the session's round: someone signed out is still told so first, as before.
  it.each(everyone)("%s sending a message-less body is refused as before, with nothing written", async (actor) => {
    const before = await storageSnapshot();
    const response = await postChat(actors[actor], { projectId, sessionId: conversationId }, true);
    expect(await response.json()).toEqual(
      signedOut.has(actor)
        ? { error: "Sessão expirada. Faça login novamente.", code: "unauthorized" }
        : {
            error: "Dados inválidos: Escreva uma mensagem.",
            code: "validation",
            fields: { message: "Escreva uma mensagem." },
          },
    );
    expect(response.status).toBe(signedOut.has(actor) ? 401 : 400);
    expect(await storageSnapshot()).toEqual(before);
  });
});
