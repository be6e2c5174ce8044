import { data } from "@remix-run/cloudflare";
import type { ActionSuccess } from "~/lib/action-result";
import { createConversationSchema, renameConversationSchema } from "~/lib/schemas/conversations";
import { NAME_REQUIRED } from "~/lib/schemas/limits";
import { emptySchema, invitationSchema, inviteMemberSchema, memberSchema } from "~/lib/schemas/projects";
import { requireProjectAccess } from "~/server/access/project-access.server";
import { actionError, actionSuccess as ok } from "~/server/action-response.server";
import { hitRateLimit, INVITATIONS_PER_USER } from "~/server/auth/rate-limit.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { renameConversation } from "~/server/db/conversations.server";
import { ApiError, fieldRefused, rateLimited } from "~/server/http/api-error";
import { handleIntentForm } from "~/server/http/form.server";
import { recordSecurityEvent, recordSecurityEvents } from "~/server/security/audit.server";
import { inviteMember, leaveProject, removeMember, revokeInvitation } from "~/server/projects/projects.server";
import { closeMemberSockets } from "~/server/realtime/revoke-access.server";
import { redirectWithToast } from "~/server/toast.server";
import { INVITATION_EMAILED, INVITATION_NOT_EMAILED, sendInvitationEmail } from "~/server/email/account-emails.server";
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
  const db = database(env.DB);

  return handleIntentForm(request, intents, async (form) => {
    switch (form.intent) {
      case "create-conversation": {
        const { name, variant, timeZone } = form.data;
        if (!name) {
          // The two dialogs title this notice differently (spec section 5).
          return actionError(fieldRefused("name", NAME_REQUIRED.description), variant === "page" ? "Erro" : NAME_REQUIRED.title, form.intent);
        }
        const conversation = await createConversation(db, membership, { name, timeZone: timeZone ?? "" }).catch((error: unknown) => {
          console.error("create conversation failed", error);
          throw new ApiError("unavailable", "Não foi possível criar a conversa. Tente novamente.");
        });
        return redirectWithToast(env, `/projects/${membership.projectId}?session=${conversation.id}`, {
          type: "success",
          title: "Nova conversa criada",
          description: conversation.title,
        });
      }
      case "rename-conversation": {
        // Empty after trimming: nothing to do, and nothing changes (spec section 5).
        if (!form.data.title) return data<ActionSuccess>({ ok: true });
        const renamed = await renameConversation(db, membership.projectId, form.data.conversationId, form.data.title);
        if (!renamed) throw new ApiError("not_found", "Conversa não encontrada.");
        return ok("Conversa renomeada", form.data.title);
      }
      case "invite-member": {
        const limit = await hitRateLimit(env.DB, `invitations:user:${user.id}`, INVITATIONS_PER_USER);
        if (!limit.allowed) throw rateLimited(`Muitos convites seguidos. Aguarde ${limit.retryAfter} segundos.`, limit.retryAfter);
        const message = await inviteMember(db, membership, form.data);
        await recordSecurityEvent(env, request, { userId: user.id, type: "invitation_sent", detail: `${form.data.email} · ${membership.projectName}` });
        const emailed = await sendInvitationEmail(env, request, {
          inviterId: user.id,
          inviterName: user.fullName,
          email: form.data.email,
          projectName: membership.projectName,
          role: form.data.role,
        });
        return ok("Convite enviado", `${message} ${emailed ? INVITATION_EMAILED : INVITATION_NOT_EMAILED}`);
      }
      case "revoke-invitation": {
        const message = await revokeInvitation(db, membership, form.data.invitationId);
        await recordSecurityEvent(env, request, { userId: user.id, type: "invitation_revoked", detail: membership.projectName });
        return ok("Convite cancelado", message);
      }
      case "remove-member": {
        const message = await removeMember(db, membership, form.data.userId);
        await closeMemberSockets(env, membership.projectId, form.data.userId);
        // Both accounts keep the record: who removed, and who was removed.
        await recordSecurityEvents(env, request, [
          { userId: user.id, type: "member_removed", detail: `você removeu um membro de ${membership.projectName}` },
          { userId: form.data.userId, type: "member_removed", detail: `você foi removido de ${membership.projectName}` },
        ]);
        return ok("Membro removido", message);
      }
      case "leave-project": {
        const message = await leaveProject(db, membership);
        await closeMemberSockets(env, membership.projectId, user.id);
        await recordSecurityEvent(env, request, { userId: user.id, type: "member_left", detail: membership.projectName });
        return redirectWithToast(env, "/dashboard", { type: "success", title: "Você saiu do projeto", description: message });
      }
    }
  });
}
