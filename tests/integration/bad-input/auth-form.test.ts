import { beforeAll, describe, it } from "vitest";
import { INVISIBLE_ONLY } from "#app/lib/validation.ts";
import { Browser, newSignedInUser } from "#tests/support/http.ts";
import {
  type Case,
  expectRefusedAndNothingStored,
  form,
  FORM_NOT_UTF8,
  formCases,
  named,
} from "#tests/support/refusals.ts";

/** /auth signed out: the sign-in and sign-up forms refuse malformed bodies and fields, and store nothing. */
let email = "";
beforeAll(async () => {
  ({ email } = await newSignedInUser("bad-auth"));
});

const anonymous = () => new Browser();
const path = () => "/auth.data";
const post = form(anonymous, path);
const login = (fields: Record<string, string>) => post({ intent: "login", ...fields });
const signup = (fields: Record<string, string>) =>
  post({ intent: "signup", email: "nova@exemplo.com.br", password: "senha-segura-1", fullName: "Ana", ...fields });
const validLogin = () => `intent=login&email=${encodeURIComponent(email)}&password=senha-segura-1`;
const validSignup = () => "intent=signup&email=nova%40exemplo.com.br&password=senha-segura-1&fullName=Ana";

describe("/auth (signed out)", () => {
  it.each<Case>([
    ...named("login", formCases(anonymous, path, validLogin)),
    ...named("signup", formCases(anonymous, path, validSignup)),
    { name: "login: no e-mail", send: () => login({ password: "x" }), status: 400, message: "Informe o e-mail." },
    {
      name: "login: not an e-mail",
      send: () => login({ email: "../../etc", password: "x" }),
      status: 400,
      message: "Informe um e-mail válido.",
    },
    {
      name: "login: an e-mail too long",
      send: () => login({ email: `${"a".repeat(250)}@exemplo.com.br`, password: "x" }),
      status: 400,
      message: "E-mail longo demais.",
    },
    {
      name: "login: no password",
      send: () => login({ email: "a@exemplo.com.br" }),
      status: 400,
      message: "Informe a senha.",
    },
    {
      name: "login: a password too long",
      send: () => login({ email: "a@exemplo.com.br", password: "x".repeat(1025) }),
      status: 400,
      message: "Senha longa demais.",
    },
    {
      name: "login: an e-mail in Latin-1",
      send: () => post("intent=login&email=jos%E9%40exemplo.com.br&password=x"),
      status: 400,
      message: FORM_NOT_UTF8,
    },
    {
      name: "signup: a short password",
      send: () => signup({ password: "curta" }),
      status: 400,
      message: "A senha deve ter pelo menos 8 caracteres.",
    },
    {
      name: "signup: a password too long",
      send: () => signup({ password: "x".repeat(129) }),
      status: 400,
      message: "A senha deve ter no máximo 128 caracteres.",
    },
    {
      name: "signup: no name",
      send: () => signup({ fullName: "" }),
      status: 400,
      message: "Informe seu nome completo.",
    },
    {
      name: "signup: an invisible name",
      send: () => signup({ fullName: "\u200b\u3164" }),
      status: 400,
      message: INVISIBLE_ONLY,
    },
    {
      name: "signup: a name too long",
      send: () => signup({ fullName: "N".repeat(121) }),
      status: 400,
      message: "Nome longo demais.",
    },
    {
      name: "signup: a name in Latin-1",
      send: () => post("intent=signup&email=nova%40exemplo.com.br&password=senha-segura-1&fullName=Jos%E9"),
      status: 400,
      message: FORM_NOT_UTF8,
    },
  ])("$name", expectRefusedAndNothingStored);
});
