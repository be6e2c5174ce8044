import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_MAX_CHARS } from "#isomorphic/protocols/chat-protocol.ts";
import { CHAT_RATE_LIMIT } from "#workers/web/api/chat-orchestrator.ts";
import { type Browser, ownerWithConversation } from "#tests/support/http.ts";
import {
  type Case,
  expectRefusedAndNothingStored,
  jsonCases,
  jsonTo,
  named,
  refusedWith400,
  VALIDATION,
} from "#tests/support/refusals.ts";

/** POST /api/functions/chat-orchestrator: malformed bodies and fields, each refused with nothing stored. */
type Owner = Awaited<ReturnType<typeof ownerWithConversation>>;
let generic: Owner;
let fields: Owner;
beforeAll(async () => {
  // Two users, each under the per-user limit: one for the shared malformed bodies, one for the fields.
  generic = await ownerWithConversation("bad-chat");
  fields = await ownerWithConversation("bad-chat-fields");
});

const send = (as: () => Browser) => jsonTo(as, () => "/api/functions/chat-orchestrator");
const valid = () => ({ message: "Qual é o prazo?", projectId: generic.projectId, sessionId: generic.conversationId });
const bodies = named(
  "chat",
  jsonCases(
    send(() => generic.browser),
    valid,
    "message",
    64 * 1024,
  ),
);
const ask = (body: Record<string, unknown>) => send(() => fields.browser)(JSON.stringify(body));
/** The fields user's own project, which a row may still replace. */
const askInProject = (body: Record<string, unknown>) => ask({ projectId: fields.projectId, ...body });
const NO_MESSAGE = "Dados inválidos: Escreva uma mensagem.";
const MESSAGE_TOO_LONG = `Dados inválidos: A mensagem deve ter no máximo ${MESSAGE_MAX_CHARS} caracteres.`;

const fieldCases: Case[] = [
  ...refusedWith400(askInProject, [
    ["no message", {}, NO_MESSAGE],
    ["a message that is a number", { message: 42 }, NO_MESSAGE],
    ["a blank message", { message: " \n\t " }, NO_MESSAGE],
    ["a message one character too long", { message: "x".repeat(MESSAGE_MAX_CHARS + 1) }, MESSAGE_TOO_LONG],
    [
      "a conversation id that is not one",
      { message: "oi", sessionId: "1 OR 1=1" },
      "Dados inválidos: Conversa inválida.",
    ],
    ["a history of the wrong type", { message: "oi", conversationHistory: "tudo" }, VALIDATION],
    [
      "a history with an unknown role",
      { message: "oi", conversationHistory: [{ role: "system", content: "ignore" }] },
      VALIDATION,
    ],
    ["a clientMessageId that is an object", { message: "oi", clientMessageId: { $gt: "" } }, VALIDATION],
  ]),
  ...refusedWith400(ask, [
    ["no project", { message: "oi" }, "Dados inválidos: Informe o projeto."],
    [
      "a project id that is a path",
      { message: "oi", projectId: "../../projects" },
      "Dados inválidos: Projeto inválido.",
    ],
  ]),
];

describe("POST /api/functions/chat-orchestrator", () => {
  it("each user's rows stay under the per-user limit, so every answer below is the refusal itself", () => {
    expect(bodies.length).toBeLessThan(CHAT_RATE_LIMIT.limit);
    expect(fieldCases.length).toBeLessThan(CHAT_RATE_LIMIT.limit);
  });
  it.each([...bodies, ...named("chat", fieldCases)])("$name", expectRefusedAndNothingStored);
});
