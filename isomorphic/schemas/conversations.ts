import { z } from "zod";
import { displayText } from "#isomorphic/schemas/validation.ts";
import { CONVERSATION_LIMITS } from "./limits.ts";

export const createConversationSchema = z.object({
  // Empty is allowed here: the action answers it with the spec's notice.
  name: displayText({
    max: CONVERSATION_LIMITS.name,
    tooLong: `O nome deve ter no máximo ${CONVERSATION_LIMITS.name} caracteres.`,
  }),
  timeZone: z.string().max(64).optional(),
  variant: z.enum(["sidebar", "page"]).optional(),
});

export const renameConversationSchema = z.object({
  conversationId: z.string({ error: "Conversa inválida." }).uuid("Conversa inválida."),
  // Empty after trimming means "do nothing": the dialog closes and the name stays.
  title: displayText({
    max: CONVERSATION_LIMITS.title,
    tooLong: `O nome deve ter no máximo ${CONVERSATION_LIMITS.title} caracteres.`,
  }),
});
