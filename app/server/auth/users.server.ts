import { hashPassword } from "./password.server";

export interface UserRecord {
  id: string;
  email: string;
  full_name: string;
  role: "client" | "nexo_employee";
  password_hash: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: D1Database, email: string): Promise<UserRecord | null> {
  return db
    .prepare("SELECT id, email, full_name, role, password_hash FROM users WHERE email = ?1")
    .bind(normalizeEmail(email))
    .first<UserRecord>();
}

export type CreateUserResult = { ok: true; id: string } | { ok: false; reason: "duplicate" };

/**
 * Self sign-up always yields a `client`. ON CONFLICT turns a duplicate e-mail,
 * including one racing in from another instance, into a result instead of a 500.
 */
export async function createUser(
  db: D1Database,
  input: { email: string; fullName: string; password: string },
): Promise<CreateUserResult> {
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  const row = await db
    .prepare(
      `INSERT INTO users (id, email, full_name, role, password_hash) VALUES (?1, ?2, ?3, 'client', ?4)
       ON CONFLICT(email) DO NOTHING RETURNING id`,
    )
    .bind(id, normalizeEmail(input.email), input.fullName.trim(), passwordHash)
    .first<{ id: string }>();
  return row ? { ok: true, id: row.id } : { ok: false, reason: "duplicate" };
}

export async function updatePasswordHash(db: D1Database, userId: string, password: string): Promise<void> {
  await db
    .prepare("UPDATE users SET password_hash = ?2 WHERE id = ?1")
    .bind(userId, await hashPassword(password))
    .run();
}
