import { formatRelativeTime } from "#isomorphic/text/format.ts";
import { invitationSchema } from "#isomorphic/schemas/projects.ts";
import { resendVerificationSchema, verifyEmailCodeSchema } from "#isomorphic/schemas/email.ts";
import { actionSuccess } from "./action-response.ts";
import { hitRateLimit, INVITATIONS_PER_USER } from "./auth/rate-limit.ts";
import { recordSecurityEvent } from "./security/audit.ts";
import { type AuthUser, requireUser } from "./auth/session.ts";
import type { AppEnv } from "./context.ts";
import { database } from "./db/client.ts";
import { emailOfUser } from "./db/users.ts";
import { requireUserRead } from "./access/project-access.ts";
import type { Settled } from "./access/one-round.ts";
import { emailVerifiedAt, isEmailVerified, provenAddress } from "./db/email.ts";
import {
  countInvitationsForEmail,
  listInvitationsForEmail,
  listProjectActivity,
  type PendingInvitation,
} from "./db/projects.ts";
import { resendVerification, verifyEmailCode } from "./email/verification.ts";
import { AppError, rateLimited } from "#isomorphic/app-error.ts";
import { handleIntentForm } from "./http/form.ts";
import { type LoadErrorTitle, settledSection } from "./load-section.ts";
import { acceptProjectInvitation, declineProjectInvitation } from "./projects/projects.ts";
import { redirectWithToast } from "./toast.ts";

/**
 * The Dashboard in one round of reads, the session's with them: the projects' activity, whether the address
 * is proven, and the invitations waiting for it, both as a list and as a count, since which one the page may
 * show depends on the proof read in the same batch.
 */
export async function loadDashboard(request: Request, env: AppEnv) {
  const { user, data } = await requireUserRead(request, env, ({ db, viewer }) => {
    const email = emailOfUser(viewer);
    return [
      listProjectActivity(db, viewer),
      emailVerifiedAt(db, viewer),
      listInvitationsForEmail(db, email),
      countInvitationsForEmail(db, email),
    ] as const;
  });
  const [activity, verified, invitations, waiting] = data;
  const loadErrors: LoadErrorTitle[] = [];
  const projects = settledSection(loadErrors, "Erro ao carregar projetos", activity, []);
  // "há 2 horas" is worded here, once: the browser would build its first Intl formatter while hydrating
  // to say the same (see formatNumber in isomorphic/text/format.ts), and the page is reloaded long before it goes stale.
  const now = Date.now();
  const withActivity = projects.map((project) => ({
    ...project,
    lastActivity: formatRelativeTime(project.lastActivityAt, now),
  }));
  return {
    user: { fullName: user.fullName },
    projects: withActivity,
    ...invitationsShown(user, verified, invitations, waiting),
    loadErrors,
  };
}

/**
 * Invitations are addressed to an e-mail, so only an account that proved the
 * address sees what they are; an unproven one learns how many wait and how to
 * prove it. Unreadable, they are left out (as before: no toast of their own).
 */
function invitationsShown(
  user: AuthUser,
  verified: Settled<{ at: number | null }[]>,
  invitations: Settled<PendingInvitation[]>,
  waiting: Settled<{ n: number }[]>,
): {
  invitations: PendingInvitation[];
  emailVerification: { email: string; waitingInvitations: number } | null;
} {
  if (!verified.ok) return { invitations: [], emailVerification: null };
  if (provenAddress(verified.value))
    return { invitations: invitations.ok ? invitations.value : [], emailVerification: null };
  if (!waiting.ok) return { invitations: [], emailVerification: null };
  return { invitations: [], emailVerification: { email: user.email, waitingInvitations: waiting.value[0]?.n ?? 0 } };
}

const intents = {
  "accept-invitation": { schema: invitationSchema, errorTitle: "Erro ao aceitar convite" },
  "decline-invitation": { schema: invitationSchema, errorTitle: "Erro ao recusar convite" },
  "verify-email": { schema: verifyEmailCodeSchema, errorTitle: "Erro ao confirmar e-mail" },
  "resend-verification": { schema: resendVerificationSchema, errorTitle: "Erro ao reenviar código" },
};

export const VERIFY_BEFORE_INVITATIONS =
  "Confirme seu e-mail antes de responder a convites: digite o código que enviamos ou peça um novo.";

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
      return actionSuccess(
        "Código enviado",
        `Enviamos um novo código para ${user.email}. Os anteriores não valem mais.`,
      );
    }
    const limit = await hitRateLimit(env.DB, `invitations:user:${user.id}`, INVITATIONS_PER_USER);
    if (!limit.allowed) throw rateLimited(`Muitas tentativas. Aguarde ${limit.retryAfter} segundos.`, limit.retryAfter);
    const db = database(env.DB);
    if (!(await isEmailVerified(db, user.id))) throw new AppError("email_unverified", VERIFY_BEFORE_INVITATIONS);
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
