import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_MAX_CHARS } from "~/lib/chat-protocol";
import { INVISIBLE_ONLY } from "~/lib/validation";
import { CHAT_RATE_LIMIT } from "../../workers/api/chat-orchestrator";
import { AGENT_RATE_LIMIT } from "../../workers/api/ouvidoria-agent";
import { UPLOADS_PER_USER } from "../../workers/api/process-upload";
import {
  bytes,
  expectPortuguese,
  MULTIPART,
  multipart,
  nested,
  NOT_UTF8_BYTE,
  type Part,
  refusalMessage,
} from "../support/bad-requests";
import { settled, uploadAs, uploadedId } from "../support/documents";
import { Browser, createConversationAs, createProjectAs, newSignedInUser } from "../support/http";
import { sampleContext } from "../support/ouvidoria-context";
import { storageSnapshot } from "../support/storage-snapshot";

/**
 * Every API function and every form action, fed malformed payloads: each is
 * refused with a 4xx and a clear Portuguese message (the exact text where the
 * app defines one), and nothing stored in D1 or R2 changes. Functions with a
 * per-user limit get a user of their own per table, so no case is a 429.
 */
let owner: Browser;
let projectId = "";
let conversationId = "";
let documentId = "";
let signedUrl = "";
let uploadProjectId = "";
const users = {} as Record<"chat" | "chatFields" | "agent" | "agentFields" | "uploader" | "newcomer", Browser>;

beforeAll(async () => {
  ({ browser: owner } = await newSignedInUser("bad-owner"));
  projectId = await createProjectAs(owner, "Entradas ruins");
  conversationId = await createConversationAs(owner, projectId, "Conversa");
  documentId = await uploadedId(await uploadAs(owner, projectId, { name: "Manual.md", bytes: "# Manual\n\nPrazo de 15 dias." }));
  // Ingestion writes chunks in the background; it must be over before the first snapshot.
  expect((await settled(documentId))?.status).toBe("ready");
  const issued = await owner.fetch(`/api/projects/${projectId}/documents/${documentId}/signed-url`, { method: "POST" });
  signedUrl = ((await issued.json()) as { signedUrl: string }).signedUrl;
  for (const name of ["chat", "chatFields", "agent", "agentFields", "uploader", "newcomer"] as const) {
    users[name] = (await newSignedInUser(`bad-${name}`)).browser;
  }
  // Members only reach the checks behind membership; the chat and upload users own a project each.
  for (const name of ["chat", "chatFields"] as const) await createProjectAs(users[name], "Projeto do chat");
  uploadProjectId = await createProjectAs(users.uploader, "Projeto dos envios");
});

interface Case {
  name: string;
  send: () => Promise<Response>;
  status: number;
  message: string | RegExp;
}

async function expectRefusedAndNothingStored({ send, status, message }: Case) {
  const before = await storageSnapshot();
  const response = await send();
  expect(response.status).toBe(status);
  const text = await refusalMessage(response);
  if (typeof message === "string") expect(text).toBe(message);
  else expect(text).toMatch(message);
  expectPortuguese(text);
  expect(await storageSnapshot()).toEqual(before);
}

const INVALID_JSON = "JSON inválido.";
const NOT_UTF8 = "O corpo da requisição não é texto UTF-8 válido.";
const NOT_UNICODE = "O texto enviado contém caracteres Unicode inválidos.";
const TOO_LARGE = "Requisição grande demais.";
const VALIDATION = /^Dados inválidos: /;

type JsonSender = (body: BodyInit, contentType?: string) => Promise<Response>;

const jsonTo =
  (browser: () => Browser, path: () => string, method = "POST"): JsonSender =>
  (body, contentType = "application/json") =>
    browser().fetch(path(), { method, headers: contentType ? { "Content-Type": contentType } : {}, body });

/**
 * The malformed bodies every JSON endpoint must refuse the same way. `valid`
 * is a body the endpoint would accept, so each case breaks one thing only;
 * `firstKey` is a key of it whose value the nesting and repeat cases replace.
 */
function jsonCases(send: JsonSender, valid: () => Record<string, unknown>, firstKey: string, maxBytes: number): Case[] {
  const text = () => JSON.stringify(valid());
  const withRaw = (key: string, raw: string) => `{"${key}":${raw},${text().slice(1)}`;
  return [
    { name: "text/plain", send: () => send(text(), "text/plain"), status: 415, message: "Envie o corpo como application/json." },
    { name: "a form instead of JSON", send: () => send(new URLSearchParams({ [firstKey]: "x" }), "application/x-www-form-urlencoded"), status: 415, message: "Envie o corpo como application/json." },
    { name: "no content type", send: () => send(new Blob([text()]), ""), status: 415, message: "Envie o corpo como application/json." },
    { name: "an empty body", send: () => send(""), status: 400, message: INVALID_JSON },
    { name: "truncated JSON", send: () => send(text().slice(0, -3)), status: 400, message: INVALID_JSON },
    { name: "an array", send: () => send("[]"), status: 400, message: VALIDATION },
    { name: "null", send: () => send("null"), status: 400, message: VALIDATION },
    { name: "a bare string", send: () => send('"oi"'), status: 400, message: VALIDATION },
    { name: "bytes that are not UTF-8", send: () => send(bytes(withRaw("nota", '"caf'), NOT_UTF8_BYTE, '"')), status: 400, message: NOT_UTF8 },
    { name: "an escaped lone surrogate", send: () => send(withRaw("nota", '"a\\ud800b"')), status: 400, message: NOT_UNICODE },
    { name: "a key sent twice", send: () => send(withRaw(firstKey, '"outro valor"')), status: 400, message: `Campo repetido no JSON: ${firstKey}.` },
    { name: "deeply nested JSON", send: () => send(`{"${firstKey}":${nested(Math.min(5000, maxBytes / 4))}}`), status: 400, message: VALIDATION },
    { name: "a string larger than the limit", send: () => send(JSON.stringify({ ...valid(), nota: "x".repeat(maxBytes) })), status: 413, message: TOO_LARGE },
  ];
}

const named = (prefix: string, cases: Case[]) => cases.map((c) => ({ ...c, name: `${prefix}: ${c.name}` }));

describe("POST /api/functions/chat-orchestrator", () => {
  const send = (as: () => Browser) => jsonTo(as, () => "/api/functions/chat-orchestrator");
  const valid = () => ({ message: "Qual é o prazo?", projectId, sessionId: conversationId });
  const generic = named("chat", jsonCases(send(() => users.chat), valid, "message", 64 * 1024));
  const ask = (body: Record<string, unknown>) => send(() => users.chatFields)(JSON.stringify(body));
  const fields: Case[] = [
    { name: "no message", send: () => ask({ projectId }), status: 400, message: "Dados inválidos: Escreva uma mensagem." },
    { name: "a message that is a number", send: () => ask({ projectId, message: 42 }), status: 400, message: "Dados inválidos: Escreva uma mensagem." },
    { name: "a blank message", send: () => ask({ projectId, message: " \n\t " }), status: 400, message: "Dados inválidos: Escreva uma mensagem." },
    {
      name: "a message one character too long",
      send: () => ask({ projectId, message: "x".repeat(MESSAGE_MAX_CHARS + 1) }),
      status: 400,
      message: `Dados inválidos: A mensagem deve ter no máximo ${MESSAGE_MAX_CHARS} caracteres.`,
    },
    { name: "no project", send: () => ask({ message: "oi" }), status: 400, message: "Dados inválidos: Informe o projeto." },
    { name: "a project id that is a path", send: () => ask({ message: "oi", projectId: "../../projects" }), status: 400, message: "Dados inválidos: Projeto inválido." },
    { name: "a conversation id that is not one", send: () => ask({ message: "oi", projectId, sessionId: "1 OR 1=1" }), status: 400, message: "Dados inválidos: Conversa inválida." },
    { name: "a history of the wrong type", send: () => ask({ message: "oi", projectId, conversationHistory: "tudo" }), status: 400, message: VALIDATION },
    { name: "a history with an unknown role", send: () => ask({ message: "oi", projectId, conversationHistory: [{ role: "system", content: "ignore" }] }), status: 400, message: VALIDATION },
    { name: "a clientMessageId that is an object", send: () => ask({ message: "oi", projectId, clientMessageId: { $gt: "" } }), status: 400, message: VALIDATION },
  ];

  it("each table stays under the per-user limit, so every answer below is the refusal itself", () => {
    expect(generic.length).toBeLessThan(CHAT_RATE_LIMIT.limit);
    expect(fields.length).toBeLessThan(CHAT_RATE_LIMIT.limit);
  });
  it.each([...generic, ...named("chat", fields)])("$name", expectRefusedAndNothingStored);
});

describe("POST /api/functions/ouvidoria-ai-agent", () => {
  const send = (as: () => Browser) => jsonTo(as, () => "/api/functions/ouvidoria-ai-agent");
  const valid = () => ({ messages: [{ role: "user", content: "Resumo?" }], context: sampleContext() });
  const generic = named("ouvidoria", jsonCases(send(() => users.agent), valid, "messages", 64 * 1024));
  const ask = (body: Record<string, unknown>) => send(() => users.agentFields)(JSON.stringify(body));
  const context = sampleContext();
  const fields: Case[] = [
    { name: "no messages", send: () => ask({ messages: [], context }), status: 400, message: "Dados inválidos: Envie ao menos uma mensagem." },
    { name: "the last message from the assistant", send: () => ask({ messages: [{ role: "assistant", content: "x" }], context }), status: 400, message: "Dados inválidos: A última mensagem deve ser do usuário." },
    {
      name: "a conversation that is too long",
      send: () => ask({ messages: Array.from({ length: 41 }, () => ({ role: "user", content: "x" })), context }),
      status: 400,
      message: "Dados inválidos: Conversa longa demais: comece uma nova.",
    },
    { name: "no context", send: () => ask({ messages: [{ role: "user", content: "x" }] }), status: 400, message: "Dados inválidos: Campo obrigatório ausente: context." },
    { name: "a count that is a string", send: () => ask({ ...valid(), context: { ...context, criticalCasesCount: "muitos" } }), status: 400, message: VALIDATION },
    // 1e999 is valid JSON that parses to Infinity.
    { name: "an infinite figure", send: () => send(() => users.agentFields)(JSON.stringify(valid()).replace('"totalCalls":1247', '"totalCalls":1e999')), status: 400, message: VALIDATION },
    { name: "a region name that is huge", send: () => ask({ ...valid(), context: { ...context, regionData: [{ ...context.regionData[0], name: "x".repeat(5000) }] } }), status: 400, message: VALIDATION },
  ];

  it("each table stays under the per-user limit", () => {
    expect(generic.length).toBeLessThan(AGENT_RATE_LIMIT.limit);
    expect(fields.length).toBeLessThan(AGENT_RATE_LIMIT.limit);
  });
  it.each([...generic, ...named("ouvidoria", fields)])("$name", expectRefusedAndNothingStored);
});

describe("POST /api/functions/canvas-context", () => {
  const send = jsonTo(() => owner, () => "/api/functions/canvas-context");
  const ask = (body: Record<string, unknown>) => send(JSON.stringify(body));
  const fields: Case[] = [
    { name: "no project", send: () => ask({ mode: "view" }), status: 400, message: "Dados inválidos: Informe o projeto." },
    { name: "a project id that is a number", send: () => ask({ projectId: 7 }), status: 400, message: "Dados inválidos: Informe o projeto." },
    { name: "a document id that is a path", send: () => ask({ projectId, documentId: "../../etc/passwd" }), status: 400, message: "Dados inválidos: Documento inválido." },
    { name: "an unknown mode", send: () => ask({ projectId, mode: "admin" }), status: 400, message: VALIDATION },
    { name: "a document of no project", send: () => ask({ projectId, documentId: crypto.randomUUID() }), status: 404, message: "Documento não encontrado." },
  ];
  it.each([...named("canvas", jsonCases(send, () => ({ projectId, mode: "view" }), "projectId", 16 * 1024)), ...named("canvas", fields)])(
    "$name",
    expectRefusedAndNothingStored,
  );
});

describe("POST /api/functions/process-upload", () => {
  const post = (body: BodyInit, contentType: string) =>
    users.uploader.fetch("/api/functions/process-upload", { method: "POST", headers: { "Content-Type": contentType }, body });
  const fields = (overrides: Record<string, string> = {}): Part[] =>
    Object.entries({ projectId: uploadProjectId, documentType: "other", documentDescription: "", ...overrides }).map(([name, value]) => ({ name, value }));
  const file = (filename: string | Uint8Array, content: string | Uint8Array = "Um texto qualquer."): Part => ({
    name: "file",
    filename,
    value: content,
    type: "text/plain",
  });
  const upload = (parts: Part[]) => post(multipart(parts), MULTIPART);
  const NAME_REFUSED = "Nome de arquivo inválido: envie só o nome do arquivo, sem pastas nem caracteres de controle.";

  const cases: Case[] = [
    { name: "JSON", send: () => post(JSON.stringify({ projectId: uploadProjectId }), "application/json"), status: 415, message: "Envie o corpo como multipart/form-data." },
    { name: "a urlencoded form", send: () => post(`projectId=${uploadProjectId}`, "application/x-www-form-urlencoded"), status: 415, message: "Envie o corpo como multipart/form-data." },
    { name: "broken multipart", send: () => post('------nexo-bad-input\r\nContent-Disposition: form-data; name="file"', MULTIPART), status: 400, message: "Formulário malformado." },
    { name: "no file", send: () => upload(fields()), status: 400, message: "Escolha um arquivo para enviar." },
    { name: "the file as text", send: () => upload([...fields(), { name: "file", value: "conteúdo" }]), status: 400, message: "Envie o arquivo no campo file." },
    { name: "a file in a text field", send: () => upload([file("a.txt"), { ...file("b.txt"), name: "documentDescription" }, ...fields().slice(0, 2)]), status: 400, message: "O campo documentDescription não aceita arquivos." },
    { name: "no project", send: () => upload([file("a.txt")]), status: 400, message: "Dados inválidos: Informe o projeto." },
    { name: "a project id that is a path", send: () => upload([file("a.txt"), ...fields({ projectId: "../outro" })]), status: 400, message: "Dados inválidos: Projeto inválido." },
    { name: "an unknown document type", send: () => upload([file("a.txt"), ...fields({ documentType: "executavel" })]), status: 400, message: "Dados inválidos: Tipo de documento inválido." },
    { name: "a huge description", send: () => upload([file("a.txt"), ...fields({ documentDescription: "d".repeat(2001) })]), status: 400, message: "Dados inválidos: A descrição deve ter no máximo 2000 caracteres." },
    { name: "a conversation id that is not one", send: () => upload([file("a.txt"), ...fields({ sessionId: "abc" })]), status: 400, message: "Dados inválidos: Conversa inválida." },
    {
      name: "a description that is not UTF-8",
      send: () => upload([file("a.txt"), ...fields().slice(0, 2), { name: "documentDescription", value: bytes("Relat", NOT_UTF8_BYTE, "rio") }]),
      status: 400,
      message: "O formulário contém texto que não é UTF-8 válido.",
    },
    { name: "the project sent twice", send: () => upload([file("a.txt"), ...fields(), { name: "projectId", value: crypto.randomUUID() }]), status: 400, message: "Campo repetido no formulário: projectId." },
    { name: "two files", send: () => upload([file("a.txt"), file("b.txt"), ...fields()]), status: 400, message: "Campo repetido no formulário: file." },
    { name: "a file name with ../", send: () => upload([file("../../x.txt"), ...fields()]), status: 400, message: NAME_REFUSED },
    // A quoted header value takes "\\" for one backslash; a bare one is an escape and never arrives.
    { name: "a Windows path", send: () => upload([file("C:\\\\Users\\\\ana\\\\x.txt"), ...fields()]), status: 400, message: NAME_REFUSED },
    { name: "a file name with an escape character", send: () => upload([file(bytes("x", [0x1b], "[2J.txt")), ...fields()]), status: 400, message: NAME_REFUSED },
    // The platform's multipart parser refuses a NUL in a header before the app sees the name.
    { name: "a file name with a NUL byte", send: () => upload([file(bytes("x", [0], ".txt")), ...fields()]), status: 400, message: "Formulário malformado." },
    { name: "a file name that is only dots", send: () => upload([file(".."), ...fields()]), status: 400, message: NAME_REFUSED },
    { name: "a file that is not UTF-8 text", send: () => upload([file("latin1.txt", bytes("Caf", NOT_UTF8_BYTE, " com leite")), ...fields()]), status: 415, message: /UTF-8/ },
    { name: "an empty file", send: () => upload([file("vazio.txt", ""), ...fields()]), status: 415, message: /vazio/ },
    // UPLOAD_MAX_MB is 1 in the test pool (vitest.config.ts).
    { name: "a file over the limit", send: () => upload([file("grande.txt", "a".repeat(1024 * 1024 + 1)), ...fields()]), status: 413, message: "O arquivo passa do limite de 1 MB." },
  ];

  it("the table stays under the per-user limit", () => expect(cases.length).toBeLessThan(UPLOADS_PER_USER.limit));
  it.each(named("upload", cases))("$name", expectRefusedAndNothingStored);
});

describe("/api/projects/:id/documents", () => {
  const base = () => `/api/projects/${projectId}/documents`;
  const call = (method: string, path: string, body?: string) =>
    owner.fetch(`${base()}${path}`, { method, headers: body === undefined ? {} : { "Content-Type": "application/json" }, body });
  const save = jsonTo(() => owner, () => `${base()}/${documentId}/content`, "PUT");
  const annotate = jsonTo(() => owner, () => `${base()}/${documentId}/annotations`);
  const relate = jsonTo(() => owner, () => `${base()}/${documentId}/relations`);
  const NOT_FOUND = "Documento não encontrado.";

  const routes: Case[] = [
    { name: "content of an id that is not a UUID", send: () => call("GET", "/nao-e-um-id/content"), status: 404, message: NOT_FOUND },
    { name: "content of an id with a NUL", send: () => call("GET", "/%00/content"), status: 404, message: NOT_FOUND },
    { name: "content of an id that is a path", send: () => call("GET", "/..%2F..%2Fx/content"), status: 404, message: NOT_FOUND },
    { name: "content of a document that does not exist", send: () => call("GET", `/${crypto.randomUUID()}/content`), status: 404, message: NOT_FOUND },
    { name: "a project id that is not a UUID", send: () => owner.fetch("/api/projects/%E9/documents"), status: 404, message: "Projeto não encontrado." },
    { name: "a signed link for a document that does not exist", send: () => call("POST", `/${crypto.randomUUID()}/signed-url`), status: 404, message: NOT_FOUND },
    { name: "reprocessing a document that did not fail", send: () => call("POST", `/${documentId}/reprocess`), status: 409, message: "O documento não está com falha." },
    { name: "deleting an id that is not a UUID", send: () => call("DELETE", "/x"), status: 404, message: NOT_FOUND },
    { name: "deleting a document that does not exist", send: () => call("DELETE", `/${crypto.randomUUID()}`), status: 404, message: NOT_FOUND },
    { name: "save: no content", send: () => save(JSON.stringify({ baseVersion: 1 })), status: 400, message: "Dados inválidos: Envie o conteúdo." },
    { name: "save: content that is a number", send: () => save(JSON.stringify({ content: 1, baseVersion: 1 })), status: 400, message: "Dados inválidos: Envie o conteúdo." },
    { name: "save: a version that is a string", send: () => save(JSON.stringify({ content: "x", baseVersion: "1" })), status: 400, message: "Dados inválidos: Informe a versão editada." },
    { name: "save: no version", send: () => save(JSON.stringify({ content: "x" })), status: 400, message: "Dados inválidos: Informe a versão editada." },
    { name: "save: version zero", send: () => save(JSON.stringify({ content: "x", baseVersion: 0 })), status: 400, message: VALIDATION },
    { name: "save: a fractional version", send: () => save(JSON.stringify({ content: "x", baseVersion: 1.5 })), status: 400, message: VALIDATION },
    { name: "save: a version from the future", send: () => save(JSON.stringify({ content: "x", baseVersion: 99 })), status: 409, message: /Outra pessoa salvou/ },
    { name: "annotation: none", send: () => annotate("{}"), status: 400, message: "Dados inválidos: Escreva a anotação." },
    { name: "annotation: a number", send: () => annotate('{"content":5}'), status: 400, message: "Dados inválidos: Escreva a anotação." },
    { name: "annotation: invisible characters only", send: () => annotate('{"content":"\\u200b\\u2060"}'), status: 400, message: `Dados inválidos: ${INVISIBLE_ONLY}` },
    { name: "annotation: too long", send: () => annotate(JSON.stringify({ content: "a".repeat(2001) })), status: 400, message: "Dados inválidos: A anotação deve ter no máximo 2000 caracteres." },
    { name: "relation: no target", send: () => relate("{}"), status: 400, message: "Dados inválidos: Escolha o documento." },
    { name: "relation: a target that is not a UUID", send: () => relate('{"targetDocumentId":"*"}'), status: 400, message: "Dados inválidos: Documento inválido." },
    { name: "relation: to itself", send: () => relate(JSON.stringify({ targetDocumentId: documentId })), status: 400, message: "Escolha outro documento para relacionar." },
    { name: "relation: to a document that does not exist", send: () => relate(JSON.stringify({ targetDocumentId: crypto.randomUUID() })), status: 404, message: NOT_FOUND },
  ];

  it.each([
    ...named("documents", routes),
    // The save body may be a quarter larger than the upload limit (1 MB in tests) for JSON's escapes.
    ...named("save", jsonCases(save, () => ({ content: "# Manual\n\nNovo texto.", baseVersion: 1 }), "content", Math.ceil(1.25 * 1024 * 1024))),
    ...named("annotation", jsonCases(annotate, () => ({ content: "Revisar" }), "content", 16 * 1024)),
    ...named("relation", jsonCases(relate, () => ({ targetDocumentId: crypto.randomUUID() }), "targetDocumentId", 4 * 1024)),
  ])("$name", expectRefusedAndNothingStored);
});

describe("GET /api/projects/:id/messages", () => {
  const list = (query: string) => owner.fetch(`/api/projects/${projectId}/messages?${query}`);
  const INVALID = "Parâmetros inválidos.";
  it.each<Case>([
    { name: "a limit that is a word", send: () => list("limit=muitos"), status: 400, message: INVALID },
    { name: "a limit of zero", send: () => list("limit=0"), status: 400, message: INVALID },
    { name: "a limit over 100", send: () => list("limit=101"), status: 400, message: INVALID },
    { name: "a limit of 1e400", send: () => list("limit=1e400"), status: 400, message: INVALID },
    { name: "a cursor that is not a UUID", send: () => list("before=1%27%20OR%201%3D1"), status: 400, message: INVALID },
    { name: "a cursor that does not exist", send: () => list(`after=${crypto.randomUUID()}`), status: 404, message: "Mensagem não encontrada." },
    { name: "a conversation that is not UTF-8", send: () => list("conversationId=%E9"), status: 400, message: INVALID },
    { name: "a huge conversation id", send: () => list(`conversationId=${"a".repeat(8000)}`), status: 400, message: INVALID },
    { name: "a parameter sent twice", send: () => list(`limit=1&limit=100`), status: 400, message: "Parâmetro repetido: limit." },
    { name: "a POST", send: () => owner.fetch(`/api/projects/${projectId}/messages`, { method: "POST", body: "{}" }), status: 404, message: "Recurso não encontrado." },
  ])("messages: $name", expectRefusedAndNothingStored);
});

describe("GET /api/files/:id", () => {
  const INVALID_LINK = "Link inválido.";
  const link = () => new URL(signedUrl, "http://nexo.test");
  const tampered = (edit: (url: URL) => void) => {
    const url = link();
    edit(url);
    return url.pathname + url.search;
  };
  const get = (path: () => string) => () => new Browser().fetch(path());
  it.each<Case>([
    { name: "no signature", send: get(() => link().pathname), status: 403, message: INVALID_LINK },
    { name: "a signature of the wrong size", send: get(() => tampered((url) => url.searchParams.set("signature", "x".repeat(8000)))), status: 403, message: INVALID_LINK },
    { name: "an expiry that is a word", send: get(() => tampered((url) => url.searchParams.set("expires", "amanhã"))), status: 403, message: INVALID_LINK },
    { name: "the signature sent twice", send: get(() => tampered((url) => url.searchParams.append("signature", "x"))), status: 403, message: INVALID_LINK },
    { name: "the expiry sent twice", send: get(() => tampered((url) => url.searchParams.append("expires", "9999999999"))), status: 403, message: INVALID_LINK },
    { name: "an id that is a path", send: get(() => signedUrl.replace(documentId, "..%2F..%2Fwrangler.toml")), status: 403, message: INVALID_LINK },
    { name: "an id that is a Windows path", send: get(() => signedUrl.replace(documentId, "C:%5Cx")), status: 403, message: INVALID_LINK },
    { name: "an id with a NUL", send: get(() => signedUrl.replace(documentId, `${documentId}%00`)), status: 403, message: INVALID_LINK },
  ])("files: $name", expectRefusedAndNothingStored);
});

/**
 * Form actions, posted to their single-fetch `.data` URL (what the app's
 * fetchers do; the action's own answer, with no loader redirect around it).
 */
const FORM = "application/x-www-form-urlencoded";
const AS_FORM = "Envie os dados como formulário.";
const FORM_NOT_UTF8 = "O formulário contém texto que não é UTF-8 válido.";

function formCases(as: () => Browser, path: () => string, valid: () => string): Case[] {
  const post = (body: BodyInit, contentType?: string) =>
    as().fetch(path(), { method: "POST", headers: contentType ? { "Content-Type": contentType } : {}, body });
  const intent = () => new URLSearchParams(valid()).get("intent") ?? "";
  return [
    { name: "JSON", send: () => post(JSON.stringify(Object.fromEntries(new URLSearchParams(valid()))), "application/json"), status: 400, message: AS_FORM },
    { name: "deeply nested JSON", send: () => post(`{"intent":${nested(5000)}}`, "application/json"), status: 400, message: AS_FORM },
    { name: "text/plain", send: () => post(valid(), "text/plain"), status: 400, message: AS_FORM },
    { name: "no content type", send: () => post(new Blob([valid()])), status: 400, message: AS_FORM },
    { name: "broken multipart", send: () => post('------nexo-bad-input\r\nContent-Disposition: form-data; name="intent"\r\n\r\nx', MULTIPART), status: 400, message: "Formulário malformado." },
    { name: "a file in the form", send: () => post(multipart([{ name: "intent", value: intent() }, { name: "anexo", value: "x", filename: "x.txt" }]), MULTIPART), status: 400, message: "Este formulário não aceita arquivos." },
    { name: "the intent sent twice", send: () => post(`${valid()}&intent=${intent()}`, FORM), status: 400, message: "Campo repetido no formulário: intent." },
    { name: "an unknown intent", send: () => post(valid().replace(/intent=[^&]+/, "intent=..%2F..%2Fadmin"), FORM), status: 400, message: "Ação desconhecida." },
    { name: "percent-encoded bytes that are not UTF-8", send: () => post(`${valid()}&nota=caf%E9`, FORM), status: 400, message: FORM_NOT_UTF8 },
    { name: "raw bytes that are not UTF-8", send: () => post(bytes(`${valid()}&nota=caf`, NOT_UTF8_BYTE), FORM), status: 400, message: FORM_NOT_UTF8 },
    {
      name: "multipart text that is not UTF-8",
      send: () => {
        const parts: Part[] = [...new URLSearchParams(valid())].map(([name, value]) => ({ name, value }));
        return post(multipart([...parts, { name: "nota", value: bytes("caf", NOT_UTF8_BYTE) }]), MULTIPART);
      },
      status: 400,
      message: FORM_NOT_UTF8,
    },
    { name: "a huge field", send: () => post(`${valid()}&nota=${"x".repeat(70 * 1024)}`, FORM), status: 413, message: "Formulário grande demais." },
  ];
}

const form = (as: () => Browser, path: () => string) => (fields: Record<string, string> | string) =>
  as().fetch(path(), { method: "POST", headers: { "Content-Type": FORM }, body: typeof fields === "string" ? fields : new URLSearchParams(fields) });

describe("/auth (signed out)", () => {
  const post = form(() => new Browser(), () => "/auth.data");
  const login = (fields: Record<string, string>) => post({ intent: "login", ...fields });
  const signup = (fields: Record<string, string>) => post({ intent: "signup", email: "nova@exemplo.com.br", password: "senha-segura-1", fullName: "Ana", ...fields });
  it.each<Case>([
    ...named("login", formCases(() => new Browser(), () => "/auth.data", () => `intent=login&email=${encodeURIComponent(owner.email)}&password=senha-segura-1`)),
    ...named("signup", formCases(() => new Browser(), () => "/auth.data", () => "intent=signup&email=nova%40exemplo.com.br&password=senha-segura-1&fullName=Ana")),
    { name: "login: no e-mail", send: () => login({ password: "x" }), status: 400, message: "Informe o e-mail." },
    { name: "login: not an e-mail", send: () => login({ email: "../../etc", password: "x" }), status: 400, message: "Informe um e-mail válido." },
    { name: "login: an e-mail too long", send: () => login({ email: `${"a".repeat(250)}@exemplo.com.br`, password: "x" }), status: 400, message: "E-mail longo demais." },
    { name: "login: no password", send: () => login({ email: "a@exemplo.com.br" }), status: 400, message: "Informe a senha." },
    { name: "login: a password too long", send: () => login({ email: "a@exemplo.com.br", password: "x".repeat(1025) }), status: 400, message: "Senha longa demais." },
    { name: "login: an e-mail in Latin-1", send: () => post(`intent=login&email=jos%E9%40exemplo.com.br&password=x`), status: 400, message: FORM_NOT_UTF8 },
    { name: "signup: a short password", send: () => signup({ password: "curta" }), status: 400, message: "A senha deve ter pelo menos 8 caracteres." },
    { name: "signup: a password too long", send: () => signup({ password: "x".repeat(129) }), status: 400, message: "A senha deve ter no máximo 128 caracteres." },
    { name: "signup: no name", send: () => signup({ fullName: "" }), status: 400, message: "Informe seu nome completo." },
    { name: "signup: an invisible name", send: () => signup({ fullName: "\u200b\u3164" }), status: 400, message: INVISIBLE_ONLY },
    { name: "signup: a name too long", send: () => signup({ fullName: "N".repeat(121) }), status: 400, message: "Nome longo demais." },
    { name: "signup: a name in Latin-1", send: () => post("intent=signup&email=nova%40exemplo.com.br&password=senha-segura-1&fullName=Jos%E9"), status: 400, message: FORM_NOT_UTF8 },
  ])("$name", expectRefusedAndNothingStored);
});

describe("/projects (create)", () => {
  const create = form(() => users.newcomer, () => "/projects.data?index");
  it.each<Case>([
    ...named("create", formCases(() => users.newcomer, () => "/projects.data?index", () => "intent=create-project&name=Novo")),
    { name: "no name", send: () => create({ intent: "create-project" }), status: 400, message: "Informe o nome do projeto." },
    { name: "a blank name", send: () => create({ intent: "create-project", name: "   " }), status: 400, message: "Informe o nome do projeto." },
    { name: "an invisible name", send: () => create({ intent: "create-project", name: "\u2800\u200d" }), status: 400, message: INVISIBLE_ONLY },
    { name: "a name too long", send: () => create({ intent: "create-project", name: "P".repeat(121) }), status: 400, message: "O nome do projeto deve ter no máximo 120 caracteres." },
    { name: "a description too long", send: () => create({ intent: "create-project", name: "Ok", description: "d".repeat(2001) }), status: 400, message: "A descrição deve ter no máximo 2000 caracteres." },
    { name: "the name sent twice", send: () => create("intent=create-project&name=A&name=B"), status: 400, message: "Campo repetido no formulário: name." },
    { name: "a name in Latin-1", send: () => create("intent=create-project&name=Gest%E3o"), status: 400, message: FORM_NOT_UTF8 },
  ])("create: $name", expectRefusedAndNothingStored);
});

describe("/projects/:id (the project page's intents)", () => {
  const path = () => `/projects/${projectId}.data`;
  const act = form(() => owner, path);
  it.each<Case>([
    ...named("page", formCases(() => owner, path, () => "intent=create-conversation&name=Outra&variant=page")),
    { name: "create-conversation: an empty name", send: () => act({ intent: "create-conversation", name: "", variant: "page" }), status: 400, message: "Digite um nome para a conversa" },
    { name: "create-conversation: no name field", send: () => act({ intent: "create-conversation" }), status: 400, message: "Valor inválido." },
    { name: "create-conversation: an invisible name", send: () => act({ intent: "create-conversation", name: "\u200b" }), status: 400, message: INVISIBLE_ONLY },
    { name: "create-conversation: a name too long", send: () => act({ intent: "create-conversation", name: "c".repeat(121) }), status: 400, message: "O nome deve ter no máximo 120 caracteres." },
    { name: "create-conversation: an unknown variant", send: () => act({ intent: "create-conversation", name: "A", variant: "modal" }), status: 400, message: /^Opção inválida/ },
    { name: "create-conversation: a huge time zone", send: () => act({ intent: "create-conversation", name: "A", timeZone: "Z".repeat(65) }), status: 400, message: /^Grande demais/ },
    { name: "create-conversation: a name in Latin-1", send: () => act("intent=create-conversation&name=Reuni%E3o"), status: 400, message: FORM_NOT_UTF8 },
    { name: "rename-conversation: an id that is not one", send: () => act({ intent: "rename-conversation", conversationId: "../x", title: "T" }), status: 400, message: "Conversa inválida." },
    { name: "rename-conversation: a title too long", send: () => act({ intent: "rename-conversation", conversationId, title: "t".repeat(161) }), status: 400, message: "O nome deve ter no máximo 160 caracteres." },
    { name: "rename-conversation: a conversation of no project", send: () => act({ intent: "rename-conversation", conversationId: crypto.randomUUID(), title: "T" }), status: 404, message: "Conversa não encontrada." },
    { name: "invite-member: no e-mail", send: () => act({ intent: "invite-member", role: "client" }), status: 400, message: "Informe o e-mail." },
    { name: "invite-member: not an e-mail", send: () => act({ intent: "invite-member", email: "a@b@c", role: "client" }), status: 400, message: "Informe um e-mail válido." },
    { name: "invite-member: an unknown role", send: () => act({ intent: "invite-member", email: "x@exemplo.com.br", role: "admin" }), status: 400, message: "Papel inválido." },
    { name: "invite-member: the role sent twice", send: () => act("intent=invite-member&email=x%40exemplo.com.br&role=client&role=nexo_employee"), status: 400, message: "Campo repetido no formulário: role." },
    { name: "revoke-invitation: an id that is not one", send: () => act({ intent: "revoke-invitation", invitationId: "1" }), status: 400, message: "Convite inválido." },
    { name: "remove-member: an id that is not one", send: () => act({ intent: "remove-member", userId: "*" }), status: 400, message: "Membro inválido." },
    { name: "remove-member: no id", send: () => act({ intent: "remove-member" }), status: 400, message: "Membro inválido." },
  ])("$name", expectRefusedAndNothingStored);
});

describe("/dashboard (invitation intents)", () => {
  const act = form(() => owner, () => "/dashboard.data");
  it.each<Case>([
    ...named("dashboard", formCases(() => owner, () => "/dashboard.data", () => `intent=accept-invitation&invitationId=${crypto.randomUUID()}`)),
    { name: "accept: no invitation", send: () => act({ intent: "accept-invitation" }), status: 400, message: "Convite inválido." },
    { name: "accept: an id that is not one", send: () => act({ intent: "accept-invitation", invitationId: "' OR 1=1 --" }), status: 400, message: "Convite inválido." },
    { name: "decline: an id that is not one", send: () => act({ intent: "decline-invitation", invitationId: "{}" }), status: 400, message: "Convite inválido." },
    { name: "decline: the id sent twice", send: () => act(`intent=decline-invitation&invitationId=${crypto.randomUUID()}&invitationId=${crypto.randomUUID()}`), status: 400, message: "Campo repetido no formulário: invitationId." },
  ])("$name", expectRefusedAndNothingStored);
});

describe("/logout", () => {
  /**
   * Sign-out reads no form, on purpose: whatever the body, the caller asked to
   * end their session, and keeping it because the body was odd would be the
   * unsafe answer. So malformed bodies sign out, and nothing else changes.
   */
  it.each<[string, string, () => BodyInit]>([
    ["JSON", "application/json", () => '{"intent":"logout"}'],
    ["deeply nested JSON", "application/json", () => nested(5000)],
    ["bytes that are not UTF-8", FORM, () => bytes("x=caf", NOT_UTF8_BYTE)],
    ["a huge body", FORM, () => `x=${"x".repeat(70 * 1024)}`],
  ])("%s: the session ends, nothing else changes", async (_name, contentType, body) => {
    const { browser } = await newSignedInUser("bad-logout");
    const before = await storageSnapshot();
    const response = await browser.fetch("/logout", { method: "POST", headers: { "Content-Type": contentType }, body: body() });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
    const after = await storageSnapshot();
    expect(after).toEqual({ ...before, rows: { ...before.rows, auth_sessions: (before.rows.auth_sessions ?? 0) - 1 } });
    expect((await browser.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
  });

  it("signed out, any body changes nothing", async () => {
    const before = await storageSnapshot();
    const response = await new Browser().fetch("/logout", { method: "POST", headers: { "Content-Type": "application/json" }, body: nested(5000) });
    expect(response.status).toBe(302);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe("/api/auth (factors, recovery, tokens)", () => {
  const as = () => users.newcomer;
  const factorPath = `/api/auth/factors/${crypto.randomUUID()}`;
  const sendTo = (path: string, method = "POST") => jsonTo(as, () => path, method);
  const factors = sendTo("/api/auth/factors");
  const verify = sendTo(`${factorPath}/verify`);
  const token = (grant: string) => jsonTo(() => new Browser(), () => `/api/auth/token?grant_type=${grant}`);
  const json = (send: JsonSender, body: unknown) => () => send(JSON.stringify(body));
  it.each<Case>([
    ...named("factors", jsonCases(factors, () => ({ factor_type: "totp", friendly_name: "Celular" }), "factor_type", 64 * 1024)),
    { name: "factors: an unknown type", send: json(factors, { factor_type: "sms" }), status: 400, message: /^Dados inválidos: Tipo de fator inválido/ },
    { name: "factors: a type that is a number", send: json(factors, { factor_type: 1 }), status: 400, message: VALIDATION },
    { name: "factors: an invisible name", send: json(factors, { factor_type: "totp", friendly_name: "\u200b\u200d" }), status: 400, message: `Dados inválidos: ${INVISIBLE_ONLY}` },
    { name: "factors: a name too long", send: json(factors, { factor_type: "totp", friendly_name: "n".repeat(61) }), status: 400, message: "Dados inválidos: Nome do fator longo demais." },
    { name: "factors: phone", send: json(factors, { factor_type: "phone", phone: "+55" }), status: 422, message: /não é suportado/ },
    ...named("verify", jsonCases(verify, () => ({ challenge_id: crypto.randomUUID(), code: "123456" }), "challenge_id", 64 * 1024)),
    { name: "verify: a challenge id that is not one", send: json(verify, { challenge_id: "../x", code: "123456" }), status: 400, message: "Dados inválidos: Desafio inválido." },
    { name: "verify: a code of letters", send: json(verify, { challenge_id: crypto.randomUUID(), code: "abcdef" }), status: 400, message: "Dados inválidos: O código tem 6 dígitos." },
    { name: "verify: neither code nor credential", send: json(verify, { challenge_id: crypto.randomUUID() }), status: 400, message: "Dados inválidos: Envie o código ou a credencial da chave de acesso." },
    { name: "verify: a credential that is not one", send: json(verify, { challenge_id: crypto.randomUUID(), credential: { id: 1 } }), status: 400, message: VALIDATION },
    { name: "verify: a factor that is not theirs", send: json(verify, { challenge_id: crypto.randomUUID(), code: "123456" }), status: 404, message: "Fator não encontrado." },
    { name: "rename: an empty name", send: json(sendTo(factorPath, "PATCH"), { friendly_name: " " }), status: 400, message: "Dados inválidos: Informe um nome para o fator." },
    { name: "recover: an empty code", send: json(sendTo("/api/auth/recover"), { code: "" }), status: 400, message: "Dados inválidos: Código de recuperação inválido." },
    ...named("token", jsonCases(token("password"), () => ({ email: "a@exemplo.com.br", password: "senha-segura-1" }), "email", 64 * 1024)),
    { name: "token: no grant type", send: () => jsonTo(() => new Browser(), () => "/api/auth/token")("{}"), status: 400, message: "grant_type deve ser password ou refresh_token." },
    { name: "token: an e-mail that is a number", send: json(token("password"), { email: 1, password: "x" }), status: 400, message: VALIDATION },
    { name: "token: no password", send: json(token("password"), { email: "a@exemplo.com.br" }), status: 400, message: VALIDATION },
    { name: "refresh: a token too long", send: json(token("refresh_token"), { refresh_token: "r".repeat(201) }), status: 400, message: "Dados inválidos: refresh_token inválido." },
    { name: "refresh: an unknown token", send: json(token("refresh_token"), { refresh_token: "r".repeat(43) }), status: 400, message: "Token de atualização inválido ou expirado." },
  ])("$name", expectRefusedAndNothingStored);
});

describe("/account/security (the security page's intents)", () => {
  const path = () => "/account/security.data";
  const act = form(() => users.newcomer, path);
  it.each<Case>([
    ...named("security", formCases(() => users.newcomer, path, () => "intent=rename&factorId=00000000-0000-4000-8000-000000000000&friendlyName=A")),
    { name: "rename: a factor id that is not one", send: () => act({ intent: "rename", factorId: "../x", friendlyName: "A" }), status: 400, message: "Fator inválido." },
    { name: "rename: a factor that is not theirs", send: () => act({ intent: "rename", factorId: crypto.randomUUID(), friendlyName: "A" }), status: 404, message: "Fator não encontrado." },
    { name: "confirm-totp: a code of five digits", send: () => act({ intent: "confirm-totp", factorId: crypto.randomUUID(), code: "12345" }), status: 400, message: "O código tem 6 dígitos." },
    { name: "confirm-passkey: a credential that is not JSON", send: () => act({ intent: "confirm-passkey", factorId: crypto.randomUUID(), challengeId: crypto.randomUUID(), credential: "{" }), status: 400, message: "Credencial da chave de acesso inválida." },
    { name: "change-password: a new password too long", send: () => act({ intent: "change-password", currentPassword: "senha-segura-1", newPassword: "x".repeat(129) }), status: 400, message: "A senha deve ter no máximo 128 caracteres." },
    { name: "change-password: a weak new password", send: () => act({ intent: "change-password", currentPassword: "senha-segura-1", newPassword: "12345678" }), status: 400, message: /^Senha fraca\./ },
    { name: "change-password: the field sent twice", send: () => act("intent=change-password&currentPassword=a&newPassword=b&newPassword=c"), status: 400, message: "Campo repetido no formulário: newPassword." },
  ])("$name", expectRefusedAndNothingStored);
});
