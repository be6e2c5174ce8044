import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "#core/db/client.ts";
import { createProject } from "#core/projects/projects.ts";
import {
  addMemberAs,
  createConversationAs,
  createProjectAs,
  newSignedInUser,
  postNewConversation,
} from "#tests/support/http.ts";

async function project(id: string) {
  return env.DB.prepare("SELECT id, name, description, owner_id FROM projects WHERE id = ?1")
    .bind(id)
    .first<{ id: string; name: string; description: string | null; owner_id: string }>();
}

describe("creating projects", () => {
  it("trims the name, stores an empty description as null and makes the creator a nexo_employee", async () => {
    const { browser } = await newSignedInUser("creator");
    const id = await createProjectAs(browser, "   Projeto Alfa   ", "   ");
    expect(await project(id)).toMatchObject({ name: "Projeto Alfa", description: null });
    const membership = await env.DB.prepare("SELECT role FROM project_members WHERE project_id = ?1").bind(id).all();
    expect(membership.results).toEqual([{ role: "nexo_employee" }]);
    // The redirect selects the new project and carries the success toast.
    const page = await browser.fetch(`/projects/${id}`);
    const html = await page.text();
    expect(html).toContain("Projeto Alfa");
    expect(html).toContain("Projeto criado!");
  });

  it("refuses an empty name with 400 and writes nothing", async () => {
    const { browser } = await newSignedInUser("emptyname");
    const before = await env.DB.prepare("SELECT count(*) AS n FROM projects").first("n");
    const response = await browser.post("/projects?index", { intent: "create-project", name: "   ", description: "x" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Informe o nome do projeto.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM projects").first("n")).toBe(before);
  });

  it("is atomic: when the membership insert fails, the project is not kept either", async () => {
    const { browser } = await newSignedInUser("atomic");
    const owner = await env.DB.prepare("SELECT id FROM users ORDER BY created_at DESC LIMIT 1").first<{ id: string }>();
    await env.DB.exec(
      "CREATE TRIGGER fail_membership BEFORE INSERT ON project_members BEGIN SELECT RAISE(ABORT, 'falha simulada'); END",
    );
    try {
      await expect(
        createProject(database(env.DB), owner?.id ?? "", { name: "Órfão", description: null }),
      ).rejects.toThrow();
      const response = await browser.post("/projects?index", { intent: "create-project", name: "Órfão via rota" });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("Erro ao criar projeto");
    } finally {
      await env.DB.exec("DROP TRIGGER fail_membership");
    }
    const orphans = await env.DB.prepare("SELECT count(*) AS n FROM projects WHERE name LIKE 'Órfão%'").first("n");
    expect(orphans).toBe(0);
  });

  it("lists only the user's projects, newest first, and /projects selects the newest", async () => {
    const { browser } = await newSignedInUser("lister");
    const first = await createProjectAs(browser, "Primeiro");
    const second = await createProjectAs(browser, "Segundo");
    const { browser: stranger } = await newSignedInUser("stranger");
    await createProjectAs(stranger, "Projeto de outra pessoa");
    const dashboard = await (await browser.fetch("/dashboard")).text();
    expect(dashboard.indexOf("Segundo")).toBeLessThan(dashboard.indexOf("Primeiro"));
    expect(dashboard).not.toContain("Projeto de outra pessoa");
    const projects = await browser.fetch("/projects");
    expect(projects.headers.get("Location")).toBe(`/projects/${second}`);
    expect(first).not.toBe(second);
  });
});

describe("conversations", () => {
  it("stores the trimmed name plus the pt-BR date and time, and selects the new session", async () => {
    const { browser } = await newSignedInUser("sessions");
    const projectId = await createProjectAs(browser, "Com conversas");
    const response = await postNewConversation(browser, projectId, "  Planejamento  ");
    expect(response.status).toBe(302);
    const sessionId = response.headers.get("Location")?.match(/session=(.+)$/)?.[1];
    const row = await env.DB.prepare("SELECT title, user_id, project_id FROM conversation_sessions WHERE id = ?1")
      .bind(sessionId)
      .first<{ title: string; project_id: string }>();
    expect(row?.title).toMatch(/^Planejamento - \d{2}\/\d{2}, \d{2}:\d{2}$/);
    expect(row?.project_id).toBe(projectId);
  });

  it("answers an empty name with the spec's message, per variant, and stores nothing", async () => {
    const { browser } = await newSignedInUser("emptysession");
    const projectId = await createProjectAs(browser, "Validação");
    for (const [variant, title] of [
      ["page", "Erro"],
      ["sidebar", "Nome obrigatório"],
    ] as const) {
      const response = await browser.post(`/projects/${projectId}`, {
        intent: "create-conversation",
        name: "   ",
        variant,
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Digite um nome para a conversa");
      expect(html).toContain(title);
    }
    const count = await env.DB.prepare("SELECT count(*) AS n FROM conversation_sessions WHERE project_id = ?1")
      .bind(projectId)
      .first("n");
    expect(count).toBe(0);
  });

  it("opens the newest conversation, without a redirect, when none (or an unknown one) is chosen, and lists sessions newest first", async () => {
    const { browser } = await newSignedInUser("newest");
    const projectId = await createProjectAs(browser, "Ordem");
    await createConversationAs(browser, projectId, "Antiga");
    const newest = await createConversationAs(browser, projectId, "Recente");
    // Shown in place: a redirect would cost the reads of the whole page again.
    for (const path of [`/projects/${projectId}`, `/projects/${projectId}?session=${crypto.randomUUID()}`]) {
      const response = await browser.fetch(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html.match(/data-testid="conversation-title" title="([^"]*)"/)?.[1]).toMatch(/^Recente/);
      // The sidebar marks the same conversation as the open one.
      expect(html).toMatch(new RegExp(`<a[^>]*aria-current="page"[^>]*href="[^"]*session=${newest}"`));
      expect(html.indexOf("Recente")).toBeLessThan(html.indexOf("Antiga"));
    }
  });

  it("a project without conversations shows the consolidated view", async () => {
    const { browser } = await newSignedInUser("consolidated");
    const projectId = await createProjectAs(browser, "Vazio");
    const response = await browser.fetch(`/projects/${projectId}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Conversa Consolidada do Projeto");
  });

  it("renames with the trimmed title; an empty title changes nothing", async () => {
    const { browser } = await newSignedInUser("rename");
    const projectId = await createProjectAs(browser, "Renomear");
    const sessionId = await createConversationAs(browser, projectId, "Original");
    const title = () =>
      env.DB.prepare("SELECT title FROM conversation_sessions WHERE id = ?1").bind(sessionId).first("title");
    const original = await title();
    const page = `/projects/${projectId}?session=${sessionId}`;
    const empty = await browser.post(page, { intent: "rename-conversation", conversationId: sessionId, title: "   " });
    expect(empty.status).toBe(200);
    expect(await title()).toBe(original);
    const renamed = await browser.post(page, {
      intent: "rename-conversation",
      conversationId: sessionId,
      title: "  Novo nome ",
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.text()).toContain("Conversa renomeada");
    expect(await title()).toBe("Novo nome");
  });

  it("cannot rename a session of another project through a project the user owns", async () => {
    const { browser: alice } = await newSignedInUser("alice");
    const aliceProject = await createProjectAs(alice, "Da Alice");
    const aliceSession = await createConversationAs(alice, aliceProject, "Segredo");
    const { browser: bob } = await newSignedInUser("bob");
    const bobProject = await createProjectAs(bob, "Do Bob");
    const response = await bob.post(`/projects/${bobProject}`, {
      intent: "rename-conversation",
      conversationId: aliceSession,
      title: "Invadido",
    });
    expect(response.status).toBe(404);
    const title = await env.DB.prepare("SELECT title FROM conversation_sessions WHERE id = ?1")
      .bind(aliceSession)
      .first("title");
    expect(title).toMatch(/^Segredo - /);
  });
});

describe("members", () => {
  it("never removes the last employee, but removes clients", async () => {
    const { browser: owner } = await newSignedInUser("last");
    const projectId = await createProjectAs(owner, "Último");
    const ownerId = await env.DB.prepare("SELECT owner_id FROM projects WHERE id = ?1")
      .bind(projectId)
      .first<string>("owner_id");
    const { browser: client, email } = await newSignedInUser("removable");
    await addMemberAs(owner, client, projectId, email);
    const clientId = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first<string>("id");

    const lastEmployee = await owner.post(`/projects/${projectId}`, { intent: "remove-member", userId: ownerId ?? "" });
    expect(lastEmployee.status).toBe(409);
    expect(await lastEmployee.text()).toContain("pelo menos um membro da equipe Nexo");
    const removed = await owner.post(`/projects/${projectId}`, { intent: "remove-member", userId: clientId ?? "" });
    expect(removed.status).toBe(200);
    const members = await env.DB.prepare("SELECT user_id FROM project_members WHERE project_id = ?1")
      .bind(projectId)
      .all();
    expect(members.results).toEqual([{ user_id: ownerId }]);
    expect((await client.fetch(`/projects/${projectId}`)).status).toBe(404);
  });
});

describe("load failures", () => {
  /** Takes a table away for one request: its reads fail like a D1 outage would. */
  async function withoutTable(table: string, request: () => Promise<Response>) {
    await env.DB.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`);
    try {
      return await request();
    } finally {
      await env.DB.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`);
    }
  }

  it("the project page still renders, with the catalogue's toasts for documents and messages", async () => {
    const { browser } = await newSignedInUser("loadfail");
    const projectId = await createProjectAs(browser, "Falhas de leitura");
    const conversation = await createConversationAs(browser, projectId, "Conversa");
    const documents = await withoutTable("documents", () =>
      browser.fetch(`/projects/${projectId}?session=${conversation}`),
    );
    expect(documents.status).toBe(200);
    const html = await documents.text();
    expect(html).toContain("Chat do Projeto");
    expect(html).toContain("Erro ao carregar documentos");
    const messages = await withoutTable("chat_messages", () =>
      browser.fetch(`/projects/${projectId}?session=${conversation}`),
    );
    expect(messages.status).toBe(200);
    expect(await messages.text()).toContain("Erro ao carregar mensagens");
  });

  it("the dashboard shell still renders when the conversations cannot be read", async () => {
    const { browser } = await newSignedInUser("loadfail2");
    await createProjectAs(browser, "Sem conversas legíveis");
    const response = await withoutTable("conversation_sessions", () => browser.fetch("/dashboard"));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Erro ao carregar conversas");
  });
});
