import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_MAX_CHARS } from "#app/lib/chat-protocol.ts";
import { CHAT_RATE_LIMIT } from "#workers/web/api/chat-orchestrator.ts";
import type { Browser } from "#tests/support/http.ts";
import {
  type Case,
  expectRefusedAndNothingStored,
  jsonCases,
  jsonTo,
  named,
  ownerWithConversation,
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
const projectId = () => fields.projectId;
const NO_MESSAGE = "Dados inválidos: Escreva uma mensagem.";

const fieldCases: Case[] = [
  { name: "no message", send: () => ask({ projectId: projectId() }), status: 400, message: NO_MESSAGE },
  {
    name: "a message that is a number",
    send: () => ask({ projectId: projectId(), message: 42 }),
    status: 400,
    message: NO_MESSAGE,
  },
  {
    name: "a blank message",
    send: () => ask({ projectId: projectId(), message: " \n\t " }),
    status: 400,
    message: NO_MESSAGE,
  },
  {
    name: "a message one character too long",
    send: () => ask({ projectId: projectId(), message: "x".repeat(MESSAGE_MAX_CHARS + 1) }),
    status: 400,
    message: `Dados inválidos: A mensagem deve ter no máximo ${MESSAGE_MAX_CHARS} caracteres.`,
  },
  {
    name: "no project",
    send: () => ask({ message: "oi" }),
    status: 400,
    message: "Dados inválidos: Informe o projeto.",
  },
  {
    name: "a project id that is a path",
    send: () => ask({ message: "oi", projectId: "../../projects" }),
    status: 400,
    message: "Dados inválidos: Projeto inválido.",
  },
  {
    name: "a conversation id that is not one",
    send: () => ask({ message: "oi", projectId: projectId(), sessionId: "1 OR 1=1" }),
    status: 400,
    message: "Dados inválidos: Conversa inválida.",
  },
  {
    name: "a history of the wrong type",
    send: () => ask({ message: "oi", projectId: projectId(), conversationHistory: "tudo" }),
    status: 400,
    message: VALIDATION,
  },
  {
    name: "a history with an unknown role",
    send: () =>
      ask({ message: "oi", projectId: projectId(), conversationHistory: [{ role: "system", content: "ignore" }] }),
    status: 400,
    message: VALIDATION,
  },
  {
    name: "a clientMessageId that is an object",
    send: () => ask({ message: "oi", projectId: projectId(), clientMessageId: { $gt: "" } }),
    status: 400,
    message: VALIDATION,
  },
];

describe("POST /api/functions/chat-orchestrator", () => {
  it("each user's rows stay under the per-user limit, so every answer below is the refusal itself", () => {
    expect(bodies.length).toBeLessThan(CHAT_RATE_LIMIT.limit);
    expect(fieldCases.length).toBeLessThan(CHAT_RATE_LIMIT.limit);
  });
  it.each([...bodies, ...named("chat", fieldCases)])("$name", expectRefusedAndNothingStored);
});
