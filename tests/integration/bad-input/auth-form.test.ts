import { beforeAll, describe, it } from "vitest";
import { INVISIBLE_ONLY } from "#isomorphic/schemas/validation.ts";
import { Browser, newSignedInUser } from "#tests/support/http.ts";
import { expectRefusedAndNothingStored, formAction, FORM_NOT_UTF8, refusedWith400 } from "#tests/support/refusals.ts";

/** /auth signed out: the sign-in and sign-up forms refuse malformed bodies and fields, and store nothing. */
let email = "";
beforeAll(async () => {
  ({ email } = await newSignedInUser("bad-auth"));
});

const { send: post, malformedBodies } = formAction(
  () => new Browser(),
  () => "/auth.data",
);
const login = (fields: Record<string, string>) => post({ intent: "login", ...fields });
const signup = (fields: Record<string, string>) =>
  post({ intent: "signup", email: "nova@exemplo.com.br", password: "senha-segura-1", fullName: "Ana", ...fields });
const validLogin = () => `intent=login&email=${encodeURIComponent(email)}&password=senha-segura-1`;
const validSignup = () => "intent=signup&email=nova%40exemplo.com.br&password=senha-segura-1&fullName=Ana";

describe("/auth (signed out)", () => {
  it.each([
    ...malformedBodies("login", validLogin),
    ...malformedBodies("signup", validSignup),
    ...refusedWith400(login, [
      ["login: no e-mail", { password: "x" }, "Informe o e-mail."],
      ["login: not an e-mail", { email: "../../etc", password: "x" }, "Informe um e-mail válido."],
      [
        "login: an e-mail too long",
        { email: `${"a".repeat(250)}@exemplo.com.br`, password: "x" },
        "E-mail longo demais.",
      ],
      ["login: no password", { email: "a@exemplo.com.br" }, "Informe a senha."],
      ["login: a password too long", { email: "a@exemplo.com.br", password: "x".repeat(1025) }, "Senha longa demais."],
    ]),
    ...refusedWith400(signup, [
      ["signup: a short password", { password: "curta" }, "A senha deve ter pelo menos 8 caracteres."],
      ["signup: a password too long", { password: "x".repeat(129) }, "A senha deve ter no máximo 128 caracteres."],
      ["signup: no name", { fullName: "" }, "Informe seu nome completo."],
      ["signup: an invisible name", { fullName: "\u200b\u3164" }, INVISIBLE_ONLY],
      ["signup: a name too long", { fullName: "N".repeat(121) }, "Nome longo demais."],
    ]),
    ...refusedWith400(post, [
      ["login: an e-mail in Latin-1", "intent=login&email=jos%E9%40exemplo.com.br&password=x", FORM_NOT_UTF8],
      [
        "signup: a name in Latin-1",
        "intent=signup&email=nova%40exemplo.com.br&password=senha-segura-1&fullName=Jos%E9",
        FORM_NOT_UTF8,
      ],
    ]),
  ])("$name", expectRefusedAndNothingStored);
});
