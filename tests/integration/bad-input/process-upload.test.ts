import { beforeAll, describe, expect, it } from "vitest";
import { UPLOADS_PER_USER } from "#workers/web/api/process-upload.ts";
import { bytes, MULTIPART, multipart, NOT_UTF8_BYTE, type Part } from "#tests/support/bad-requests.ts";
import { type Case, expectRefusedAndNothingStored, named, refusedWith400 } from "#tests/support/refusals.ts";
import { ownerWithConversation } from "#tests/support/http.ts";

/** POST /api/functions/process-upload: bodies, fields and file names refused, with nothing stored in D1 or R2. */
let uploader: Awaited<ReturnType<typeof ownerWithConversation>>;
beforeAll(async () => {
  uploader = await ownerWithConversation("bad-uploader");
});

const post = (body: BodyInit, contentType: string) =>
  uploader.browser.fetch("/api/functions/process-upload", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
  });
const fields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({ projectId: uploader.projectId, documentType: "other", documentDescription: "", ...overrides }).map(
    ([name, value]) => ({
      name,
      value,
    }),
  );
const file = (filename: string | Uint8Array, content: string | Uint8Array = "Um texto qualquer."): Part => ({
  name: "file",
  filename,
  value: content,
  type: "text/plain",
});
const upload = (parts: Part[]) => post(multipart(parts), MULTIPART);
const withFile = (overrides: Record<string, string> = {}) => upload([file("a.txt"), ...fields(overrides)]);
const fileNamed = (filename: string | Uint8Array) => upload([file(filename), ...fields()]);
const latin1Description: Part = { name: "documentDescription", value: bytes("Relat", NOT_UTF8_BYTE, "rio") };
const NAME_REFUSED = "Nome de arquivo inválido: envie só o nome do arquivo, sem pastas nem caracteres de controle.";
const DESCRIPTION_TOO_LONG = "Dados inválidos: A descrição deve ter no máximo 2000 caracteres.";
const AS_MULTIPART = "Envie o corpo como multipart/form-data.";
const BROKEN = '------nexo-bad-input\r\nContent-Disposition: form-data; name="file"';

const cases: Case[] = [
  {
    name: "JSON",
    send: () => post(JSON.stringify({ projectId: uploader.projectId }), "application/json"),
    status: 415,
    message: AS_MULTIPART,
  },
  {
    name: "a urlencoded form",
    send: () => post(`projectId=${uploader.projectId}`, "application/x-www-form-urlencoded"),
    status: 415,
    message: AS_MULTIPART,
  },
  { name: "broken multipart", send: () => post(BROKEN, MULTIPART), status: 400, message: "Formulário malformado." },
  { name: "no file", send: () => upload(fields()), status: 400, message: "Escolha um arquivo para enviar." },
  {
    name: "the file as text",
    send: () => upload([...fields(), { name: "file", value: "conteúdo" }]),
    status: 400,
    message: "Envie o arquivo no campo file.",
  },
  {
    name: "a file in a text field",
    send: () => upload([file("a.txt"), { ...file("b.txt"), name: "documentDescription" }, ...fields().slice(0, 2)]),
    status: 400,
    message: "O campo documentDescription não aceita arquivos.",
  },
  {
    name: "no project",
    send: () => upload([file("a.txt")]),
    status: 400,
    message: "Dados inválidos: Informe o projeto.",
  },
  ...refusedWith400(withFile, [
    ["a project id that is a path", { projectId: "../outro" }, "Dados inválidos: Projeto inválido."],
    ["an unknown document type", { documentType: "executavel" }, "Dados inválidos: Tipo de documento inválido."],
    ["a huge description", { documentDescription: "d".repeat(2001) }, DESCRIPTION_TOO_LONG],
    ["a conversation id that is not one", { sessionId: "abc" }, "Dados inválidos: Conversa inválida."],
  ]),
  {
    name: "a description that is not UTF-8",
    send: () => upload([file("a.txt"), ...fields().slice(0, 2), latin1Description]),
    status: 400,
    message: "O formulário contém texto que não é UTF-8 válido.",
  },
  {
    name: "the project sent twice",
    send: () => upload([file("a.txt"), ...fields(), { name: "projectId", value: crypto.randomUUID() }]),
    status: 400,
    message: "Campo repetido no formulário: projectId.",
  },
  {
    name: "two files",
    send: () => upload([file("a.txt"), file("b.txt"), ...fields()]),
    status: 400,
    message: "Campo repetido no formulário: file.",
  },
  ...refusedWith400(fileNamed, [
    ["a file name with ../", "../../x.txt", NAME_REFUSED],
    // A quoted header value takes "\\" for one backslash; a bare one is an escape and never arrives.
    ["a Windows path", "C:\\\\Users\\\\ana\\\\x.txt", NAME_REFUSED],
    ["a file name with an escape character", bytes("x", [0x1b], "[2J.txt"), NAME_REFUSED],
    // The platform's multipart parser refuses a NUL in a header before the app sees the name.
    ["a file name with a NUL byte", bytes("x", [0], ".txt"), "Formulário malformado."],
    ["a file name that is only dots", "..", NAME_REFUSED],
  ]),
  {
    name: "a file that is not UTF-8 text",
    send: () => upload([file("latin1.txt", bytes("Caf", NOT_UTF8_BYTE, " com leite")), ...fields()]),
    status: 415,
    message: /UTF-8/,
  },
  { name: "an empty file", send: () => upload([file("vazio.txt", ""), ...fields()]), status: 415, message: /vazio/ },
  // UPLOAD_MAX_MB is 1 in the test pool (vitest.config.ts).
  {
    name: "a file over the limit",
    send: () => upload([file("grande.txt", "a".repeat(1024 * 1024 + 1)), ...fields()]),
    status: 413,
    message: "O arquivo passa do limite de 1 MB.",
  },
];

describe("POST /api/functions/process-upload", () => {
  it("the table stays under the per-user limit", () => expect(cases.length).toBeLessThan(UPLOADS_PER_USER.limit));
  it.each(named("upload", cases))("$name", expectRefusedAndNothingStored);
});
