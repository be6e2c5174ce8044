import { data } from "@remix-run/cloudflare";
import type { ActionResult } from "~/lib/action-result";
import { createConversationSchema, renameConversationSchema } from "~/lib/schemas/conversations";
import { NAME_REQUIRED } from "~/lib/schemas/limits";
import { emptySchema, invitationSchema, inviteMemberSchema, memberSchema } from "~/lib/schemas/projects";
import { requireProjectAccess } from "~/server/access/project-access.server";
import { actionFailure as fail, actionSuccess as ok } from "~/server/action-response.server";
import { hitRateLimit, INVITATIONS_PER_USER } from "~/server/auth/rate-limit.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { renameConversation } from "~/server/db/conversations.server";
import { readIntentForm } from "~/server/http/form.server";
import { recordSecurityEvent, recordSecurityEvents } from "~/server/security/audit.server";
import { inviteMember, leaveProject, removeMember, revokeInvitation } from "~/server/projects/projects.server";
import { closeMemberSockets } from "~/server/realtime/revoke-access.server";
import { redirectWithToast } from "~/server/toast.server";
import { createConversation } from "./conversations.server";

const intents = {
  "create-conversation": { schema: createConversationSchema, errorTitle: "Erro ao criar conversa" },
  "rename-conversation": { schema: renameConversationSchema, errorTitle: "Erro ao renomear" },
  "invite-member": { schema: inviteMemberSchema, errorTitle: "Erro ao convidar" },
  "revoke-invitation": { schema: invitationSchema, errorTitle: "Erro ao cancelar convite" },
  "remove-member": { schema: memberSchema, errorTitle: "Erro ao remover membro" },
  "leave-project": { schema: emptySchema, errorTitle: "Erro ao sair do projeto" },
};

/** The project page's form intents; membership is checked before the form is even read. */
export async function handleProjectPageAction(request: Request, env: AppEnv, projectId: string | undefined) {
  const { user, membership } = await requireProjectAccess(request, env, projectId);
  const form = await readIntentForm(request, intents);
  if (!form.ok) return fail(form.status, form.title, form.message);
  const db = database(env.DB);

  switch (form.intent) {
    case "create-conversation": {
      const { name, variant, timeZone } = form.data;
      if (!name) return fail(400, variant === "page" ? "Erro" : NAME_REQUIRED.title, NAME_REQUIRED.description);
      const conversation = await createConversation(db, membership, { name, timeZone: timeZone ?? "" }).catch(
        (error: unknown) => {
          console.error("create conversation failed", error);
          return null;
        },
      );
      if (!conversation) return fail(503, "Erro ao criar conversa", "Não foi possível criar a conversa. Tente novamente.");
      return redirectWithToast(env, `/projects/${membership.projectId}?session=${conversation.id}`, {
        type: "success",
        title: "Nova conversa criada",
        description: conversation.title,
      });
    }
    case "rename-conversation": {
      // Empty after trimming: nothing to do, and nothing changes (spec section 5).
      if (!form.data.title) return data<ActionResult>({ ok: true });
      const renamed = await renameConversation(db, membership.projectId, form.data.conversationId, form.data.title);
      return renamed ? ok("Conversa renomeada", form.data.title) : fail(404, "Erro ao renomear", "Conversa não encontrada.");
    }
    case "invite-member": {
      const limit = await hitRateLimit(env.DB, `invitations:user:${user.id}`, INVITATIONS_PER_USER);
      if (!limit.allowed) {
        return fail(429, "Erro ao convidar", `Muitos convites seguidos. Aguarde ${limit.retryAfter} segundos.`);
      }
      const result = await inviteMember(db, membership, form.data);
      if (result.ok) {
        await recordSecurityEvent(env, request, { userId: user.id, type: "invitation_sent", detail: `${form.data.email} · ${membership.projectName}` });
      }
      return result.ok ? ok("Convite enviado", result.message) : fail(result.status, "Erro ao convidar", result.message);
    }
    case "revoke-invitation": {
      const result = await revokeInvitation(db, membership, form.data.invitationId);
      if (result.ok) await recordSecurityEvent(env, request, { userId: user.id, type: "invitation_revoked", detail: membership.projectName });
      return result.ok ? ok("Convite cancelado", result.message) : fail(result.status, "Erro ao cancelar convite", result.message);
    }
    case "remove-member": {
      const result = await removeMember(db, membership, form.data.userId);
      if (result.ok) {
        await closeMemberSockets(env, membership.projectId, form.data.userId);
        // Both accounts keep the record: who removed, and who was removed.
        await recordSecurityEvents(env, request, [
          { userId: user.id, type: "member_removed", detail: `você removeu um membro de ${membership.projectName}` },
          { userId: form.data.userId, type: "member_removed", detail: `você foi removido de ${membership.projectName}` },
        ]);
      }
      return result.ok ? ok("Membro removido", result.message) : fail(result.status, "Erro ao remover membro", result.message);
    }
    case "leave-project": {
      const result = await leaveProject(db, membership);
      if (!result.ok) return fail(result.status, "Erro ao sair do projeto", result.message);
      await closeMemberSockets(env, membership.projectId, user.id);
      await recordSecurityEvent(env, request, { userId: user.id, type: "member_left", detail: membership.projectName });
      return redirectWithToast(env, "/dashboard", { type: "success", title: "Você saiu do projeto", description: result.message });
    }
  }
}
