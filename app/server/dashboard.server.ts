import { headlines } from "~/initiatives/headlines";
import { formatRelativeTime } from "~/lib/format";
import { invitationSchema } from "~/lib/schemas/projects";
import { resendVerificationSchema, verifyEmailCodeSchema } from "~/lib/schemas/email";
import { actionSuccess } from "~/server/action-response.server";
import { hitRateLimit, INVITATIONS_PER_USER } from "~/server/auth/rate-limit.server";
import { recordSecurityEvent } from "~/server/security/audit.server";
import { type AuthUser, requireUser } from "~/server/auth/session.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { isEmailVerified } from "~/server/db/email.server";
import { countInvitationsForEmail, listInvitationsForEmail, listProjectActivity, type PendingInvitation } from "~/server/db/projects.server";
import { resendVerification, verifyEmailCode } from "~/server/email/verification.server";
import { ApiError, rateLimited } from "~/server/http/api-error";
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
    loadInvitations(env, user).catch(() => ({ invitations: [], emailVerification: null })),
  ]);
  // "há 2 horas" is worded here, once: the browser would build its first Intl formatter while hydrating
  // to say the same (see formatNumber in app/lib/format.ts), and the page is reloaded long before it goes stale.
  const now = Date.now();
  const withActivity = projects.map((project) => ({ ...project, lastActivity: formatRelativeTime(project.lastActivityAt, now) }));
  // The tiles' figures travel as data (~1 KB): importing them in the page made it load every initiative's data module.
  return { user: { fullName: user.fullName }, projects: withActivity, ...invitations, loadErrors, headlines };
}

/**
 * Invitations are addressed to an e-mail, so only an account that proved the
 * address sees what they are; an unproven one learns how many wait and how to
 * prove it.
 */
async function loadInvitations(
  env: AppEnv,
  user: AuthUser,
): Promise<{ invitations: PendingInvitation[]; emailVerification: { email: string; waitingInvitations: number } | null }> {
  const db = database(env.DB);
  if (await isEmailVerified(db, user.id)) return { invitations: await listInvitationsForEmail(db, user.email), emailVerification: null };
  return { invitations: [], emailVerification: { email: user.email, waitingInvitations: await countInvitationsForEmail(db, user.email) } };
}

const intents = {
  "accept-invitation": { schema: invitationSchema, errorTitle: "Erro ao aceitar convite" },
  "decline-invitation": { schema: invitationSchema, errorTitle: "Erro ao recusar convite" },
  "verify-email": { schema: verifyEmailCodeSchema, errorTitle: "Erro ao confirmar e-mail" },
  "resend-verification": { schema: resendVerificationSchema, errorTitle: "Erro ao reenviar código" },
};

export const VERIFY_BEFORE_INVITATIONS = "Confirme seu e-mail antes de responder a convites: digite o código que enviamos ou peça um novo.";

/** Accept or decline an invitation addressed to the signed-in person's e-mail; confirm that e-mail. */
export async function handleDashboardAction(request: Request, env: AppEnv) {
  const user = await requireUser(request, env);
  return handleIntentForm(request, intents, async (form) => {
    if (form.intent === "verify-email") {
      await verifyEmailCode(env, request, user, form.data.code);
      return actionSuccess("E-mail confirmado", "Agora você pode aceitar convites para projetos.");
    }
    if (form.intent === "resend-verification") {
      await resendVerification(env, request, user);
      return actionSuccess("Código enviado", `Enviamos um novo código para ${user.email}. Os anteriores não valem mais.`);
    }
    const limit = await hitRateLimit(env.DB, `invitations:user:${user.id}`, INVITATIONS_PER_USER);
    if (!limit.allowed) throw rateLimited(`Muitas tentativas. Aguarde ${limit.retryAfter} segundos.`, limit.retryAfter);
    const db = database(env.DB);
    if (!(await isEmailVerified(db, user.id))) throw new ApiError("forbidden", VERIFY_BEFORE_INVITATIONS);
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
