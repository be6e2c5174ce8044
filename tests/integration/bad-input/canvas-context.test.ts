import { describe, it } from "vitest";
import {
  type Case,
  expectRefusedAndNothingStored,
  jsonCases,
  jsonTo,
  named,
  ownerWithConversation,
  VALIDATION,
  madeBeforeAll,
} from "#tests/support/refusals.ts";

/** POST /api/functions/canvas-context: malformed bodies and fields, each refused with nothing stored. */
const owner = madeBeforeAll(() => ownerWithConversation("bad-canvas"));

const send = jsonTo(
  () => owner().browser,
  () => "/api/functions/canvas-context",
);
const ask = (body: Record<string, unknown>) => send(JSON.stringify(body));
const projectId = () => owner().projectId;
const NO_PROJECT = "Dados inválidos: Informe o projeto.";

const fieldCases: Case[] = [
  { name: "no project", send: () => ask({ mode: "view" }), status: 400, message: NO_PROJECT },
  { name: "a project id that is a number", send: () => ask({ projectId: 7 }), status: 400, message: NO_PROJECT },
  {
    name: "a document id that is a path",
    send: () => ask({ projectId: projectId(), documentId: "../../etc/passwd" }),
    status: 400,
    message: "Dados inválidos: Documento inválido.",
  },
  {
    name: "an unknown mode",
    send: () => ask({ projectId: projectId(), mode: "admin" }),
    status: 400,
    message: VALIDATION,
  },
  {
    name: "a document of no project",
    send: () => ask({ projectId: projectId(), documentId: crypto.randomUUID() }),
    status: 404,
    message: "Documento não encontrado.",
  },
];

describe("POST /api/functions/canvas-context", () => {
  it.each([
    ...named(
      "canvas",
      jsonCases(send, () => ({ projectId: projectId(), mode: "view" }), "projectId", 16 * 1024),
    ),
    ...named("canvas", fieldCases),
  ])("$name", expectRefusedAndNothingStored);
});
