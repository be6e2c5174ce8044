import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, newSignedInUser, ownerWithConversation, signedUpAccount, uniqueEmail } from "#tests/support/http.ts";

/**
 * The shared pipeline in front of every route: malformed forms get a clear
 * 4xx and change nothing, cross-origin state changes get 403, and every kind
 * of response carries the security headers.
 */
let owner: Browser;
let newcomer: Browser;
let projectId = "";
let conversationId = "";

beforeAll(async () => {
  ({ browser: owner, projectId, conversationId } = await ownerWithConversation("pipeline", "Pipeline"));
  ({ browser: newcomer } = await newSignedInUser("pipeline-new"));
});

/** Row counts of every table a form action can write. */
async function snapshot() {
  const tables = [
    "users",
    "projects",
    "project_members",
    "project_invitations",
    "conversation_sessions",
    "auth_sessions",
  ];
  const counts = await Promise.all(
    tables.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<number>("n")),
  );
  return Object.fromEntries(tables.map((table, i) => [table, counts[i]]));
}

const FORM = "application/x-www-form-urlencoded";
// /auth is posted to signed out (a signed-in visitor of /auth is sent to /dashboard).
const actions = () => [
  {
    name: "/auth login",
    as: () => new Browser(),
    path: "/auth",
    valid: `intent=login&email=${encodeURIComponent(owner.email)}&password=x`,
  },
  {
    name: "/auth signup",
    as: () => new Browser(),
    path: "/auth",
    valid: "intent=signup&email=novo%40exemplo.com.br&password=senha-segura-1&fullName=Ana",
  },
  // A user without projects: /projects would otherwise redirect to the newest one after the action.
  { name: "create project", as: () => newcomer, path: "/projects?index", valid: "intent=create-project&name=Novo" },
  {
    name: "project page",
    as: () => owner,
    path: `/projects/${projectId}?session=${conversationId}`,
    valid: "intent=create-conversation&name=Outra&variant=page",
  },
  {
    name: "dashboard",
    as: () => owner,
    path: "/dashboard",
    valid: `intent=accept-invitation&invitationId=${crypto.randomUUID()}`,
  },
];

const malformed: {
  name: string;
  headers: Record<string, string>;
  body: (valid: string) => BodyInit;
  status: number;
  message: RegExp;
}[] = [
  {
    name: "JSON sent to a form action",
    headers: { "Content-Type": "application/json" },
    body: () => JSON.stringify({ intent: "x" }),
    status: 400,
    message: /formulário/,
  },
  {
    name: "a body that is not a form",
    headers: { "Content-Type": "text/plain" },
    body: (valid) => valid,
    status: 400,
    message: /formulário/,
  },
  {
    name: "no content type at all",
    headers: {},
    body: () => new Blob(["intent=x"]),
    status: 400,
    message: /formulário/,
  },
  {
    name: "broken multipart",
    headers: { "Content-Type": "multipart/form-data; boundary=----nexo" },
    body: () => '------nexo\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsem-fim',
    status: 400,
    message: /malformado/,
  },
  {
    name: "a field sent twice",
    headers: { "Content-Type": FORM },
    body: (valid) => `${valid}&intent=create-project`,
    status: 400,
    message: /Campo repetido/,
  },
  {
    name: "an unknown intent",
    headers: { "Content-Type": FORM },
    body: (valid) => valid.replace(/^intent=[^&]+/, "intent=drop-table"),
    status: 400,
    message: /Ação desconhecida/,
  },
  {
    name: "an oversized form",
    headers: { "Content-Type": FORM },
    body: (valid) => `${valid}&pad=${"x".repeat(70 * 1024)}`,
    status: 413,
    message: /grande demais/,
  },
];

describe("malformed forms get a 4xx with a clear message and change nothing", () => {
  for (const action of ["/auth login", "/auth signup", "create project", "project page", "dashboard"]) {
    it.each(malformed)(`${action}: $name`, async ({ headers, body, status, message }) => {
      const target = actions().find((candidate) => candidate.name === action);
      if (!target) throw new Error(action);
      const before = await snapshot();
      const response = await target.as().fetch(target.path, { method: "POST", headers, body: body(target.valid) });
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe("sign-in with a repeated e-mail field", () => {
  it("is refused before any password check: the victim's sign-in counters never move", async () => {
    const victim = await signedUpAccount("victim");
    const attack = (password: string) =>
      new Browser().fetch("/auth", {
        method: "POST",
        headers: { "Content-Type": FORM },
        body: `intent=login&email=${encodeURIComponent(uniqueEmail("decoy"))}&email=${encodeURIComponent(victim)}&password=${password}`,
      });
    for (let i = 0; i < 12; i++) {
      const response = await attack(`palpite-${i}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Campo repetido no formulário: email");
    }
    // Refused before any check, so none of the victim's sign-in counters moved, and the victim signs in.
    const counters = await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE ?1")
      .bind(`sign-in%${victim.toLowerCase()}%`)
      .first<number>("n");
    expect(counters).toBe(0);
    expect(
      (await new Browser().post("/auth", { intent: "login", email: victim, password: "senha-segura-1" })).status,
    ).toBe(302);
    // Even the right password in the doubled form gets nowhere.
    expect((await attack("senha-segura-1")).status).toBe(400);
  });
});

describe("cross-origin state changes", () => {
  const targets = () => [
    {
      path: "/auth",
      body: `intent=login&email=${encodeURIComponent(owner.email)}&password=senha-segura-1`,
      type: FORM,
    },
    { path: "/auth/forgot", body: `email=${encodeURIComponent(owner.email)}`, type: FORM },
    { path: "/auth/reset", body: "token=x&password=outra-frase-forte-9", type: FORM },
    { path: "/auth/mfa", body: "intent=totp&code=123456", type: FORM },
    { path: "/account/security", body: "intent=sign-out-others", type: FORM },
    { path: "/invitations/not-mine", body: `invitationId=${crypto.randomUUID()}`, type: FORM },
    { path: "/logout", body: "", type: FORM },
    { path: "/projects?index", body: "intent=create-project&name=Forjado", type: FORM },
    { path: `/projects/${projectId}`, body: "intent=create-conversation&name=Forjada&variant=page", type: FORM },
    { path: `/projects/${projectId}`, body: "intent=leave-project", type: FORM },
    { path: "/dashboard", body: `intent=decline-invitation&invitationId=${crypto.randomUUID()}`, type: FORM },
    { path: "/api/functions/ouvidoria-ai-agent", body: "{}", type: "application/json" },
  ];

  it.each([
    ["a foreign Origin", { Origin: "https://evil.example" }],
    ["Origin: null", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }],
    // Remix's own check compares Origin with X-Forwarded-Host (else Host) and answered 500 with an empty body.
    ["X-Forwarded-Host differing from Origin", { Origin: "http://nexo.test", "X-Forwarded-Host": "evil.example" }],
    [
      "X-Forwarded-Host listing another host first",
      { Origin: "http://nexo.test", "X-Forwarded-Host": "evil.example, nexo.test" },
    ],
    [
      "X-Forwarded-Host and Origin both foreign",
      { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
    ],
    ["Host differing from Origin", { Origin: "http://nexo.test", Host: "evil.example" }],
    ["a malformed Origin", { Origin: "not a url" }],
  ])("%s gets 403 everywhere and changes nothing", async (_name, extra) => {
    const before = await snapshot();
    for (const target of targets()) {
      const response = await owner.fetch(target.path, {
        method: "POST",
        headers: { "Content-Type": target.type, ...extra },
        body: target.body,
      });
      expect(response.status, target.path).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe("Origem da requisição não permitida.");
    }
    expect(await snapshot()).toEqual(before);
    // Still signed in: /logout did not run.
    expect((await owner.fetch("/dashboard")).status).toBe(200);
  });

  it("the same origin passes", async () => {
    const response = await owner.fetch(`/projects/${projectId}?session=${conversationId}`, {
      method: "POST",
      // A browser always sends Host; Remix compares it with Origin on document posts too.
      headers: { "Content-Type": FORM, Origin: "http://nexo.test", Host: "nexo.test", "Sec-Fetch-Site": "same-origin" },
      body: `intent=rename-conversation&conversationId=${conversationId}&title=Renomeada`,
    });
    expect(response.status).toBe(200);
  });
});

describe("security headers", () => {
  function expectSecurityHeaders(response: Response) {
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
  }

  it("a page carries a per-request nonce that its scripts use", async () => {
    const first = await new Browser().fetch("/");
    const second = await new Browser().fetch("/");
    expectSecurityHeaders(first);
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second)).not.toBe(nonce);
    const html = await first.text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Development runs on http: no HSTS there.
    expect(first.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("personal responses are never stored by caches", async () => {
    const dashboard = await owner.fetch("/dashboard");
    expect(dashboard.headers.get("Cache-Control")).toBe("no-store");
  });

  it("a .data response, an API response, an API 404 and a redirect carry them too", async () => {
    const data = await owner.fetch(`/dashboard.data`);
    expect(data.status).toBe(200);
    expectSecurityHeaders(data);
    const api = await new Browser().fetch("/api/health");
    expectSecurityHeaders(api);
    const missing = await new Browser().fetch("/api/nao-existe");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Recurso não encontrado.", code: "not_found" });
    expectSecurityHeaders(missing);
    const redirect = await new Browser().fetch("/dashboard");
    expect(redirect.status).toBe(302);
    expectSecurityHeaders(redirect);
  });
});
