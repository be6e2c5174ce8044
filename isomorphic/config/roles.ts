/**
 * The two roles a person can hold, in one place: the account's role (self
 * sign-up gives `client`) and the membership role in a project (the creator
 * gets the employee role, spec's `{product}_employee`). Plain data, so the
 * drizzle schema, the server and the UI all import it.
 */
export const USER_ROLES = ["client", "nexo_employee"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const CLIENT_ROLE = "client" satisfies UserRole;
export const EMPLOYEE_ROLE = "nexo_employee" satisfies UserRole;

export const ROLE_LABEL: Record<UserRole, string> = { client: "Cliente", nexo_employee: "Equipe Nexo" };

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);
}

/**
 * Who may edit and delete a document (docs/architecture.md, "Decisions"): the person who uploaded it, and the
 * project's Nexo team (a member with the employee role). Every member reads, cites, annotates and relates every
 * document; a client changes only their own. The server decides with it (`#core/access/document-rights.ts`); the
 * Canvas shows Editar and Excluir only where it allows.
 */
export function canChangeDocument(
  member: { userId: string; role: UserRole },
  document: { uploadedBy: string | null },
): boolean {
  return member.role === EMPLOYEE_ROLE || (document.uploadedBy !== null && document.uploadedBy === member.userId);
}
