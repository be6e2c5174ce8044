import { describe, it } from "vitest";
import { expectRefusedAndNothingStored, formActionBeforeAll, refusedWith400 } from "#tests/support/refusals.ts";

/** /dashboard: the invitation intents refuse bad forms and change no invitation. */
const { send, malformedBodies } = formActionBeforeAll("bad-dashboard", "/dashboard.data");
const INVALID = "Convite inválido.";
const twoIds = () =>
  `intent=decline-invitation&invitationId=${crypto.randomUUID()}&invitationId=${crypto.randomUUID()}`;

describe("/dashboard (invitation intents)", () => {
  it.each([
    ...malformedBodies("dashboard", () => `intent=accept-invitation&invitationId=${crypto.randomUUID()}`),
    ...refusedWith400(send, [
      ["accept: no invitation", { intent: "accept-invitation" }, INVALID],
      ["accept: an id that is not one", { intent: "accept-invitation", invitationId: "' OR 1=1 --" }, INVALID],
      ["decline: an id that is not one", { intent: "decline-invitation", invitationId: "{}" }, INVALID],
      ["decline: the id sent twice", twoIds(), "Campo repetido no formulário: invitationId."],
    ]),
  ])("$name", expectRefusedAndNothingStored);
});
