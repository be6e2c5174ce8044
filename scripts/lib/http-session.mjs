// A signed-in HTTP client for benchmarks: signs a fresh user up and in through
// the real /auth form and creates a project, keeping the session cookie.
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
