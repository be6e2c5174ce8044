import { z } from "zod";

/** Shared by the /auth action and its tests; messages are what the user reads. */
const email = z
  .string({ error: "Informe o e-mail." })
  .trim()
  .min(1, "Informe o e-mail.")
  .max(254, "E-mail longo demais.")
  .email("Informe um e-mail válido.");

const password = z
  .string({ error: "Informe a senha." })
  .min(1, "Informe a senha.")
  .max(1024, "Senha longa demais.");

export const signInSchema = z.object({ email, password });

export const signUpSchema = z.object({
  email,
  password: password.refine((value) => value.length >= 8, "A senha deve ter pelo menos 8 caracteres."),
  fullName: z
    .string({ error: "Informe seu nome completo." })
    .trim()
    .min(1, "Informe seu nome completo.")
    .max(120, "Nome longo demais."),
});

/** The first message of a failed parse, for a single toast. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Dados inválidos.";
}
