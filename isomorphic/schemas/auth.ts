import { z } from "zod";
import { displayText } from "#isomorphic/schemas/validation.ts";
import { AUTH_LIMITS } from "./limits.ts";

const email = z
  .string({ error: "Informe o e-mail." })
  .trim()
  .min(1, "Informe o e-mail.")
  .max(AUTH_LIMITS.email, "E-mail longo demais.")
  .email("Informe um e-mail válido.");

// Sign-in accepts what older accounts may have; new passwords follow the policy below.
const password = z
  .string({ error: "Informe a senha." })
  .min(1, "Informe a senha.")
  .max(AUTH_LIMITS.signInPassword, "Senha longa demais.");

export const newPassword = z
  .string({ error: "Informe a senha." })
  .min(AUTH_LIMITS.passwordMin, `A senha deve ter pelo menos ${AUTH_LIMITS.passwordMin} caracteres.`)
  .max(AUTH_LIMITS.password, `A senha deve ter no máximo ${AUTH_LIMITS.password} caracteres.`);

export const signInSchema = z.object({ email, password });

export const signUpSchema = z.object({
  email,
  password: newPassword,
  fullName: displayText({
    max: AUTH_LIMITS.fullName,
    tooLong: "Nome longo demais.",
    required: "Informe seu nome completo.",
  }),
});
