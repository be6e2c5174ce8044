import { z } from "zod";
import { USER_ROLES } from "#isomorphic/config/roles.ts";
import { displayText } from "#isomorphic/schemas/validation.ts";
import { PROJECT_LIMITS } from "./limits.ts";

export const createProjectSchema = z.object({
  name: displayText({
    max: PROJECT_LIMITS.name,
    tooLong: `O nome do projeto deve ter no máximo ${PROJECT_LIMITS.name} caracteres.`,
    required: "Informe o nome do projeto.",
  }),
  description: displayText({
    max: PROJECT_LIMITS.description,
    tooLong: `A descrição deve ter no máximo ${PROJECT_LIMITS.description} caracteres.`,
  })
    .optional()
    .transform((value) => (value ? value : null)),
});

const id = (message: string) => z.string({ error: message }).uuid(message);

export const inviteMemberSchema = z.object({
  email: z
    .string({ error: "Informe o e-mail." })
    .trim()
    .toLowerCase()
    .max(PROJECT_LIMITS.email, "E-mail longo demais.")
    .email("Informe um e-mail válido."),
  role: z.enum(USER_ROLES, { error: "Papel inválido." }),
});

export const memberSchema = z.object({ userId: id("Membro inválido.") });
export const invitationSchema = z.object({ invitationId: id("Convite inválido.") });
export const emptySchema = z.object({});

/** "Não reconheço este convite": the token from the invitation e-mail's link. */
export const reportInvitationSchema = z.object({
  token: z.string({ error: "Link inválido." }).min(1, "Link inválido.").max(100, "Link inválido."),
});
