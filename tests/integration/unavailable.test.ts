import { createExecutionContext, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import web from "#workers/web.ts";
import { faultyD1 } from "#tests/support/faulty-d1.ts";
import { type Browser, createProjectAs, newSignedInUser } from "#tests/support/http.ts";
import { documentRow, settled, uploadAs, uploadedId } from "#tests/support/documents.ts";

/**
 * D1 or a project's store not answering is an outage: the web Worker answers 503 with Retry-After (JSON under
 * /api, the page otherwise), never a 500 that says something is broken for good. Each D1 statement of a request
 * fails in turn, once and then as the start of an outage (tests/support/faulty-d1.ts); whatever failed, the
 * answer is a success or a 503 to retry. (A page's reads go in one batch that, failed, is sent again read by
 * read: a statement failing once is then answered in full.)
 */
let owner: Browser;
let projectId = "";
let documentId = "";

beforeAll(async () => {
  ({ browser: owner } = await newSignedInUser("outage"));
  projectId = await createProjectAs(owner, "Indisponível");
  documentId = await uploadedId(
    await uploadAs(owner, projectId, { name: "Manual.md", bytes: "# Manual\n\n## Prazos\n\nO prazo é de 15 dias.\n" }),
  );
  expect((await settled(documentId))?.status).toBe("ready");
});

/** The same browser, reaching the web Worker with another env (a faulty D1, an unreachable store). */
function through(changes: Partial<Env>): Browser {
  const browser = Object.assign(Object.create(Object.getPrototypeOf(owner)), owner) as Browser;
  browser.send = async (request) => web.fetch(request, { ...env, ...changes }, createExecutionContext());
  return browser;
}

async function everyStatementFailing(path: string, accept: string) {
  const counting = faultyD1(env.DB, null);
  const healthy = await through({ DB: counting.db }).fetch(path, { headers: { Accept: accept } });
  expect(healthy.status).toBe(200);
  const answers: { failAt: number; status: number; retryAfter: string | null; body: string; failed: string | null }[] =
    [];
  for (const staysDown of [false, true])
    for (let failAt = 1; failAt <= counting.statements; failAt++) {
      const faulty = faultyD1(env.DB, failAt, { staysDown });
      const response = await through({ DB: faulty.db }).fetch(path, { headers: { Accept: accept } });
      answers.push({
        failAt,
        status: response.status,
        retryAfter: response.headers.get("Retry-After"),
        body: await response.text(),
        failed: faulty.failed,
      });
    }
  return answers;
}

describe("D1 unavailable", () => {
  it("an API call answers 503 with Retry-After and the Portuguese message, whichever statement failed", async () => {
    const answers = await everyStatementFailing(`/api/projects/${projectId}/documents`, "application/json");
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect([200, 503], `statement ${answer.failAt}: ${answer.failed}`).toContain(answer.status);
      if (answer.status !== 503) continue;
      expect(answer.retryAfter).toBe("30");
      expect(JSON.parse(answer.body)).toEqual({
        error: "Serviço indisponível no momento. Tente novamente em instantes.",
        code: "unavailable",
      });
    }
  });

  it("a page answers 503 with Retry-After, whichever statement failed", async () => {
    const answers = await everyStatementFailing(`/projects/${projectId}`, "text/html");
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect([200, 503], `statement ${answer.failAt}: ${answer.failed}`).toContain(answer.status);
      if (answer.status === 503) expect(answer.retryAfter).toBe("30");
    }
  });
});

describe("a project's store unavailable", () => {
  it("reading a document's content answers 503 with Retry-After", async () => {
    const unreachable = {
      idFromName: (name: string) => env.PROJECT_STORE.idFromName(name),
      get: () =>
        new Proxy(
          {},
          {
            get: (_target, property) =>
              property === "then"
                ? undefined
                : () => Promise.reject(Object.assign(new Error("Network connection lost."), { retryable: true })),
          },
        ),
    } as unknown as Env["PROJECT_STORE"];
    const response = await through({ PROJECT_STORE: unreachable }).fetch(
      `/api/projects/${projectId}/documents/${documentId}/passages/1`,
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await response.json()).toMatchObject({ code: "unavailable" });
    // Nothing changed for the document meanwhile.
    expect((await documentRow(documentId))?.status).toBe("ready");
  });
});
