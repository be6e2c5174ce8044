// A signed-in HTTP client for benchmarks: signs a fresh user up and in through
// the real /auth form, keeping the session cookie, and does what the benches
// that talk to the app as a client share: a project, a Markdown upload, the
// wait for its ingestion, a chat question; each request waits out the per-user
// rate limit (429 with Retry-After) instead of counting it as an answer.
export async function signedInClient(base, label = "bench") {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
  const password = "senha-bench-123";
  const origin = { Origin: base };
  await fetch(`${base}/auth`, {
    method: "POST",
    headers: origin,
    body: new URLSearchParams({ intent: "signup", email, password, fullName: "Bench" }),
  });
  const login = await fetch(`${base}/auth`, {
    method: "POST",
    headers: origin,
    redirect: "manual",
    body: new URLSearchParams({ intent: "login", email, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith("nexo_session="));
  if (!cookie) throw new Error(`login falhou (${login.status})`);
  const client = {
    cookie,
    fetch: (path, init = {}) =>
      fetch(`${base}${path}`, {
        ...init,
        redirect: "manual",
        headers: { Cookie: cookie, Origin: base, ...(init.headers ?? {}) },
      }),
    /** Sends a request again after each 429, as long as the server asks. */
    async patiently(send) {
      for (;;) {
        const response = await send();
        if (response.status !== 429) return response;
        const wait = Number(response.headers.get("Retry-After") ?? 5);
        await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
      }
    },
    /** Uploads a Markdown document through process-upload; its id. */
    async uploadMarkdown(projectId, name, markdown) {
      const response = await client.patiently(() => {
        const form = new FormData();
        form.set("file", new File([markdown], name, { type: "text/markdown" }));
        form.set("projectId", projectId);
        form.set("documentType", "reference");
        form.set("documentDescription", "");
        return client.fetch("/api/functions/process-upload", { method: "POST", body: form });
      });
      if (response.status !== 201) throw new Error(`upload de ${name}: ${response.status} ${await response.text()}`);
      return (await response.json()).document.id;
    },
    /** Waits until `count` of the project's documents are ready; throws on a failed one or after `minutes`. */
    async waitForIngestion(projectId, count, minutes = 10) {
      const deadline = Date.now() + minutes * 60_000;
      while (Date.now() < deadline) {
        const { documents } = await (await client.fetch(`/api/projects/${projectId}/documents`)).json();
        const failed = documents.filter((document) => document.status === "failed");
        if (failed.length > 0)
          throw new Error(`ingestão falhou: ${failed.map((d) => `${d.name}: ${d.statusReason}`).join("; ")}`);
        if (documents.filter((document) => document.status === "ready").length >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      throw new Error(`a ingestão não terminou em ${minutes} minutos`);
    },
    /** One question through chat-orchestrator (JSON): its body, or `{ message: "", error }` when refused. */
    async ask(projectId, sessionId, message) {
      const response = await client.patiently(() =>
        client.fetch("/api/functions/chat-orchestrator", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ projectId, sessionId, message }),
        }),
      );
      const body = await response.json();
      return response.ok ? body : { message: "", sources: [], error: `${response.status}: ${body.error}` };
    },
    async createProject(name) {
      const response = await client.fetch("/projects?index", {
        method: "POST",
        body: new URLSearchParams({ intent: "create-project", name }),
      });
      const id = response.headers.get("Location")?.match(/\/projects\/([0-9a-f-]{36})/)?.[1];
      if (!id) throw new Error(`projeto não criado (${response.status})`);
      return id;
    },
  };
  return client;
}

/** Text compared as a reader would: accents and case folded, white space collapsed. */
export function fold(text) {
  return String(text)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ");
}
