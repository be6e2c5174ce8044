import { env } from "cloudflare:test";
import { findMembership, type Membership } from "#core/access/membership.ts";
import { database } from "#core/db/client.ts";
import { type Browser, createProjectAs, newSignedInUser } from "./http.ts";

/** A short reference document whose two sections the chat and search tests ask about. */
export const SERVICE_MANUAL = `# Manual de Atendimento

## Prazos

O prazo para responder a uma notificação da agência reguladora é de 15 dias corridos.

## Canais

O atendimento por WhatsApp funciona das 7h às 22h, inclusive aos sábados.
`;

/** The id of the account registered under `email`, read from D1; throws when there is none. */
export async function userIdOf(email: string): Promise<string> {
  const id = await env.DB.prepare("SELECT id FROM users WHERE email = ?1")
    .bind(email.toLowerCase())
    .first<string>("id");
  if (!id) throw new Error(`no account for ${email}`);
  return id;
}

/** The user's membership of the project as the access module finds it; throws when there is none. */
export async function membershipOf(userId: string, projectId: string): Promise<Membership> {
  const found = await findMembership(database(env.DB), userId, projectId);
  if (!found) throw new Error("no membership");
  return found;
}

export interface ProjectOwner {
  owner: Browser;
  ownerId: string;
  projectId: string;
}

/** A fresh signed-in (proven) account that owns a new project made through the real action. */
export async function ownerWithProject(prefix: string, projectName: string): Promise<ProjectOwner> {
  const { browser: owner } = await newSignedInUser(prefix);
  const ownerId = await userIdOf(owner.email);
  const projectId = await createProjectAs(owner, projectName);
  return { owner, ownerId, projectId };
}
