import { data } from "@remix-run/cloudflare";
import { reportInvitationSchema } from "#isomorphic/schemas/projects.ts";
import { clientAddressKey, enforceRateLimit, type RateLimitRule } from "#core/auth/rate-limit.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { invitationReportable, reportInvitation } from "#core/db/projects.ts";
import { handleIntentForm } from "#core/http/form.ts";
import { recordSecurityEvent } from "#core/security/audit.ts";
import { sha256Hex } from "#core/security/crypto.ts";

/**
 * /invitations/not-mine?token=…: the invitation e-mail's "não reconheço este convite" link. Opening it only
 * asks (mail scanners open links); the button declines the invitation and flags its inviter for an
 * operator's review (invitation_reports). It needs no account: whoever holds the e-mail holds the link.
 */
export const REPORTS_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60_000 };

export type InvitationReportState = "open" | "gone";

export async function loadInvitationReport(request: Request, env: AppEnv) {
  const tokens = new URL(request.url).searchParams.getAll("token");
  const token = tokens.length === 1 ? (tokens[0] ?? "") : "";
  const open = token.length > 0 && (await invitationReportable(database(env.DB), await sha256Hex(token)));
  return { token: open ? token : "", state: (open ? "open" : "gone") as InvitationReportState };
}

const intents = { "report-invitation": { schema: reportInvitationSchema, errorTitle: "Erro ao recusar o convite" } };

export async function handleInvitationReport(request: Request, env: AppEnv) {
  const address = clientAddressKey(request);
  if (address)
    await enforceRateLimit(env.DB, `invitation-report:${address}`, REPORTS_PER_ADDRESS, "Muitas tentativas seguidas.");
  return handleIntentForm(request, intents, async (form) => {
    const reported = await reportInvitation(database(env.DB), await sha256Hex(form.data.token));
    if (reported) {
      await recordSecurityEvent(env, request, {
        userId: reported.inviterId,
        type: "invitation_reported",
        detail: reported.projectName,
      });
    }
    return data({ ok: true as const, state: (reported ? "reported" : "gone") as "reported" | "gone" });
  });
}
