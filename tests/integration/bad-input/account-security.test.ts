import { describe, it } from "vitest";
import { expectRefusedAndNothingStored, formActionBeforeAll, refusedWith400 } from "#tests/support/refusals.ts";

/** /account/security: the security page's intents refuse bad forms and change nothing. */
const { send, malformedBodies } = formActionBeforeAll("bad-security", "/account/security.data");
const ANY_FACTOR = "00000000-0000-4000-8000-000000000000";
const passwords = (newPassword: string) => ({
  intent: "change-password",
  currentPassword: "senha-segura-1",
  newPassword,
});
const passkey = (credential: string) => ({
  intent: "confirm-passkey",
  factorId: crypto.randomUUID(),
  challengeId: crypto.randomUUID(),
  credential,
});

describe("/account/security (the security page's intents)", () => {
  it.each([
    ...malformedBodies("security", () => `intent=rename&factorId=${ANY_FACTOR}&friendlyName=A`),
    {
      name: "rename: a factor that is not theirs",
      send: () => send({ intent: "rename", factorId: crypto.randomUUID(), friendlyName: "A" }),
      status: 404,
      message: "Fator não encontrado.",
    },
    ...refusedWith400(send, [
      [
        "rename: a factor id that is not one",
        { intent: "rename", factorId: "../x", friendlyName: "A" },
        "Fator inválido.",
      ],
      [
        "confirm-totp: a code of five digits",
        { intent: "confirm-totp", factorId: crypto.randomUUID(), code: "12345" },
        "O código tem 6 dígitos.",
      ],
      ["confirm-passkey: a credential that is not JSON", passkey("{"), "Credencial da chave de acesso inválida."],
      [
        "change-password: a new password too long",
        passwords("x".repeat(129)),
        "A senha deve ter no máximo 128 caracteres.",
      ],
      ["change-password: a weak new password", passwords("12345678"), /^Senha fraca\./],
      [
        "change-password: the field sent twice",
        "intent=change-password&currentPassword=a&newPassword=b&newPassword=c",
        "Campo repetido no formulário: newPassword.",
      ],
    ]),
  ])("$name", expectRefusedAndNothingStored);
});
