import { describe, it } from "vitest";
import { type Case, expectRefusedAndNothingStored, madeBeforeAll } from "#tests/support/refusals.ts";
import { ownerWithConversation } from "#tests/support/http.ts";

/** GET /api/projects/:id/messages: query parameters refused. */
const owner = madeBeforeAll(() => ownerWithConversation("bad-messages"));

const list = (query: string) => owner().browser.fetch(`/api/projects/${owner().projectId}/messages?${query}`);
const INVALID = "Parâmetros inválidos.";

describe("GET /api/projects/:id/messages", () => {
  it.each<Case>([
    { name: "a limit that is a word", send: () => list("limit=muitos"), status: 400, message: INVALID },
    { name: "a limit of zero", send: () => list("limit=0"), status: 400, message: INVALID },
    { name: "a limit over 100", send: () => list("limit=101"), status: 400, message: INVALID },
    { name: "a limit of 1e400", send: () => list("limit=1e400"), status: 400, message: INVALID },
    {
      name: "a cursor that is not a UUID",
      send: () => list("before=1%27%20OR%201%3D1"),
      status: 400,
      message: INVALID,
    },
    {
      name: "a cursor that does not exist",
      send: () => list(`after=${crypto.randomUUID()}`),
      status: 404,
      message: "Mensagem não encontrada.",
    },
    { name: "a conversation that is not UTF-8", send: () => list("conversationId=%E9"), status: 400, message: INVALID },
    {
      name: "a huge conversation id",
      send: () => list(`conversationId=${"a".repeat(8000)}`),
      status: 400,
      message: INVALID,
    },
    {
      name: "a parameter sent twice",
      send: () => list(`limit=1&limit=100`),
      status: 400,
      message: "Parâmetro repetido: limit.",
    },
    {
      name: "a POST",
      send: () => owner().browser.fetch(`/api/projects/${owner().projectId}/messages`, { method: "POST", body: "{}" }),
      status: 404,
      message: "Recurso não encontrado.",
    },
  ])("messages: $name", expectRefusedAndNothingStored);
});
