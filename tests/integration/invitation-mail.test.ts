import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusalMessage } from "#tests/support/bad-requests.ts";
import {
  Browser,
  createProjectAs,
  latestEmail,
  newSignedInUser,
  outboxFor,
  signIn,
  signUp,
  uniqueEmail,
} from "#tests/support/http.ts";
import { userIdOf } from "#tests/support/project-owner.ts";

/**
 * The product's mail cannot carry a stranger's message. The attack: name yourself and your project after a
 * bank, put a URL in them, and invite any address: the invitation e-mail would deliver your words, from our
 * domain. The subject is fixed; the inviter and the project are quoted data in a fixed sentence, with their
 * URLs defanged and their length capped; only proven accounts invite, a limited number a day; and the
 * invitee can say "não reconheço este convite", which declines it and flags the inviter for review.
 */
const PHISHING_NAME = "Banco Central - Acesse http://banco-central.example/login";
const PHISHING_PROJECT = `URGENTE: regularize seu CPF em www.golpe.example/cpf ${"agora ".repeat(10)}`.trim();

afterEach(() => {
  vi.useRealTimers();
});

const provenInviter = (fullName = "Maria Teste") => newSignedInUser("inviter", { fullName });

const inviteData = (browser: Browser, projectId: string, email: string) =>
  browser.post(`/projects/${projectId}.data`, { intent: "invite-member", email, role: "client" });

/** Every href of an HTML body. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe("the invitation e-mail", () => {
  it("has a fixed subject and quotes the inviter's and the project's names as data, with no URL of theirs", async () => {
    const inviter = await provenInviter(PHISHING_NAME);
    const projectId = await createProjectAs(inviter.browser, PHISHING_PROJECT);
    const invitee = uniqueEmail("phished");
    expect((await inviteData(inviter.browser, projectId, invitee)).status).toBe(200);

    const message = await latestEmail(invitee, "invitation");
    expect(message.subject).toBe("Convite para um projeto no Nexo");
    for (const body of [message.text, message.html]) {
      expect(body).not.toContain("http://banco-central");
      expect(body).not.toContain("banco-central.example");
      expect(body).not.toContain("www.golpe.example");
      // Defanged: still readable as data, never a link.
      expect(body).toContain("banco-central[.]example");
      expect(body).toContain("www[.]golpe[.]example");
    }
    // Quoted, and cut at a length a sentence can hold.
    expect(message.text).toContain("“Banco Central - Acesse hxxp[:]//banco-central[.]example/login”");
    expect(message.text).not.toContain(PHISHING_PROJECT);
    expect(message.text).toMatch(/“URGENTE: regularize seu CPF em www\[\.\]golpe\[\.\]example\/cpf agora[^”]*…”/);
    // The only links are ours.
    for (const href of hrefs(message.html)) expect(href).toMatch(/^http:\/\/nexo\.test\//);
    expect(message.html).not.toMatch(/<a [^>]*>[^<]*banco/);
  });

  it("is sent only by a proven account", async () => {
    const email = uniqueEmail("unproven-inviter");
    const browser = new Browser();
    await signUp(browser, email, "senha-segura-1", PHISHING_NAME);
    await signIn(browser, email);
    const projectId = await createProjectAs(browser, PHISHING_PROJECT);
    const invitee = uniqueEmail("not-phished");
    const refused = await inviteData(browser, projectId, invitee);
    expect(refused.status).toBe(403);
    expect(await refusalMessage(refused)).toContain("confirme seu e-mail");
    expect(await outboxFor(invitee)).toEqual([]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM project_invitations WHERE project_id = ?1")
      .bind(projectId)
      .first<number>("n");
    expect(rows).toBe(0);
  });

  it("is limited to fifty a day per account, whatever the minute", async () => {
    const inviter = await provenInviter();
    const projectId = await createProjectAs(inviter.browser, "Muitos convites");
    const day = 24 * 60 * 60 * 1000;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime((Math.floor(Date.now() / day) + 2) * day + 60_000);
    for (let i = 0; i < 50; i++) {
      expect((await inviteData(inviter.browser, projectId, uniqueEmail("daily"))).status).toBe(200);
      // One a minute: the per-minute limit never comes into it.
      vi.setSystemTime(Date.now() + 61_000);
    }
    const refused = await inviteData(inviter.browser, projectId, uniqueEmail("daily-over"));
    expect(refused.status).toBe(429);
    expect(await refusalMessage(refused)).toContain("50 convites por dia");
  }, 120_000);

  it("lets the invitee say 'não reconheço este convite': the invitation is declined and the inviter flagged for review", async () => {
    const inviter = await provenInviter("Pessoa Suspeita");
    const projectId = await createProjectAs(inviter.browser, "Projeto Suspeito");
    const invitee = uniqueEmail("reporter");
    expect((await inviteData(inviter.browser, projectId, invitee)).status).toBe(200);
    const message = await latestEmail(invitee, "invitation");
    expect(message.text).toContain("Não reconheço este convite");
    const reportLink = message.text.match(/http:\/\/nexo\.test\/invitations\/not-mine\?token=[\w-]+/)?.[0];
    expect(reportLink).toBeDefined();
    const path = new URL(reportLink ?? "").pathname + new URL(reportLink ?? "").search;

    // Opening the link (a mail scanner does) changes nothing: the page asks.
    const reader = new Browser();
    const page = await reader.fetch(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Não reconheço este convite");
    const pending = () =>
      env.DB.prepare("SELECT count(*) AS n FROM project_invitations WHERE project_id = ?1 AND email = ?2")
        .bind(projectId, invitee)
        .first<number>("n");
    expect(await pending()).toBe(1);

    const token = new URL(reportLink ?? "").searchParams.get("token") ?? "";
    const reported = await reader.post("/invitations/not-mine", { intent: "report-invitation", token });
    expect(reported.status).toBe(200);
    expect(await reported.text()).toContain("Convite recusado");
    expect(await pending()).toBe(0);

    const flag = await env.DB.prepare(
      "SELECT inviter_id, project_id, invitee_email, reviewed_at FROM invitation_reports WHERE project_id = ?1",
    )
      .bind(projectId)
      .first<{ inviter_id: string; project_id: string; invitee_email: string; reviewed_at: number | null }>();
    expect(flag).toEqual({
      inviter_id: await userIdOf(inviter.email),
      project_id: projectId,
      invitee_email: invitee,
      reviewed_at: null,
    });

    // The link works once.
    const again = await reader.post("/invitations/not-mine", { intent: "report-invitation", token });
    expect(await again.text()).toContain("já foi respondido");
    const flags = await env.DB.prepare("SELECT count(*) AS n FROM invitation_reports WHERE project_id = ?1")
      .bind(projectId)
      .first<number>("n");
    expect(flags).toBe(1);
  });
});
