import type { Database } from "#core/db/client.ts";
import { isEmailVerified } from "#core/db/email.ts";
import { AppError } from "#isomorphic/app-error.ts";

/**
 * What an account may do before its address is proven. It signs in, works in its own projects (create them,
 * converse, upload) and confirms the address; it may not enrol a second factor, get API tokens, invite anyone
 * (an e-mail to a stranger) or answer invitations (workers/core/dashboard.ts). Whatever an unproven account
 * set up anyway is cleared when the address is proven (workers/core/db/unproven-setup.ts), so refusing here
 * is what keeps a squatter from ever setting it up.
 */
const WHAT = {
  factors: "Para ativar a verificação em duas etapas",
  apiTokens: "Para usar a API",
  invitations: "Para convidar pessoas",
} as const;

export type ProvenOnly = keyof typeof WHAT;

export function unprovenMessage(what: ProvenOnly): string {
  return `${WHAT[what]}, confirme seu e-mail: digite no Dashboard o código que enviamos ou peça um novo.`;
}

/** Throws `email_unverified` (403) with a message that says what to do, unless the account proved its address. */
export async function requireProvenAddress(db: Database, userId: string, what: ProvenOnly): Promise<void> {
  if (!(await isEmailVerified(db, userId))) throw new AppError("email_unverified", unprovenMessage(what));
}
