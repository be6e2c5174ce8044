import { describe, it } from "vitest";
import {
  type Case,
  expectRefusedAndNothingStored,
  form,
  formCases,
  named,
  newUserBeforeAll,
} from "#tests/support/refusals.ts";

/** /account/security: the security page's intents refuse bad forms and change nothing. */
const user = newUserBeforeAll("bad-security");

const path = () => "/account/security.data";
const act = form(user, path);
const ANY_FACTOR = "00000000-0000-4000-8000-000000000000";
const passwords = (newPassword: string) => ({
  intent: "change-password",
  currentPassword: "senha-segura-1",
  newPassword,
});

describe("/account/security (the security page's intents)", () => {
  it.each<Case>([
    ...named(
      "security",
      formCases(user, path, () => `intent=rename&factorId=${ANY_FACTOR}&friendlyName=A`),
    ),
    {
      name: "rename: a factor id that is not one",
      send: () => act({ intent: "rename", factorId: "../x", friendlyName: "A" }),
      status: 400,
      message: "Fator inválido.",
    },
    {
      name: "rename: a factor that is not theirs",
      send: () => act({ intent: "rename", factorId: crypto.randomUUID(), friendlyName: "A" }),
      status: 404,
      message: "Fator não encontrado.",
    },
    {
      name: "confirm-totp: a code of five digits",
      send: () => act({ intent: "confirm-totp", factorId: crypto.randomUUID(), code: "12345" }),
      status: 400,
      message: "O código tem 6 dígitos.",
    },
    {
      name: "confirm-passkey: a credential that is not JSON",
      send: () =>
        act({
          intent: "confirm-passkey",
          factorId: crypto.randomUUID(),
          challengeId: crypto.randomUUID(),
          credential: "{",
        }),
      status: 400,
      message: "Credencial da chave de acesso inválida.",
    },
    {
      name: "change-password: a new password too long",
      send: () => act(passwords("x".repeat(129))),
      status: 400,
      message: "A senha deve ter no máximo 128 caracteres.",
    },
    {
      name: "change-password: a weak new password",
      send: () => act(passwords("12345678")),
      status: 400,
      message: /^Senha fraca\./,
    },
    {
      name: "change-password: the field sent twice",
      send: () => act("intent=change-password&currentPassword=a&newPassword=b&newPassword=c"),
      status: 400,
      message: "Campo repetido no formulário: newPassword.",
    },
  ])("$name", expectRefusedAndNothingStored);
});
