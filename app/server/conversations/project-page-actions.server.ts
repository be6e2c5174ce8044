import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import type { ActionResult } from "~/lib/action-result";
import type { Membership } from "~/server/access/membership.server";
import { requireProjectAccess } from "~/server/access/project-access.server";
import { actionFailure as fail, actionSuccess as ok } from "~/server/action-response.server";
import { firstIssue } from "~/server/auth/auth-schemas";
import type { AppEnv } from "~/server/context";
import { addMemberSchema, removeMemberSchema } from "~/server/projects/project-schemas";
import { addMember, removeMember } from "~/server/projects/projects.server";
import { redirectWithToast } from "~/server/toast.server";
import { createSession, MAX_SESSION_NAME, NAME_REQUIRED, renameSession } from "./conversations.server";

const createSessionSchema = z.object({
  name: z.string().trim().max(MAX_SESSION_NAME, `O nome deve ter no máximo ${MAX_SESSION_NAME} caracteres.`),
  timeZone: z.string().max(64).optional(),
  variant: z.enum(["sidebar", "page"]).optional(),
});

const renameSessionSchema = z.object({
  sessionId: z.string().min(1, "Conversa inválida."),
  title: z.string().trim().max(160, "O nome deve ter no máximo 160 caracteres."),
});

/** The project page's form intents; membership is checked before any of them runs. */
export async function handleProjectPageAction(request: Request, env: AppEnv, projectId: string | undefined) {
  const { user, membership } = await requireProjectAccess(request, env, projectId);
  const form = await request.formData();
  const fields = Object.fromEntries(form);
  switch (fields.intent) {
    case "create-session":
      return createSessionIntent(env, membership, user.id, fields);
    case "rename-session":
      return renameSessionIntent(env, membership, fields);
    case "add-member": {
      const parsed = addMemberSchema.safeParse(fields);
      if (!parsed.success) return fail(400, "Erro ao adicionar membro", firstIssue(parsed.error));
      const result = await addMember(env.DB, membership, parsed.data);
      return result.ok ? ok("Membro adicionado", result.message) : fail(result.status, "Erro ao adicionar membro", result.message);
    }
    case "remove-member": {
      const parsed = removeMemberSchema.safeParse(fields);
      if (!parsed.success) return fail(400, "Erro ao remover membro", firstIssue(parsed.error));
      const result = await removeMember(env.DB, membership, parsed.data.userId);
      return result.ok ? ok("Membro removido", result.message) : fail(result.status, "Erro ao remover membro", result.message);
    }
    default:
      return fail(400, "Erro", "Ação desconhecida.");
  }
}

async function createSessionIntent(env: AppEnv, membership: Membership, userId: string, fields: Record<string, unknown>) {
  const parsed = createSessionSchema.safeParse(fields);
  if (!parsed.success) return fail(400, "Erro ao criar conversa", firstIssue(parsed.error));
  if (!parsed.data.name) {
    const title = parsed.data.variant === "page" ? "Erro" : NAME_REQUIRED.title;
    return fail(400, title, NAME_REQUIRED.description);
  }
  try {
    const session = await createSession(env.DB, membership, userId, {
      name: parsed.data.name,
      timeZone: parsed.data.timeZone ?? "",
    });
    return redirectWithToast(`/projects/${membership.projectId}?session=${session.id}`, {
      type: "success",
      title: "Nova conversa criada",
      description: session.title,
    });
  } catch (error) {
    console.error("create session failed", error);
    return fail(500, "Erro ao criar conversa", "Não foi possível criar a conversa. Tente novamente.");
  }
}

async function renameSessionIntent(env: AppEnv, membership: Membership, fields: Record<string, unknown>) {
  const parsed = renameSessionSchema.safeParse(fields);
  if (!parsed.success) return fail(400, "Erro ao renomear", firstIssue(parsed.error));
  // Empty after trimming: nothing to do, and nothing changes (spec section 5).
  if (!parsed.data.title) return data<ActionResult>({ ok: true });
  const renamed = await renameSession(env.DB, membership, parsed.data.sessionId, parsed.data.title);
  if (!renamed) return fail(404, "Erro ao renomear", "Conversa não encontrada.");
  return ok("Conversa renomeada", parsed.data.title);
}
