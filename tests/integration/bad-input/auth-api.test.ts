import { describe, it } from "vitest";
import { INVISIBLE_ONLY } from "#isomorphic/schemas/validation.ts";
import { Browser } from "#tests/support/http.ts";
import {
  type Case,
  expectRefusedAndNothingStored,
  type JsonSender,
  jsonCases,
  jsonTo,
  named,
  VALIDATION,
  newUserBeforeAll,
} from "#tests/support/refusals.ts";

/** /api/auth: factors, verification, recovery and tokens refuse malformed bodies and fields, and store nothing. */
const user = newUserBeforeAll("bad-auth-api");

const factorPath = `/api/auth/factors/${crypto.randomUUID()}`;
const sendTo = (path: string, method = "POST") => jsonTo(user, () => path, method);
const factors = sendTo("/api/auth/factors");
const verify = sendTo(`${factorPath}/verify`);
const token = (grant: string) =>
  jsonTo(
    () => new Browser(),
    () => `/api/auth/token?grant_type=${grant}`,
  );
const json = (send: JsonSender, body: unknown) => () => send(JSON.stringify(body));
const challenge = () => crypto.randomUUID();

const validFactor = () => ({ factor_type: "totp", friendly_name: "Celular" });
const validVerify = () => ({ challenge_id: challenge(), code: "123456" });
const validToken = () => ({ email: "a@exemplo.com.br", password: "senha-segura-1" });

describe("/api/auth (factors, recovery, tokens)", () => {
  it.each<Case>([
    ...named("factors", jsonCases(factors, validFactor, "factor_type", 64 * 1024)),
    {
      name: "factors: an unknown type",
      send: json(factors, { factor_type: "sms" }),
      status: 400,
      message: /^Dados inválidos: Tipo de fator inválido/,
    },
    {
      name: "factors: a type that is a number",
      send: json(factors, { factor_type: 1 }),
      status: 400,
      message: VALIDATION,
    },
    {
      name: "factors: an invisible name",
      send: json(factors, { factor_type: "totp", friendly_name: "\u200b\u200d" }),
      status: 400,
      message: `Dados inválidos: ${INVISIBLE_ONLY}`,
    },
    {
      name: "factors: a name too long",
      send: json(factors, { factor_type: "totp", friendly_name: "n".repeat(61) }),
      status: 400,
      message: "Dados inválidos: Nome do fator longo demais.",
    },
    {
      name: "factors: phone",
      send: json(factors, { factor_type: "phone", phone: "+55" }),
      status: 422,
      message: /não é suportado/,
    },
    ...named("verify", jsonCases(verify, validVerify, "challenge_id", 64 * 1024)),
    {
      name: "verify: a challenge id that is not one",
      send: json(verify, { challenge_id: "../x", code: "123456" }),
      status: 400,
      message: "Dados inválidos: Desafio inválido.",
    },
    {
      name: "verify: a code of letters",
      send: json(verify, { challenge_id: challenge(), code: "abcdef" }),
      status: 400,
      message: "Dados inválidos: O código tem 6 dígitos.",
    },
    {
      name: "verify: neither code nor credential",
      send: json(verify, { challenge_id: challenge() }),
      status: 400,
      message: "Dados inválidos: Envie o código ou a credencial da chave de acesso.",
    },
    {
      name: "verify: a credential that is not one",
      send: json(verify, { challenge_id: challenge(), credential: { id: 1 } }),
      status: 400,
      message: VALIDATION,
    },
    {
      name: "verify: a factor that is not theirs",
      send: json(verify, { challenge_id: challenge(), code: "123456" }),
      status: 404,
      message: "Fator não encontrado.",
    },
    {
      name: "rename: an empty name",
      send: json(sendTo(factorPath, "PATCH"), { friendly_name: " " }),
      status: 400,
      message: "Dados inválidos: Informe um nome para o fator.",
    },
    {
      name: "recover: an empty code",
      send: json(sendTo("/api/auth/recover"), { code: "" }),
      status: 400,
      message: "Dados inválidos: Código de recuperação inválido.",
    },
    ...named("token", jsonCases(token("password"), validToken, "email", 64 * 1024)),
    {
      name: "token: no grant type",
      send: () =>
        jsonTo(
          () => new Browser(),
          () => "/api/auth/token",
        )("{}"),
      status: 400,
      message: "grant_type deve ser password ou refresh_token.",
    },
    {
      name: "token: an e-mail that is a number",
      send: json(token("password"), { email: 1, password: "x" }),
      status: 400,
      message: VALIDATION,
    },
    {
      name: "token: no password",
      send: json(token("password"), { email: "a@exemplo.com.br" }),
      status: 400,
      message: VALIDATION,
    },
    {
      name: "refresh: a token too long",
      send: json(token("refresh_token"), { refresh_token: "r".repeat(201) }),
      status: 400,
      message: "Dados inválidos: refresh_token inválido.",
    },
    {
      name: "refresh: an unknown token",
      send: json(token("refresh_token"), { refresh_token: "r".repeat(43) }),
      status: 400,
      message: "Token de atualização inválido ou expirado.",
    },
  ])("$name", expectRefusedAndNothingStored);
});
