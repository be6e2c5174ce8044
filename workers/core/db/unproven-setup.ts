import { and, type ColumnBaseConfig, eq, ne, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client.ts";
import { authSessions, mfaFactors, projectInvitations, recoveryCodes, refreshTokens } from "./schema.ts";

/**
 * What an account set up while nobody had proven its address, and that could lock the address's owner out
 * or speak in the owner's name: second factors (passkeys among them) and recovery codes, login and API
 * sessions, every refresh token (the kept session's too: a browser needs none), and the invitations it
 * sent (challenges go with their factor). The batch that proves the address (verification, or a reset link) runs these first: each is guarded
 * by `unproven`, a condition on the account still being unverified, so they must come before the batch's
 * own update of `users.email_verified_at`, and clear nothing for an account that had proven it before.
 */
export interface ClearedSetup {
  factors: number;
  recoveryCodes: number;
  sessions: number;
  tokens: number;
  invitations: number;
}

/** A table whose rows are known by a text id, which a delete returns to count them (and name the sessions). */
type KeyedTable = SQLiteTable & {
  id: SQLiteColumn<ColumnBaseConfig<"string", string> & { data: string; notNull: true }>;
};

export function clearUnprovenSetup(db: Database, userId: string | SQL, unproven: SQL, keepSessionId: string | null) {
  const removing = <T extends KeyedTable>(table: T, owner: SQLiteColumn, also?: SQL) =>
    db
      .delete(table)
      .where(and(eq(owner, userId), also, unproven))
      .returning({ id: table.id });
  return [
    removing(mfaFactors, mfaFactors.userId),
    removing(recoveryCodes, recoveryCodes.userId),
    // Every session but the prover's own (a reset has none to keep).
    removing(authSessions, authSessions.userId, keepSessionId ? ne(authSessions.id, keepSessionId) : undefined),
    removing(refreshTokens, refreshTokens.userId),
    removing(projectInvitations, projectInvitations.invitedBy),
  ] as const;
}

/** The counts a notice reports, from the results of the statements above (in their order). */
export function clearedCounts(
  results: readonly [{ id: string }[], { id: string }[], { id: string }[], { id: string }[], { id: string }[]],
): ClearedSetup & { endedSessionIds: string[] } {
  const [factors, codes, sessions, tokens, invitations] = results;
  return {
    factors: factors.length,
    recoveryCodes: codes.length,
    sessions: sessions.length,
    tokens: tokens.length,
    invitations: invitations.length,
    endedSessionIds: sessions.map((row) => row.id),
  };
}

export function clearedAnything(cleared: ClearedSetup): boolean {
  return cleared.factors + cleared.recoveryCodes + cleared.sessions + cleared.tokens + cleared.invitations > 0;
}
