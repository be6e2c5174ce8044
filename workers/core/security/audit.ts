import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import type { SecurityEventType } from "#core/db/schema.ts";
import { insertSecurityEventForEmail, insertSecurityEvents, listSecurityEvents } from "#core/db/security-events.ts";
import { clientAddressKey } from "#core/auth/rate-limit.ts";
import { logger } from "#core/log.ts";

/**
 * The audit trail. Each event is written for the account it concerns, so a
 * user's security page shows what happened to their account (an invitation
 * they sent, a member they removed, a factor added from another session).
 */
export interface SecurityEventInput {
  userId: string;
  type: SecurityEventType;
  detail?: string | null;
}

const USER_AGENT_MAX = 200;

/** Where the request came from, as far as the edge said: the address (or IPv6 /64) and the browser. */
function origin(request: Request | null): { network: string | null; userAgent: string | null } {
  if (!request) return { network: null, userAgent: null };
  const network = clientAddressKey(request)?.replace(/^address:/, "") ?? null;
  const userAgent = request.headers.get("User-Agent")?.slice(0, USER_AGENT_MAX) ?? null;
  return { network, userAgent };
}

const DETAIL_MAX = 300;

/** An event's row, without its account: a new id, the detail capped, where it came from and when. */
function eventRow(event: Omit<SecurityEventInput, "userId">, request: Request | null, now: number) {
  return {
    id: crypto.randomUUID(),
    type: event.type,
    detail: event.detail?.slice(0, DETAIL_MAX) ?? null,
    ...origin(request),
    createdAt: now,
  };
}

/**
 * Records events; a failure to record never fails the action it describes
 * (the action already happened), so it is logged instead.
 */
export async function recordSecurityEvents(
  env: Pick<AppEnv, "DB">,
  request: Request | null,
  events: SecurityEventInput[],
  now = Date.now(),
): Promise<void> {
  try {
    await insertSecurityEvents(
      database(env.DB),
      events.map((event) => ({ ...eventRow(event, request, now), userId: event.userId })),
    );
  } catch (error) {
    logger.error("audit_not_recorded", { types: events.map((event) => event.type), error });
  }
}

/** An event for whichever account has this (normalized) address; nothing, at the same cost, when none has. */
export async function recordSecurityEventForEmail(
  env: Pick<AppEnv, "DB">,
  request: Request | null,
  email: string,
  event: Omit<SecurityEventInput, "userId">,
  now = Date.now(),
): Promise<void> {
  try {
    await insertSecurityEventForEmail(database(env.DB), email, eventRow(event, request, now));
  } catch (error) {
    logger.error("audit_not_recorded", { type: event.type, error });
  }
}

export function recordSecurityEvent(
  env: Pick<AppEnv, "DB">,
  request: Request | null,
  event: SecurityEventInput,
): Promise<void> {
  return recordSecurityEvents(env, request, [event]);
}

export const SECURITY_EVENTS_SHOWN = 50;

export function recentSecurityEvents(env: Pick<AppEnv, "DB">, userId: string) {
  return listSecurityEvents(database(env.DB), userId, SECURITY_EVENTS_SHOWN);
}
