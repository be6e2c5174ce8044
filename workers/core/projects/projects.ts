import { EMPLOYEE_ROLE, ROLE_LABEL, type UserRole } from "#isomorphic/config/roles.ts";
import { canManageMembers, type Membership } from "#core/access/membership.ts";
import type { AuthUser } from "#core/auth/session.ts";
import { requireProvenAddress } from "#core/auth/proven-address.ts";
import type { Database } from "#core/db/client.ts";
import {
  acceptInvitation,
  deleteInvitationForEmail,
  deleteInvitationInProject,
  deleteMemberUnlessLastEmployee,
  insertProjectWithOwner,
  isMember,
  isMemberByEmail,
  type ProjectSummary,
  upsertInvitation,
} from "#core/db/projects.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { randomToken, sha256Hex } from "#core/security/crypto.ts";

/*
 * Each change answers the message for its success toast, or throws the
 * AppError that says why it was refused.
 */

const ONLY_EMPLOYEES = "Apenas a equipe Nexo do projeto pode gerenciar membros.";
const LAST_EMPLOYEE = "O projeto precisa de pelo menos um membro da equipe Nexo.";

export async function createProject(
  db: Database,
  ownerId: string,
  input: { name: string; description: string | null },
): Promise<ProjectSummary> {
  const project = { id: crypto.randomUUID(), ownerId, createdAt: Date.now(), ...input };
  await insertProjectWithOwner(db, project);
  return project;
}

/**
 * An employee whose address is proven invites an e-mail (an invitation is an
 * e-mail to a stranger, so an unproven account may not send one). The answer
 * is the same whether or not an account exists for it, so inviting cannot
 * probe who has an account; only someone who is already a member (visible in
 * the list anyway) is named. Returns the toast's message and the token of the
 * e-mail's "não reconheço este convite" link (only its hash is stored).
 */
export async function inviteMember(
  db: Database,
  membership: Membership,
  input: { email: string; role: UserRole },
): Promise<{ message: string; reportToken: string }> {
  if (!canManageMembers(membership)) throw new AppError("forbidden", ONLY_EMPLOYEES);
  await requireProvenAddress(db, membership.userId, "invitations");
  if (await isMemberByEmail(db, membership.projectId, input.email)) {
    const message = "Esta pessoa já é membro do projeto.";
    throw new AppError("conflict", message, { fields: { email: message } });
  }
  const reportToken = randomToken();
  await upsertInvitation(db, {
    projectId: membership.projectId,
    email: input.email,
    role: input.role,
    invitedBy: membership.userId,
    reportTokenHash: await sha256Hex(reportToken),
  });
  return { message: `Convite enviado para ${input.email} como ${ROLE_LABEL[input.role]}.`, reportToken };
}

export async function revokeInvitation(db: Database, membership: Membership, invitationId: string): Promise<string> {
  if (!canManageMembers(membership)) throw new AppError("forbidden", ONLY_EMPLOYEES);
  if (!(await deleteInvitationInProject(db, membership.projectId, invitationId)))
    throw new AppError("not_found", "Convite não encontrado.");
  return "Convite cancelado.";
}

export async function removeMember(db: Database, membership: Membership, userId: string): Promise<string> {
  if (!canManageMembers(membership)) throw new AppError("forbidden", ONLY_EMPLOYEES);
  if (await deleteMemberUnlessLastEmployee(db, membership.projectId, userId)) return "Membro removido do projeto.";
  if (await isMember(db, membership.projectId, userId)) throw new AppError("conflict", LAST_EMPLOYEE);
  throw new AppError("not_found", "Membro não encontrado.");
}

/** Any member may leave, except the last employee (who would orphan the project). */
export async function leaveProject(db: Database, membership: Membership): Promise<string> {
  if (await deleteMemberUnlessLastEmployee(db, membership.projectId, membership.userId)) {
    return `Você saiu do projeto ${membership.projectName}.`;
  }
  throw new AppError(
    "conflict",
    membership.role === EMPLOYEE_ROLE
      ? "Você é a última pessoa da equipe Nexo neste projeto. Convide outra antes de sair."
      : "Não foi possível sair do projeto.",
  );
}

/** The project the invitation was for, which the user has now joined. */
export async function acceptProjectInvitation(db: Database, user: AuthUser, invitationId: string): Promise<string> {
  const projectId = await acceptInvitation(db, invitationId, user);
  if (!projectId) throw new AppError("not_found", "Convite não encontrado.");
  return projectId;
}

export async function declineProjectInvitation(db: Database, user: AuthUser, invitationId: string): Promise<string> {
  if (!(await deleteInvitationForEmail(db, invitationId, user.email)))
    throw new AppError("not_found", "Convite não encontrado.");
  return "Convite recusado.";
}
