import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addMemberAs,
  Browser,
  confirmEmail,
  createConversationAs,
  createProjectAs,
  newSignedInUser,
} from "#tests/support/http.ts";

/**
 * Every project-scoped route and action of the workspace, for the owner, a
 * client member, a signed-in outsider and an anonymous visitor. Outsiders get
 * 404 and nothing of the project; anonymous visitors go to /auth.
 */
type Actor = "owner" | "member" | "outsider" | "anonymous";

const PROJECT_NAME = `Projeto Confidencial ${crypto.randomUUID().slice(0, 6)}`;
const SESSION_NAME = "Conversa Sigilosa";
let projectId = "";
let sessionId = "";
let memberEmail = "";
const actors = {} as Record<Actor, Browser>;

beforeAll(async () => {
  const owner = await newSignedInUser("matrix-owner");
  const member = await newSignedInUser("matrix-member");
  const outsider = await newSignedInUser("matrix-outsider");
  actors.owner = owner.browser;
  actors.member = member.browser;
  actors.outsider = outsider.browser;
  actors.anonymous = new Browser();
  memberEmail = member.email;
  projectId = await createProjectAs(owner.browser, PROJECT_NAME, "Descrição secreta");
  sessionId = await createConversationAs(owner.browser, projectId, SESSION_NAME);
  await addMemberAs(owner.browser, member.browser, projectId, member.email);
  // Proven addresses, so the invitation rows test whose invitation it is (an unproven one is refused earlier: email.test.ts).
  await Promise.all([owner.browser, outsider.browser].map(confirmEmail));
});

/** Posting from the page the user is on (a session is selected), as the browser does. */
const actionPath = () => `/projects/${projectId}?session=${sessionId}`;

interface Case {
  name: string;
  request: (browser: Browser) => Promise<Response>;
  /** A single-fetch data request: redirects come back as a 202 with the target in the body. */
  dataRequest?: boolean;
  /** Expected status for each actor; anonymous is always a redirect to /auth. */
  expect: Record<Exclude<Actor, "anonymous">, number>;
}

const cases: Case[] = [
  {
    name: "GET project page",
    request: (b) => b.fetch(`/projects/${projectId}?session=${sessionId}`),
    expect: { owner: 200, member: 200, outsider: 404 },
  },
  {
    name: "GET project page data (single fetch)",
    request: (b) => b.fetch(`/projects/${projectId}.data?session=${sessionId}`),
    dataRequest: true,
    expect: { owner: 200, member: 200, outsider: 404 },
  },
  {
    name: "POST create-conversation",
    request: (b) => b.post(actionPath(), { intent: "create-conversation", name: "Nova", variant: "page" }),
    expect: { owner: 302, member: 302, outsider: 404 },
  },
  {
    name: "POST rename-conversation",
    request: (b) =>
      b.post(actionPath(), {
        intent: "rename-conversation",
        conversationId: sessionId,
        title: `${SESSION_NAME} - 01/01, 00:00`,
      }),
    expect: { owner: 200, member: 200, outsider: 404 },
  },
  {
    name: "POST invite-member",
    request: (b) =>
      b.post(actionPath(), { intent: "invite-member", email: "convidado@exemplo.com.br", role: "client" }),
    // The client may not manage members (403).
    expect: { owner: 200, member: 403, outsider: 404 },
  },
  {
    name: "POST invite-member of someone already in",
    request: (b) => b.post(actionPath(), { intent: "invite-member", email: memberEmail, role: "client" }),
    expect: { owner: 409, member: 403, outsider: 404 },
  },
  {
    name: "POST revoke-invitation",
    request: (b) => b.post(actionPath(), { intent: "revoke-invitation", invitationId: crypto.randomUUID() }),
    expect: { owner: 404, member: 403, outsider: 404 },
  },
  {
    name: "POST remove-member",
    request: (b) => b.post(actionPath(), { intent: "remove-member", userId: crypto.randomUUID() }),
    expect: { owner: 404, member: 403, outsider: 404 },
  },
  {
    name: "POST unknown intent",
    request: (b) => b.post(actionPath(), { intent: "drop-table" }),
    expect: { owner: 400, member: 400, outsider: 404 },
  },
  {
    name: "POST accept-invitation (dashboard) of an invitation that is not theirs",
    request: (b) => b.post("/dashboard", { intent: "accept-invitation", invitationId: crypto.randomUUID() }),
    expect: { owner: 404, member: 404, outsider: 404 },
  },
  {
    name: "POST decline-invitation (dashboard) of an invitation that is not theirs",
    request: (b) => b.post("/dashboard", { intent: "decline-invitation", invitationId: crypto.randomUUID() }),
    expect: { owner: 404, member: 404, outsider: 404 },
  },
  {
    // Last: the client member really leaves. The owner is the last employee and may not.
    name: "POST leave-project",
    request: (b) => b.post(actionPath(), { intent: "leave-project" }),
    expect: { owner: 409, member: 302, outsider: 404 },
  },
];

describe.each(cases)("$name", ({ request, expect: expected, dataRequest }) => {
  it.each(["owner", "member", "outsider"] as const)("%s", async (actor) => {
    const response = await request(actors[actor]);
    expect(response.status).toBe(expected[actor]);
    if (actor === "outsider") {
      const body = await response.text();
      expect(body).not.toContain(PROJECT_NAME);
      expect(body).not.toContain(SESSION_NAME);
      expect(body).not.toContain("Descrição secreta");
    }
  });

  it("anonymous", async () => {
    const response = await request(actors.anonymous);
    if (dataRequest) {
      expect(response.status).toBe(202);
      expect(await response.text()).toContain("/auth");
      return;
    }
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
  });
});

describe("project-free workspace routes", () => {
  it.each(["/dashboard", "/projects"])("%s shows an outsider nothing of the project", async (path) => {
    const response = await actors.outsider.fetch(path);
    expect([200, 302]).toContain(response.status);
    expect(await response.text()).not.toContain(PROJECT_NAME);
  });

  it.each(["/dashboard", "/projects", "/projects?index"])("%s sends anonymous visitors to /auth", async (path) => {
    const response = await actors.anonymous.fetch(path);
    expect(response.headers.get("Location")).toBe("/auth");
  });

  it("POST /projects (create) sends anonymous visitors to /auth and stores nothing", async () => {
    const response = await actors.anonymous.post("/projects?index", { intent: "create-project", name: "Anônimo" });
    expect(response.headers.get("Location")).toBe("/auth");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM projects WHERE name = 'Anônimo'").first("n")).toBe(0);
  });

  it("an outsider's writes changed nothing", async () => {
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM conversation_sessions WHERE project_id = ?1")
      .bind(projectId)
      .first<number>("n");
    // One from set-up, one each from the owner's and the member's create-conversation.
    expect(sessions).toBe(3);
  });

  it("a malformed project id is a 404, not an error", async () => {
    expect((await actors.owner.fetch("/projects/nao-e-um-uuid")).status).toBe(404);
  });
});
