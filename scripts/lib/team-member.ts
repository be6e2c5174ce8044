// The first Nexo team account (`npm run team-member -- EMAIL`): an account that signed up on the site becomes
// `nexo_employee`, the role reindex and the admin routes need. wrangler d1 execute takes no bound parameters, so
// the address is checked to be a plain one before it is put in the statement.
import { EMPLOYEE_ROLE } from "#isomorphic/config/roles.ts";

const PLAIN_EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** The statement that makes the account of `email` a team member and reads it back; null for an address that is not plain. */
export function teamMemberSql(email: string): string | null {
  const address = email.trim().toLowerCase();
  if (!PLAIN_EMAIL.test(address)) return null;
  return (
    `UPDATE users SET role = '${EMPLOYEE_ROLE}' WHERE lower(email) = '${address}'; ` +
    `SELECT email, role FROM users WHERE lower(email) = '${address}';`
  );
}
