import { describe, it } from "vitest";
import {
  type Case,
  expectRefusedAndNothingStored,
  form,
  formCases,
  named,
  newUserBeforeAll,
} from "#tests/support/refusals.ts";

/** /dashboard: the invitation intents refuse bad forms and change no invitation. */
const user = newUserBeforeAll("bad-dashboard");

const path = () => "/dashboard.data";
const act = form(user, path);
const INVALID = "Convite inválido.";
const twoIds = () =>
  `intent=decline-invitation&invitationId=${crypto.randomUUID()}&invitationId=${crypto.randomUUID()}`;

describe("/dashboard (invitation intents)", () => {
  it.each<Case>([
    ...named(
      "dashboard",
      formCases(user, path, () => `intent=accept-invitation&invitationId=${crypto.randomUUID()}`),
    ),
    { name: "accept: no invitation", send: () => act({ intent: "accept-invitation" }), status: 400, message: INVALID },
    {
      name: "accept: an id that is not one",
      send: () => act({ intent: "accept-invitation", invitationId: "' OR 1=1 --" }),
      status: 400,
      message: INVALID,
    },
    {
      name: "decline: an id that is not one",
      send: () => act({ intent: "decline-invitation", invitationId: "{}" }),
      status: 400,
      message: INVALID,
    },
    {
      name: "decline: the id sent twice",
      send: () => act(twoIds()),
      status: 400,
      message: "Campo repetido no formulário: invitationId.",
    },
  ])("$name", expectRefusedAndNothingStored);
});
