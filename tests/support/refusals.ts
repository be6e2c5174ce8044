import { expect, beforeAll } from "vitest";
import {
  bytes,
  expectPortuguese,
  MULTIPART,
  multipart,
  nested,
  NOT_UTF8_BYTE,
  type Part,
  refusalMessage,
} from "./bad-requests.ts";
import { settled, uploadAs, uploadedId } from "./documents.ts";
import { type Browser, newSignedInUser, ownerWithConversation } from "./http.ts";
import { storageSnapshot } from "./storage-snapshot.ts";

/**
 * The tables of malformed requests in tests/integration/bad-input/: one row
 * per request, each refused with a 4xx and a clear Portuguese message (the
 * exact text where the app defines one) while nothing stored in D1 or R2
 * changes. Functions with a per-user limit get a user of their own per table,
 * so no row is a 429.
 */
export interface Case {
  name: string;
  send: () => Promise<Response>;
  status: number;
  message: string | RegExp;
}

export async function expectRefusedAndNothingStored({ send, status, message }: Case) {
  const before = await storageSnapshot();
  const response = await send();
  expect(response.status).toBe(status);
  const text = await refusalMessage(response);
  if (typeof message === "string") expect(text).toBe(message);
  else expect(text).toMatch(message);
  expectPortuguese(text);
  expect(await storageSnapshot()).toEqual(before);
}

/** One bad request of a table: its name, what the table's sender sends, and the message the 400 must carry. */
export type Refusal<Input> = [name: string, input: Input, message: string | RegExp];

/**
 * The cases of one sender that differ only by what they send, each refused with a 400. An input is sent as it is
 * when the case runs, so anything made in a beforeAll is read by the sender, not by the row.
 */
export function refusedWith400<Input>(send: (input: Input) => Promise<Response>, rows: Refusal<Input>[]): Case[] {
  return rows.map(([name, input, message]) => ({ name, send: () => send(input), status: 400, message }));
}

export const named = (prefix: string, cases: Case[]) => cases.map((c) => ({ ...c, name: `${prefix}: ${c.name}` }));

export const INVALID_JSON = "JSON inválido.";
export const NOT_UTF8 = "O corpo da requisição não é texto UTF-8 válido.";
export const NOT_UNICODE = "O texto enviado contém caracteres Unicode inválidos.";
export const TOO_LARGE = "Requisição grande demais.";
export const VALIDATION = /^Dados inválidos: /;
const AS_JSON = "Envie o corpo como application/json.";

export type JsonSender = (body: BodyInit, contentType?: string) => Promise<Response>;

export const jsonTo =
  (browser: () => Browser, path: () => string, method = "POST"): JsonSender =>
  (body, contentType = "application/json") =>
    browser().fetch(path(), { method, headers: contentType ? { "Content-Type": contentType } : {}, body });

/**
 * The malformed bodies every JSON endpoint must refuse the same way. `valid`
 * is a body the endpoint would accept, so each case breaks one thing only;
 * `firstKey` is a key of it whose value the nesting and repeat cases replace.
 */
export function jsonCases(
  send: JsonSender,
  valid: () => Record<string, unknown>,
  firstKey: string,
  maxBytes: number,
): Case[] {
  const text = () => JSON.stringify(valid());
  const withRaw = (key: string, raw: string) => `{"${key}":${raw},${text().slice(1)}`;
  const form = () => new URLSearchParams({ [firstKey]: "x" });
  return [
    { name: "text/plain", send: () => send(text(), "text/plain"), status: 415, message: AS_JSON },
    {
      name: "a form instead of JSON",
      send: () => send(form(), "application/x-www-form-urlencoded"),
      status: 415,
      message: AS_JSON,
    },
    { name: "no content type", send: () => send(new Blob([text()]), ""), status: 415, message: AS_JSON },
    { name: "an empty body", send: () => send(""), status: 400, message: INVALID_JSON },
    { name: "truncated JSON", send: () => send(text().slice(0, -3)), status: 400, message: INVALID_JSON },
    { name: "an array", send: () => send("[]"), status: 400, message: VALIDATION },
    { name: "null", send: () => send("null"), status: 400, message: VALIDATION },
    { name: "a bare string", send: () => send('"oi"'), status: 400, message: VALIDATION },
    {
      name: "bytes that are not UTF-8",
      send: () => send(bytes(withRaw("nota", '"caf'), NOT_UTF8_BYTE, '"')),
      status: 400,
      message: NOT_UTF8,
    },
    {
      name: "an escaped lone surrogate",
      send: () => send(withRaw("nota", '"a\\ud800b"')),
      status: 400,
      message: NOT_UNICODE,
    },
    {
      name: "a key sent twice",
      send: () => send(withRaw(firstKey, '"outro valor"')),
      status: 400,
      message: `Campo repetido no JSON: ${firstKey}.`,
    },
    {
      name: "deeply nested JSON",
      send: () => send(`{"${firstKey}":${nested(Math.min(5000, maxBytes / 4))}}`),
      status: 400,
      message: VALIDATION,
    },
    {
      name: "a string larger than the limit",
      send: () => send(JSON.stringify({ ...valid(), nota: "x".repeat(maxBytes) })),
      status: 413,
      message: TOO_LARGE,
    },
  ];
}

/**
 * Form actions, posted to their single-fetch `.data` URL (what the app's
 * fetchers do; the action's own answer, with no loader redirect around it).
 */
export const FORM = "application/x-www-form-urlencoded";
export const FORM_NOT_UTF8 = "O formulário contém texto que não é UTF-8 válido.";
const AS_FORM = "Envie os dados como formulário.";

export const form = (as: () => Browser, path: () => string) => (fields: Record<string, string> | string) => {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields);
  return as().fetch(path(), { method: "POST", headers: { "Content-Type": FORM }, body });
};

/** The malformed bodies every form action must refuse the same way; `valid` is a body it would accept. */
export function formCases(as: () => Browser, path: () => string, valid: () => string): Case[] {
  const post = (body: BodyInit, contentType?: string) =>
    as().fetch(path(), { method: "POST", headers: contentType ? { "Content-Type": contentType } : {}, body });
  const intent = () => new URLSearchParams(valid()).get("intent") ?? "";
  const asJson = () => JSON.stringify(Object.fromEntries(new URLSearchParams(valid())));
  const brokenMultipart = '------nexo-bad-input\r\nContent-Disposition: form-data; name="intent"\r\n\r\nx';
  const withFile = () =>
    multipart([
      { name: "intent", value: intent() },
      { name: "anexo", value: "x", filename: "x.txt" },
    ]);
  const textParts = (): Part[] => [...new URLSearchParams(valid())].map(([name, value]) => ({ name, value }));
  return [
    { name: "JSON", send: () => post(asJson(), "application/json"), status: 400, message: AS_FORM },
    {
      name: "deeply nested JSON",
      send: () => post(`{"intent":${nested(5000)}}`, "application/json"),
      status: 400,
      message: AS_FORM,
    },
    { name: "text/plain", send: () => post(valid(), "text/plain"), status: 400, message: AS_FORM },
    { name: "no content type", send: () => post(new Blob([valid()])), status: 400, message: AS_FORM },
    {
      name: "broken multipart",
      send: () => post(brokenMultipart, MULTIPART),
      status: 400,
      message: "Formulário malformado.",
    },
    {
      name: "a file in the form",
      send: () => post(withFile(), MULTIPART),
      status: 400,
      message: "Este formulário não aceita arquivos.",
    },
    {
      name: "the intent sent twice",
      send: () => post(`${valid()}&intent=${intent()}`, FORM),
      status: 400,
      message: "Campo repetido no formulário: intent.",
    },
    {
      name: "an unknown intent",
      send: () => post(valid().replace(/intent=[^&]+/, "intent=..%2F..%2Fadmin"), FORM),
      status: 400,
      message: "Ação desconhecida.",
    },
    {
      name: "percent-encoded bytes that are not UTF-8",
      send: () => post(`${valid()}&nota=caf%E9`, FORM),
      status: 400,
      message: FORM_NOT_UTF8,
    },
    {
      name: "raw bytes that are not UTF-8",
      send: () => post(bytes(`${valid()}&nota=caf`, NOT_UTF8_BYTE), FORM),
      status: 400,
      message: FORM_NOT_UTF8,
    },
    {
      name: "multipart text that is not UTF-8",
      send: () => post(multipart([...textParts(), { name: "nota", value: bytes("caf", NOT_UTF8_BYTE) }]), MULTIPART),
      status: 400,
      message: FORM_NOT_UTF8,
    },
    {
      name: "a huge field",
      send: () => post(`${valid()}&nota=${"x".repeat(70 * 1024)}`, FORM),
      status: 413,
      message: "Formulário grande demais.",
    },
  ];
}

/** What `make` returns, made once before the file's cases run: a case reads it as `value()`. */
export function madeBeforeAll<T>(make: () => Promise<T>): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  return () => {
    if (value === undefined) throw new Error("read before beforeAll ran");
    return value;
  };
}

/** A fresh signed-in (proven) user, made before the file's cases: the browser holding the session. */
export const newUserBeforeAll = (prefix: string) => madeBeforeAll(async () => (await newSignedInUser(prefix)).browser);

/** A form action as `as` sees it: a sender of forms to it, and the malformed bodies it must refuse given a valid one. */
export function formAction(as: () => Browser, path: () => string) {
  return {
    send: form(as, path),
    malformedBodies: (prefix: string, valid: () => string) => named(prefix, formCases(as, path, valid)),
  };
}

/** A form action at a fixed `.data` path, tested by a fresh signed-in user made before the file's cases. */
export const formActionBeforeAll = (userPrefix: string, dataPath: string) =>
  formAction(newUserBeforeAll(userPrefix), () => dataPath);

/** As `ownerWithConversation`, plus an indexed Markdown document (ingestion over, so snapshots stay still). */
export async function ownerWithDocument(prefix: string) {
  const owner = await ownerWithConversation(prefix);
  const upload = await uploadAs(owner.browser, owner.projectId, {
    name: "Manual.md",
    bytes: "# Manual\n\nPrazo de 15 dias.",
  });
  const documentId = await uploadedId(upload);
  expect((await settled(documentId))?.status).toBe("ready");
  return { ...owner, documentId };
}
