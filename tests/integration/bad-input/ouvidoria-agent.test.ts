import { beforeAll, describe, expect, it } from "vitest";
import { AGENT_RATE_LIMIT } from "#workers/web/api/ouvidoria-agent.ts";
import { type Browser, newSignedInUser } from "#tests/support/http.ts";
import { pageContext } from "#tests/support/ouvidoria-context.ts";
import {
  type Case,
  expectRefusedAndNothingStored,
  jsonCases,
  jsonTo,
  named,
  VALIDATION,
} from "#tests/support/refusals.ts";

/** POST /api/functions/ouvidoria-ai-agent: malformed bodies and fields, each refused with nothing stored. */
let generic: Browser;
let fields: Browser;
beforeAll(async () => {
  // Two users, each under the per-user limit: one for the shared malformed bodies, one for the fields.
  generic = (await newSignedInUser("bad-agent")).browser;
  fields = (await newSignedInUser("bad-agent-fields")).browser;
});

const send = (as: () => Browser) => jsonTo(as, () => "/api/functions/ouvidoria-ai-agent");
const valid = () => ({ messages: [{ role: "user", content: "Resumo?" }], context: pageContext() });
const bodies = named(
  "ouvidoria",
  jsonCases(
    send(() => generic),
    valid,
    "messages",
    64 * 1024,
  ),
);
const ask = (body: Record<string, unknown>) => send(() => fields)(JSON.stringify(body));
const context = pageContext();
const user = [{ role: "user", content: "x" }];

const fieldCases: Case[] = [
  {
    name: "no messages",
    send: () => ask({ messages: [], context }),
    status: 400,
    message: "Dados inválidos: Envie ao menos uma mensagem.",
  },
  {
    name: "the last message from the assistant",
    send: () => ask({ messages: [{ role: "assistant", content: "x" }], context }),
    status: 400,
    message: "Dados inválidos: A última mensagem deve ser do usuário.",
  },
  {
    name: "a conversation that is too long",
    send: () => ask({ messages: Array.from({ length: 41 }, () => ({ role: "user", content: "x" })), context }),
    status: 400,
    message: "Dados inválidos: Conversa longa demais: comece uma nova.",
  },
  {
    name: "no context",
    send: () => ask({ messages: user }),
    status: 400,
    message: "Dados inválidos: Campo obrigatório ausente: context.",
  },
  {
    name: "a count that is a string",
    send: () => ask({ ...valid(), context: { ...context, criticalCasesCount: "muitos" } }),
    status: 400,
    message: VALIDATION,
  },
  {
    // 1e999 is valid JSON that parses to Infinity.
    name: "an infinite figure",
    send: () => send(() => fields)(JSON.stringify(valid()).replace('"totalCalls":1247', '"totalCalls":1e999')),
    status: 400,
    message: VALIDATION,
  },
  {
    name: "a region name that is huge",
    send: () =>
      ask({ ...valid(), context: { ...context, regionData: [{ ...context.regionData[0], name: "x".repeat(5000) }] } }),
    status: 400,
    message: VALIDATION,
  },
];

describe("POST /api/functions/ouvidoria-ai-agent", () => {
  it("each user's rows stay under the per-user limit", () => {
    expect(bodies.length).toBeLessThan(AGENT_RATE_LIMIT.limit);
    expect(fieldCases.length).toBeLessThan(AGENT_RATE_LIMIT.limit);
  });
  it.each([...bodies, ...named("ouvidoria", fieldCases)])("$name", expectRefusedAndNothingStored);
});
