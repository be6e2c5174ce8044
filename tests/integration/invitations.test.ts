import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { INVITATIONS_PER_USER } from "#core/auth/rate-limit.ts";
import {
  addMemberAs,
  type Browser,
  confirmEmail,
  createProjectAs,
  newSignedInUser,
  pendingInvitationId,
  uniqueEmail,
} from "#tests/support/http.ts";
import { standClockInWindowToCome } from "#tests/support/window-clock.ts";

const invite = (browser: Browser, projectId: string, email: string, role = "client") =>
  browser.post(`/projects/${projectId}`, { intent: "invite-member", email, role });

/** The action's own answer (single-fetch data, as the members dialog receives it). */
const inviteData = (browser: Browser, projectId: string, email: string) =>
  browser.post(`/projects/${projectId}.data`, { intent: "invite-member", email, role: "client" });

const memberCount = (projectId: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM project_members WHERE project_id = ?1").bind(projectId).first<number>("n");

/** The answer without what legitimately differs (ids and the e-mail itself). */
async function neutral(response: Response, email: string): Promise<string> {
  return (await response.text()).replaceAll(email, "<e-mail>").replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "<id>");
}

describe("invitations", () => {
  it("answer an e-mail with an account and one without identically", async () => {
    const { browser: owner } = await newSignedInUser("inv-owner");
    const projectId = await createProjectAs(owner, "Convites");
    const { email: known } = await newSignedInUser("inv-known");
    const unknown = uniqueEmail("inv-unknown");
    const forKnown = await inviteData(owner, projectId, known);
    const forUnknown = await inviteData(owner, projectId, unknown);
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(await neutral(forKnown, known)).toBe(await neutral(forUnknown, unknown));
    // Nobody joined yet: an invitation is not a membership.
    expect(await memberCount(projectId)).toBe(1);
  });

  it("the invitee sees it on the dashboard, accepts, and becomes a member with the invited role", async () => {
    const { browser: owner } = await newSignedInUser("acc-owner");
    const projectId = await createProjectAs(owner, `Projeto Aceito ${crypto.randomUUID().slice(0, 4)}`);
    const invitee = await newSignedInUser("acc-invitee");
    await invite(owner, projectId, invitee.email.toUpperCase(), "nexo_employee");
    await confirmEmail(invitee.browser);
    const dashboard = await (await invitee.browser.fetch("/dashboard")).text();
    expect(dashboard).toContain("Convites pendentes");
    expect(dashboard).toContain("Projeto Aceito");

    const id = await pendingInvitationId(invitee.browser, projectId);
    const accepted = await invitee.browser.post("/dashboard", { intent: "accept-invitation", invitationId: id });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe(`/projects/${projectId}`);
    expect((await invitee.browser.fetch(`/projects/${projectId}`)).status).toBe(200);
    const role = await env.DB.prepare(
      "SELECT m.role FROM project_members m JOIN users u ON u.id = m.user_id WHERE m.project_id = ?1 AND u.email = ?2",
    )
      .bind(projectId, invitee.email.toLowerCase())
      .first("role");
    expect(role).toBe("nexo_employee");
    // Accepting twice does nothing more.
    const again = await invitee.browser.post("/dashboard", { intent: "accept-invitation", invitationId: id });
    expect(again.status).toBe(404);
    expect(await memberCount(projectId)).toBe(2);
  });

  it("someone else cannot accept an invitation addressed to another e-mail", async () => {
    const { browser: owner } = await newSignedInUser("steal-owner");
    const projectId = await createProjectAs(owner, "Não é seu");
    const target = await newSignedInUser("steal-target");
    const thief = await newSignedInUser("steal-thief");
    // A proven address of its own does not open someone else's invitation.
    await confirmEmail(thief.browser);
    await invite(owner, projectId, target.email);
    const id = await pendingInvitationId(target.browser, projectId);
    const stolen = await thief.browser.post("/dashboard", { intent: "accept-invitation", invitationId: id });
    expect(stolen.status).toBe(404);
    expect((await thief.browser.fetch(`/projects/${projectId}`)).status).toBe(404);
    expect(await memberCount(projectId)).toBe(1);
  });

  it("the invitee may decline; the invitation disappears and nothing else changes", async () => {
    const { browser: owner } = await newSignedInUser("dec-owner");
    const projectId = await createProjectAs(owner, "Recusado");
    const invitee = await newSignedInUser("dec-invitee");
    await invite(owner, projectId, invitee.email);
    await confirmEmail(invitee.browser);
    const id = await pendingInvitationId(invitee.browser, projectId);
    const declined = await invitee.browser.post("/dashboard", { intent: "decline-invitation", invitationId: id });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain("Convite recusado");
    await expect(pendingInvitationId(invitee.browser, projectId)).rejects.toThrow();
    expect(await memberCount(projectId)).toBe(1);
  });

  it("an employee can cancel a pending invitation; a client member cannot invite", async () => {
    const { browser: owner } = await newSignedInUser("rev-owner");
    const projectId = await createProjectAs(owner, "Cancelado");
    const client = await newSignedInUser("rev-client");
    await addMemberAs(owner, client.browser, projectId, client.email);
    const refused = await invite(client.browser, projectId, uniqueEmail("via-client"));
    expect(refused.status).toBe(403);
    const invitee = await newSignedInUser("rev-invitee");
    await invite(owner, projectId, invitee.email);
    await confirmEmail(invitee.browser);
    const id = await pendingInvitationId(invitee.browser, projectId);
    expect((await owner.post(`/projects/${projectId}`, { intent: "revoke-invitation", invitationId: id })).status).toBe(
      200,
    );
    expect((await invitee.browser.post("/dashboard", { intent: "accept-invitation", invitationId: id })).status).toBe(
      404,
    );
  });

  it("any member may leave; the last employee may not", async () => {
    const { browser: owner } = await newSignedInUser("leave-owner");
    const projectId = await createProjectAs(owner, "Saída");
    const client = await newSignedInUser("leave-client");
    await addMemberAs(owner, client.browser, projectId, client.email);

    const ownerLeaves = await owner.post(`/projects/${projectId}`, { intent: "leave-project" });
    expect(ownerLeaves.status).toBe(409);
    expect(await ownerLeaves.text()).toContain("última pessoa da equipe Nexo");

    const clientLeaves = await client.browser.post(`/projects/${projectId}`, { intent: "leave-project" });
    expect(clientLeaves.status).toBe(302);
    expect(clientLeaves.headers.get("Location")).toBe("/dashboard");
    expect((await client.browser.fetch(`/projects/${projectId}`)).status).toBe(404);
    expect(await memberCount(projectId)).toBe(1);

    // With a second employee, the first may leave.
    const colleague = await newSignedInUser("leave-colleague");
    await addMemberAs(owner, colleague.browser, projectId, colleague.email, "nexo_employee");
    expect((await owner.post(`/projects/${projectId}`, { intent: "leave-project" })).status).toBe(302);
    expect((await colleague.browser.post(`/projects/${projectId}`, { intent: "leave-project" })).status).toBe(409);
  });

  it("invitations are rate-limited per user", async () => {
    const { browser: owner } = await newSignedInUser("inv-limit");
    const projectId = await createProjectAs(owner, "Muitos convites");
    standClockInWindowToCome(INVITATIONS_PER_USER.windowMs, 1);
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= INVITATIONS_PER_USER.limit; i++)
        statuses.push((await invite(owner, projectId, uniqueEmail("bulk"))).status);
      expect(statuses.slice(0, INVITATIONS_PER_USER.limit).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});
