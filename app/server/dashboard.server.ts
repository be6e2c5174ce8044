import { invitationSchema } from "~/lib/schemas/projects";
import { actionSuccess } from "~/server/action-response.server";
import { hitRateLimit, INVITATIONS_PER_USER } from "~/server/auth/rate-limit.server";
import { recordSecurityEvent } from "~/server/security/audit.server";
import { requireUser } from "~/server/auth/session.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { listInvitationsForEmail, listProjectActivity } from "~/server/db/projects.server";
import { rateLimited } from "~/server/http/api-error";
import { handleIntentForm } from "~/server/http/form.server";
import { type LoadErrorTitle, loadSection } from "~/server/load-section.server";
import { acceptProjectInvitation, declineProjectInvitation } from "~/server/projects/projects.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loadDashboard(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  const db = database(env.DB);
  const loadErrors: LoadErrorTitle[] = [];
  const [projects, invitations] = await Promise.all([
    loadSection(loadErrors, "Erro ao carregar projetos", () => listProjectActivity(db, user.id), []),
    listInvitationsForEmail(db, user.email).catch(() => []),
  ]);
  return { user: { fullName: user.fullName }, projects, invitations, loadErrors };
}

const intents = {
  "accept-invitation": { schema: invitationSchema, errorTitle: "Erro ao aceitar convite" },
  "decline-invitation": { schema: invitationSchema, errorTitle: "Erro ao recusar convite" },
};

/** Accept or decline an invitation addressed to the signed-in person's e-mail. */
export async function handleDashboardAction(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  return handleIntentForm(request, intents, async (form) => {
    const limit = await hitRateLimit(env.DB, `invitations:user:${user.id}`, INVITATIONS_PER_USER);
    if (!limit.allowed) throw rateLimited(`Muitas tentativas. Aguarde ${limit.retryAfter} segundos.`, limit.retryAfter);
    const db = database(env.DB);
    if (form.intent === "accept-invitation") {
      const projectId = await acceptProjectInvitation(db, user, form.data.invitationId);
      await recordSecurityEvent(env, request, { userId: user.id, type: "invitation_accepted" });
      return redirectWithToast(env, `/projects/${projectId}`, {
        type: "success",
        title: "Convite aceito",
        description: "Agora você é membro do projeto.",
      });
    }
    const message = await declineProjectInvitation(db, user, form.data.invitationId);
    await recordSecurityEvent(env, request, { userId: user.id, type: "invitation_declined" });
    return actionSuccess("Convite recusado", message);
  });
}
