import { data } from "@remix-run/cloudflare";
import type { ActionSuccess } from "#isomorphic/action-result.ts";
import { createConversationSchema, renameConversationSchema } from "#isomorphic/schemas/conversations.ts";
import { NAME_REQUIRED } from "#isomorphic/schemas/limits.ts";
import { emptySchema, invitationSchema, inviteMemberSchema, memberSchema } from "#isomorphic/schemas/projects.ts";
import { requireProjectAccess } from "#core/access/project-access.ts";
import { actionError, actionSuccess as ok } from "#core/action-response.ts";
import { hitRateLimit, INVITATIONS_PER_DAY, INVITATIONS_PER_USER } from "#core/auth/rate-limit.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { renameConversation } from "#core/db/conversations.ts";
import { AppError, fieldRefused, rateLimited } from "#isomorphic/app-error.ts";
import { handleIntentForm } from "#core/http/form.ts";
import { recordSecurityEvent, recordSecurityEvents } from "#core/security/audit.ts";
import { inviteMember, leaveProject, removeMember, revokeInvitation } from "#core/projects/projects.ts";
import { closeMemberSockets } from "#core/realtime/revoke-access.ts";
import { redirectWithToast } from "#core/toast.ts";
import { INVITATION_EMAILED, INVITATION_NOT_EMAILED, sendInvitationEmail } from "#core/email/account-emails.ts";
import { createConversation } from "./conversations.ts";
import { logger } from "#core/log.ts";

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
          // The page's dialog titles this notice "Erro", the sidebar's "Nome obrigatório".
          return actionError(
            fieldRefused("name", NAME_REQUIRED.description),
            variant === "page" ? "Erro" : NAME_REQUIRED.title,
            form.intent,
          );
        }
        const conversation = await createConversation(db, membership, { name, timeZone: timeZone ?? "" }).catch(
          (error: unknown) => {
            logger.error("conversation_create_failed", { error });
            throw new AppError("unavailable", "Não foi possível criar a conversa. Tente novamente.");
          },
        );
        return redirectWithToast(env, `/projects/${membership.projectId}?session=${conversation.id}`, {
          type: "success",
          title: "Nova conversa criada",
          description: conversation.title,
        });
      }
      case "rename-conversation": {
        // Empty after trimming: nothing to do, and nothing changes (the name stays).
        if (!form.data.title) return data<ActionSuccess>({ ok: true });
        const renamed = await renameConversation(db, membership.projectId, form.data.conversationId, form.data.title);
        if (!renamed) throw new AppError("not_found", "Conversa não encontrada.");
        return ok("Conversa renomeada", form.data.title);
      }
      case "invite-member": {
        const limit = await hitRateLimit(env.DB, `invitations:user:${user.id}`, INVITATIONS_PER_USER);
        if (!limit.allowed)
          throw rateLimited(`Muitos convites seguidos. Aguarde ${limit.retryAfter} segundos.`, limit.retryAfter);
        const daily = await hitRateLimit(env.DB, `invitations:day:${user.id}`, INVITATIONS_PER_DAY);
        if (!daily.allowed)
          throw rateLimited(
            `Limite de ${INVITATIONS_PER_DAY.limit} convites por dia atingido nesta conta. Tente de novo amanhã.`,
            daily.retryAfter,
          );
        const { message, reportToken } = await inviteMember(db, membership, form.data);
        await recordSecurityEvent(env, request, {
          userId: user.id,
          type: "invitation_sent",
          detail: `${form.data.email} · ${membership.projectName}`,
        });
        const emailed = await sendInvitationEmail(env, request, {
          inviterId: user.id,
          inviterName: user.fullName,
          inviterEmail: user.email,
          email: form.data.email,
          projectName: membership.projectName,
          role: form.data.role,
          reportToken,
        });
        return ok("Convite enviado", `${message} ${emailed ? INVITATION_EMAILED : INVITATION_NOT_EMAILED}`);
      }
      case "revoke-invitation": {
        const message = await revokeInvitation(db, membership, form.data.invitationId);
        await recordSecurityEvent(env, request, {
          userId: user.id,
          type: "invitation_revoked",
          detail: membership.projectName,
        });
        return ok("Convite cancelado", message);
      }
      case "remove-member": {
        const message = await removeMember(db, membership, form.data.userId);
        await closeMemberSockets(env, membership.projectId, form.data.userId);
        // Both accounts keep the record: who removed, and who was removed.
        await recordSecurityEvents(env, request, [
          { userId: user.id, type: "member_removed", detail: `você removeu um membro de ${membership.projectName}` },
          {
            userId: form.data.userId,
            type: "member_removed",
            detail: `você foi removido de ${membership.projectName}`,
          },
        ]);
        return ok("Membro removido", message);
      }
      case "leave-project": {
        const message = await leaveProject(db, membership);
        await closeMemberSockets(env, membership.projectId, user.id);
        await recordSecurityEvent(env, request, {
          userId: user.id,
          type: "member_left",
          detail: membership.projectName,
        });
        return redirectWithToast(env, "/dashboard", {
          type: "success",
          title: "Você saiu do projeto",
          description: message,
        });
      }
    }
  });
}
