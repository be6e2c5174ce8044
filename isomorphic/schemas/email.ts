import { z } from "zod";
import { newPassword, signInSchema } from "./auth.ts";

/** The forms of the e-mail flows: verification code, reset request, new password. */

export const verifyEmailCodeSchema = z.object({
  code: z
    .string({ error: "Digite o código de 6 dígitos." })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Digite os 6 dígitos do código que enviamos.")),
});

export const resendVerificationSchema = z.object({});

export const forgotPasswordSchema = signInSchema.pick({ email: true });

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmation: z.string({ error: "Repita a nova senha." }) })
  .refine((form) => form.password === form.confirmation, {
    message: "As senhas não conferem.",
    path: ["confirmation"],
  });
