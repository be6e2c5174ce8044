import { z } from "zod";
import { displayText } from "#isomorphic/schemas/validation.ts";
import { AUTH_LIMITS, MFA_LIMITS } from "./limits.ts";

/** Inputs of the second-factor calls, shared by the API (spec field names) and the security pages. */

export const factorName = displayText({ max: MFA_LIMITS.friendlyName, tooLong: "Nome do fator longo demais." });

export const enrolFactorSchema = z.object({
  friendly_name: factorName.optional(),
  factor_type: z.enum(["totp", "webauthn", "phone"], { error: "Tipo de fator inválido: use totp ou webauthn." }),
  issuer: z.string().trim().max(MFA_LIMITS.issuer, "Emissor longo demais.").optional(),
  phone: z.string().max(32).optional(),
});

export const totpCode = z
  .string({ error: "Informe o código." })
  .trim()
  .regex(/^\d{6}$/, "O código tem 6 dígitos.");

/** A WebAuthn response as the browser serialises it; its contents are checked by workers/core/mfa/webauthn.ts. */
export const webauthnCredential = z.looseObject({
  id: z.string().min(1).max(MFA_LIMITS.credentialField),
  rawId: z.string().min(1).max(MFA_LIMITS.credentialField),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(MFA_LIMITS.credentialField) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const verifyFactorSchema = z
  .object({
    challenge_id: z.uuid("Desafio inválido."),
    code: totpCode.optional(),
    credential: webauthnCredential.optional(),
  })
  .refine(
    (body) => Boolean(body.code) !== Boolean(body.credential),
    "Envie o código ou a credencial da chave de acesso.",
  );

export const recoveryCodeSchema = z.object({
  code: z
    .string({ error: "Informe o código de recuperação." })
    .trim()
    .min(10, "Código de recuperação inválido.")
    .max(MFA_LIMITS.recoveryCode, "Código de recuperação inválido."),
});

export const renameFactorSchema = z.object({
  friendly_name: displayText({
    max: MFA_LIMITS.friendlyName,
    tooLong: "Nome do fator longo demais.",
    required: "Informe um nome para o fator.",
  }),
});

export const passwordGrantSchema = z.object({
  email: z.string().trim().min(1, "Informe o e-mail.").max(AUTH_LIMITS.email, "E-mail longo demais."),
  password: z.string().min(1, "Informe a senha.").max(AUTH_LIMITS.signInPassword, "Senha longa demais."),
});

export const refreshGrantSchema = z.object({
  refresh_token: z.string().min(1, "Informe o refresh_token.").max(200, "refresh_token inválido."),
});

/** Form fields of the security page and the /auth/mfa step. */
const id = z.uuid("Fator inválido.");

export const securityForms = {
  "enrol-totp": z.object({ friendlyName: factorName }),
  "confirm-totp": z.object({ factorId: id, code: totpCode }),
  "enrol-passkey": z.object({ friendlyName: factorName }),
  "confirm-passkey": z.object({
    factorId: id,
    challengeId: z.uuid("Desafio inválido."),
    credential: z.string().max(MFA_LIMITS.credentialField * 4),
  }),
  rename: z.object({
    factorId: id,
    friendlyName: displayText({
      max: MFA_LIMITS.friendlyName,
      tooLong: "Nome do fator longo demais.",
      required: "Informe um nome para o fator.",
    }),
  }),
  remove: z.object({ factorId: id }),
  /** The enrolment dialog was closed or the browser prompt refused: its unverified factor goes. */
  "cancel-enrolment": z.object({ factorId: id }),
  "regenerate-codes": z.object({}),
  "change-password": z.object({
    currentPassword: z
      .string({ error: "Informe a senha atual." })
      .min(1, "Informe a senha atual.")
      .max(AUTH_LIMITS.signInPassword, "Senha longa demais."),
    newPassword: z
      .string({ error: "Informe a nova senha." })
      .min(AUTH_LIMITS.passwordMin, `A senha deve ter pelo menos ${AUTH_LIMITS.passwordMin} caracteres.`)
      .max(AUTH_LIMITS.password, `A senha deve ter no máximo ${AUTH_LIMITS.password} caracteres.`),
  }),
  "sign-out-others": z.object({}),
} as const;

export const mfaStepForms = {
  totp: z.object({ factorId: id, code: totpCode }),
  "passkey-options": z.object({ factorId: id }),
  passkey: z.object({
    factorId: id,
    challengeId: z.uuid("Desafio inválido."),
    credential: z.string().max(MFA_LIMITS.credentialField * 4),
  }),
  recovery: recoveryCodeSchema,
  cancel: z.object({}),
} as const;
