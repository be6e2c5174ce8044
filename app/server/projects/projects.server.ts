import { EMPLOYEE_ROLE, ROLE_LABEL, type UserRole } from "~/config/roles";
import { canManageMembers, type Membership } from "~/server/access/membership.server";
import type { AuthUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
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
} from "~/server/db/projects.server";

/** What a project change answers: a message for the toast, and a status when refused. */
export type ProjectChange = { ok: true; message: string } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

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
 * An employee invites an e-mail. The answer is the same whether or not an
 * account exists for it, so inviting cannot probe who has an account; only
 * someone who is already a member (visible in the list anyway) is named.
 */
export async function inviteMember(
  db: Database,
  membership: Membership,
  input: { email: string; role: UserRole },
): Promise<ProjectChange> {
  if (!canManageMembers(membership)) return { ok: false, status: 403, message: ONLY_EMPLOYEES };
  if (await isMemberByEmail(db, membership.projectId, input.email)) {
    return { ok: false, status: 409, message: "Esta pessoa já é membro do projeto." };
  }
  await upsertInvitation(db, { projectId: membership.projectId, email: input.email, role: input.role, invitedBy: membership.userId });
  return {
    ok: true,
    message: `Convite enviado para ${input.email} como ${ROLE_LABEL[input.role]}.`,
  };
}

export async function revokeInvitation(db: Database, membership: Membership, invitationId: string): Promise<ProjectChange> {
  if (!canManageMembers(membership)) return { ok: false, status: 403, message: ONLY_EMPLOYEES };
  const revoked = await deleteInvitationInProject(db, membership.projectId, invitationId);
  return revoked ? { ok: true, message: "Convite cancelado." } : { ok: false, status: 404, message: "Convite não encontrado." };
}

export async function removeMember(db: Database, membership: Membership, userId: string): Promise<ProjectChange> {
  if (!canManageMembers(membership)) return { ok: false, status: 403, message: ONLY_EMPLOYEES };
  if (await deleteMemberUnlessLastEmployee(db, membership.projectId, userId)) {
    return { ok: true, message: "Membro removido do projeto." };
  }
  return (await isMember(db, membership.projectId, userId))
    ? { ok: false, status: 409, message: LAST_EMPLOYEE }
    : { ok: false, status: 404, message: "Membro não encontrado." };
}

/** Any member may leave, except the last employee (who would orphan the project). */
export async function leaveProject(db: Database, membership: Membership): Promise<ProjectChange> {
  if (await deleteMemberUnlessLastEmployee(db, membership.projectId, membership.userId)) {
    return { ok: true, message: `Você saiu do projeto ${membership.projectName}.` };
  }
  return {
    ok: false,
    status: 409,
    message:
      membership.role === EMPLOYEE_ROLE
        ? "Você é a última pessoa da equipe Nexo neste projeto. Convide outra antes de sair."
        : "Não foi possível sair do projeto.",
  };
}

export async function acceptProjectInvitation(
  db: Database,
  user: AuthUser,
  invitationId: string,
): Promise<{ ok: true; projectId: string } | { ok: false; status: 404; message: string }> {
  const projectId = await acceptInvitation(db, invitationId, user);
  return projectId ? { ok: true, projectId } : { ok: false, status: 404, message: "Convite não encontrado." };
}

export async function declineProjectInvitation(db: Database, user: AuthUser, invitationId: string): Promise<ProjectChange> {
  const declined = await deleteInvitationForEmail(db, invitationId, user.email);
  return declined ? { ok: true, message: "Convite recusado." } : { ok: false, status: 404, message: "Convite não encontrado." };
}
