import { describe, it } from "vitest";
import { INVISIBLE_ONLY } from "#isomorphic/schemas/validation.ts";
import {
  type Case,
  expectRefusedAndNothingStored,
  jsonCases,
  jsonTo,
  named,
  ownerWithDocument,
  refusedWith400,
  VALIDATION,
  madeBeforeAll,
} from "#tests/support/refusals.ts";

/** /api/projects/:id/documents: ids, saves, annotations and relations refused, with nothing stored. */
const owner = madeBeforeAll(() => ownerWithDocument("bad-documents"));

const base = () => `/api/projects/${owner().projectId}/documents`;
const call = (method: string, path: string, body?: string) =>
  owner().browser.fetch(`${base()}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body,
  });
const save = jsonTo(
  () => owner().browser,
  () => `${base()}/${owner().documentId}/content`,
  "PUT",
);
const annotate = jsonTo(
  () => owner().browser,
  () => `${base()}/${owner().documentId}/annotations`,
);
const relate = jsonTo(
  () => owner().browser,
  () => `${base()}/${owner().documentId}/relations`,
);
const saving = (body: Record<string, unknown>) => () => save(JSON.stringify(body));
const NOT_FOUND = "Documento não encontrado.";
const VERSION = "Dados inválidos: Informe a versão editada.";
const NO_ANNOTATION = "Dados inválidos: Escreva a anotação.";
const ANNOTATION_TOO_LONG = "Dados inválidos: A anotação deve ter no máximo 2000 caracteres.";
const missing = () => `/${crypto.randomUUID()}`;

const routes: Case[] = [
  {
    name: "content of an id that is not a UUID",
    send: () => call("GET", "/nao-e-um-id/content"),
    status: 404,
    message: NOT_FOUND,
  },
  { name: "content of an id with a NUL", send: () => call("GET", "/%00/content"), status: 404, message: NOT_FOUND },
  {
    name: "content of an id that is a path",
    send: () => call("GET", "/..%2F..%2Fx/content"),
    status: 404,
    message: NOT_FOUND,
  },
  {
    name: "content of a document that does not exist",
    send: () => call("GET", `${missing()}/content`),
    status: 404,
    message: NOT_FOUND,
  },
  {
    name: "a project id that is not a UUID",
    send: () => owner().browser.fetch("/api/projects/%E9/documents"),
    status: 404,
    message: "Projeto não encontrado.",
  },
  {
    name: "a signed link for a document that does not exist",
    send: () => call("POST", `${missing()}/signed-url`),
    status: 404,
    message: NOT_FOUND,
  },
  {
    name: "reprocessing a document that did not fail",
    send: () => call("POST", `/${owner().documentId}/reprocess`),
    status: 409,
    message: "O documento não está com falha.",
  },
  {
    // docs/api.md: a query parameter sent twice is 400, never read as its first value.
    name: "a passage with ?message= sent twice",
    send: () =>
      call("GET", `/${owner().documentId}/passages/1?message=${crypto.randomUUID()}&message=${crypto.randomUUID()}`),
    status: 400,
    message: "Parâmetro repetido: message.",
  },
  { name: "deleting an id that is not a UUID", send: () => call("DELETE", "/x"), status: 404, message: NOT_FOUND },
  {
    name: "deleting a document that does not exist",
    send: () => call("DELETE", missing()),
    status: 404,
    message: NOT_FOUND,
  },
  {
    name: "save: no content",
    send: saving({ baseVersion: 1 }),
    status: 400,
    message: "Dados inválidos: Envie o conteúdo.",
  },
  {
    name: "save: content that is a number",
    send: saving({ content: 1, baseVersion: 1 }),
    status: 400,
    message: "Dados inválidos: Envie o conteúdo.",
  },
  {
    name: "save: a version that is a string",
    send: saving({ content: "x", baseVersion: "1" }),
    status: 400,
    message: VERSION,
  },
  { name: "save: no version", send: saving({ content: "x" }), status: 400, message: VERSION },
  { name: "save: version zero", send: saving({ content: "x", baseVersion: 0 }), status: 400, message: VALIDATION },
  {
    name: "save: a fractional version",
    send: saving({ content: "x", baseVersion: 1.5 }),
    status: 400,
    message: VALIDATION,
  },
  {
    name: "save: a version from the future",
    send: saving({ content: "x", baseVersion: 99 }),
    status: 409,
    message: /Outra pessoa salvou/,
  },
  ...refusedWith400(annotate, [
    ["annotation: none", "{}", NO_ANNOTATION],
    ["annotation: a number", '{"content":5}', NO_ANNOTATION],
    ["annotation: invisible characters only", '{"content":"\\u200b\\u2060"}', `Dados inválidos: ${INVISIBLE_ONLY}`],
    ["annotation: too long", JSON.stringify({ content: "a".repeat(2001) }), ANNOTATION_TOO_LONG],
  ]),
  ...refusedWith400(relate, [
    ["relation: no target", "{}", "Dados inválidos: Escolha o documento."],
    ["relation: a target that is not a UUID", '{"targetDocumentId":"*"}', "Dados inválidos: Documento inválido."],
  ]),
  {
    name: "relation: to itself",
    send: () => relate(JSON.stringify({ targetDocumentId: owner().documentId })),
    status: 400,
    message: "Escolha outro documento para relacionar.",
  },
  {
    name: "relation: to a document that does not exist",
    send: () => relate(JSON.stringify({ targetDocumentId: crypto.randomUUID() })),
    status: 404,
    message: NOT_FOUND,
  },
];

describe("/api/projects/:id/documents", () => {
  it.each([
    ...named("documents", routes),
    // The save body may be a quarter larger than the upload limit (1 MB in tests) for JSON's escapes.
    ...named(
      "save",
      jsonCases(
        save,
        () => ({ content: "# Manual\n\nNovo texto.", baseVersion: 1 }),
        "content",
        Math.ceil(1.25 * 1024 * 1024),
      ),
    ),
    ...named(
      "annotation",
      jsonCases(annotate, () => ({ content: "Revisar" }), "content", 16 * 1024),
    ),
    ...named(
      "relation",
      jsonCases(relate, () => ({ targetDocumentId: crypto.randomUUID() }), "targetDocumentId", 4 * 1024),
    ),
  ])("$name", expectRefusedAndNothingStored);
});
