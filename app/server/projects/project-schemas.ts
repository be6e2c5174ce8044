import { z } from "zod";

export const createProjectSchema = z.object({
  name: z
    .string({ error: "Informe o nome do projeto." })
    .trim()
    .min(1, "Informe o nome do projeto.")
    .max(120, "O nome do projeto deve ter no máximo 120 caracteres."),
  description: z
    .string()
    .trim()
    .max(2000, "A descrição deve ter no máximo 2000 caracteres.")
    .optional()
    .transform((value) => (value ? value : null)),
});

export const addMemberSchema = z.object({
  email: z.string({ error: "Informe o e-mail." }).trim().toLowerCase().email("Informe um e-mail válido."),
  role: z.enum(["client", "nexo_employee"], { error: "Papel inválido." }),
});

export const removeMemberSchema = z.object({
  userId: z.string({ error: "Membro inválido." }).min(1, "Membro inválido."),
});
