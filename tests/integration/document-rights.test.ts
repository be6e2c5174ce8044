import { beforeAll, describe, expect, it } from "vitest";
import { addMemberAs, type Browser, newSignedInUser } from "#tests/support/http.ts";
import { documentRow, settled, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { ownerWithProject } from "#tests/support/project-owner.ts";

/**
 * Who may edit and delete a document (docs/architecture.md, "Decisions"): the
 * person who uploaded it and the project's Nexo team. An invited client reads,
 * annotates and relates every document, but changes only their own.
 */
let lead: Browser;
let client: Browser;
let projectId = "";

beforeAll(async () => {
  ({ owner: lead, projectId } = await ownerWithProject("rights-lead", "Projeto dos papéis"));
  const invited = await newSignedInUser("rights-client");
  client = invited.browser;
  await addMemberAs(lead, client, projectId, invited.email, "client");
});

async function upload(browser: Browser, name: string): Promise<string> {
  const id = await uploadedId(
    await uploadAs(browser, projectId, { name, bytes: `# ${name}\n\nTexto inicial.\n`, mimeType: "text/markdown" }),
  );
  await settled(id);
  return id;
}

const save = (browser: Browser, documentId: string) =>
  browser.fetch(`/api/projects/${projectId}/documents/${documentId}/content`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ content: "# Outro texto\n", baseVersion: 1 }),
  });

const remove = (browser: Browser, documentId: string) =>
  browser.fetch(`/api/projects/${projectId}/documents/${documentId}`, { method: "DELETE" });

async function listed(browser: Browser) {
  const body = (await (await browser.fetch(`/api/projects/${projectId}/documents`)).json()) as {
    documents: { id: string; canChange: boolean }[];
  };
  return new Map(body.documents.map((document) => [document.id, document.canChange]));
}

describe("an invited client and the lead's document", () => {
  it("may neither edit nor delete it: 403 with a Portuguese message, and the document is untouched", async () => {
    const id = await upload(lead, "plano-da-lider.md");
    const edited = await save(client, id);
    expect(edited.status).toBe(403);
    expect(((await edited.json()) as { error: string }).error).toBe(
      "Só quem enviou o documento ou a equipe Nexo do projeto pode editá-lo.",
    );
    const deleted = await remove(client, id);
    expect(deleted.status).toBe(403);
    expect(((await deleted.json()) as { error: string }).error).toBe(
      "Só quem enviou o documento ou a equipe Nexo do projeto pode excluí-lo.",
    );
    expect(await documentRow(id)).toMatchObject({ version: 1 });
    expect((await listed(client)).get(id)).toBe(false);
    expect((await listed(lead)).get(id)).toBe(true);
  });
});

describe("the uploader and the team", () => {
  it("a client edits and deletes their own document; the lead (Nexo team) may change it too", async () => {
    const own = await upload(client, "notas-do-cliente.md");
    expect((await listed(client)).get(own)).toBe(true);
    expect((await save(client, own)).status).toBe(200);
    const other = await upload(client, "rascunho-do-cliente.md");
    expect((await save(lead, other)).status).toBe(200);
    expect((await remove(lead, other)).status).toBe(200);
    expect((await remove(client, own)).status).toBe(200);
    expect(await documentRow(own)).toBeNull();
  });
});
