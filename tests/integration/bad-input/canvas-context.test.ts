import { describe, it } from "vitest";
import {
  type Case,
  expectRefusedAndNothingStored,
  jsonCases,
  jsonTo,
  named,
  refusedWith400,
  VALIDATION,
  madeBeforeAll,
} from "#tests/support/refusals.ts";
import { ownerWithConversation } from "#tests/support/http.ts";

/** POST /api/functions/canvas-context: malformed bodies and fields, each refused with nothing stored. */
const owner = madeBeforeAll(() => ownerWithConversation("bad-canvas"));

const send = jsonTo(
  () => owner().browser,
  () => "/api/functions/canvas-context",
);
const ask = (body: Record<string, unknown>) => send(JSON.stringify(body));
const projectId = () => owner().projectId;
/** The owner's own project, which a row may still replace. */
const askInProject = (body: Record<string, unknown>) => ask({ projectId: projectId(), ...body });
const NO_PROJECT = "Dados inválidos: Informe o projeto.";

const fieldCases: Case[] = [
  ...refusedWith400(ask, [
    ["no project", { mode: "view" }, NO_PROJECT],
    ["a project id that is a number", { projectId: 7 }, NO_PROJECT],
  ]),
  ...refusedWith400(askInProject, [
    ["a document id that is a path", { documentId: "../../etc/passwd" }, "Dados inválidos: Documento inválido."],
    ["an unknown mode", { mode: "admin" }, VALIDATION],
  ]),
  {
    name: "a document of no project",
    send: () => askInProject({ documentId: crypto.randomUUID() }),
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
