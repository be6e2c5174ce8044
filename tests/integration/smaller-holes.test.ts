import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { documentRow, drainIngestion, settled, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { Browser, createProjectAs, newSignedInUser } from "#tests/support/http.ts";

/**
 * Smaller holes a security review found: a document saved
 * from the Canvas is held to what an upload is, a repeated query parameter on
 * the token endpoint is refused, and a form body is never read past its limit.
 * (A clientMessageId reused across projects is in exactly-once.test.ts.)
 */

afterAll(() => drainIngestion());

const LIMIT = 1024 * 1024; // UPLOAD_MAX_MB in the test pool (vitest.config.ts)

async function editableDocument() {
  const { browser } = await newSignedInUser("holes");
  const projectId = await createProjectAs(browser, "Buracos menores");
  const id = await uploadedId(
    await uploadAs(browser, projectId, { name: "Manual.md", bytes: "# Manual\n\nTexto original.\n" }),
  );
  await settled(id);
  const save = (content: string, baseVersion = 1) =>
    browser.fetch(`/api/projects/${projectId}/documents/${id}/content`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: "http://nexo.test" },
      body: JSON.stringify({ content, baseVersion }),
    });
  return { browser, projectId, id, save };
}

const stored = async (projectId: string, id: string) => {
  const row = await documentRow(id);
  const object = await env.DOCUMENTS.get(row?.storage_path ?? `projects/${projectId}/documents/${id}`);
  return { version: row?.version, text: await object?.text() };
};

describe("saving a document from the Canvas", () => {
  it("holds the content to the upload limit: over it is a 413, and nothing stored changes", async () => {
    const { projectId, id, save } = await editableDocument();
    const before = await stored(projectId, id);
    const over = await save(`# Grande\n\n${"a".repeat(LIMIT)}`);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { error: string }).error).toContain("limite de 1 MB");
    expect(await stored(projectId, id)).toEqual(before);
    // Exactly at the limit is fine.
    const body = `# Grande\n\n`;
    expect((await save(body + "a".repeat(LIMIT - body.length))).status).toBe(200);
  });

  it("looks at the content as an upload does: binary, HTML or empty text is refused with the reason", async () => {
    const { projectId, id, save } = await editableDocument();
    const before = await stored(projectId, id);
    for (const [content, reason] of [
      ["texto\u0000binário", "parece binário"],
      ["<!DOCTYPE html><html><body>oi</body></html>", "HTML"],
      ["", "não pode ficar vazio"],
      ["%PDF-1.7\nconteúdo", "PDF"],
    ] as const) {
      const refused = await save(content);
      expect(refused.status, content).toBe(415);
      expect(((await refused.json()) as { error: string }).error, content).toContain(reason);
    }
    expect(await stored(projectId, id)).toEqual(before);
  });
});

describe("POST /api/auth/token", () => {
  it("refuses a query parameter sent twice instead of reading its first value", async () => {
    const { browser } = await newSignedInUser("token-twice");
    const response = await new Browser().fetch("/api/auth/token?grant_type=password&grant_type=refresh_token", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: browser.email, password: "senha-segura-1" }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("Parâmetro repetido: grant_type.");
  });
});

describe("a form body", () => {
  it("that hides its size is read only up to the limit, then refused with 413", async () => {
    const { browser } = await newSignedInUser("form-stream");
    let sent = 0;
    const chunk = new TextEncoder().encode(`name=${"a".repeat(16 * 1024)}&`);
    // A stream without Content-Length that would never end: reading it whole could not finish.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await browser.fetch("/projects?index", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    // It stopped soon after the 64 KB limit rather than reading on.
    expect(sent).toBeLessThan(1024 * 1024);
  });
});
