import { canChangeDocument } from "#isomorphic/config/roles.ts";
import { AppError } from "#isomorphic/app-error.ts";
import type { Membership } from "./membership.ts";

/** What a change of a document is, in the refusal's words. */
export type DocumentChange = "edit" | "delete";

const REFUSAL: Record<DocumentChange, string> = {
  edit: "Só quem enviou o documento ou a equipe Nexo do projeto pode editá-lo.",
  delete: "Só quem enviou o documento ou a equipe Nexo do projeto pode excluí-lo.",
};

/**
 * The server's half of the document rule (`canChangeDocument`): a member who may not change the document is
 * refused with 403 and says who may. Membership itself was checked before (a non-member never gets this far).
 */
export function requireDocumentChange(
  membership: Membership,
  document: { uploadedBy: string | null },
  change: DocumentChange,
): void {
  if (!canChangeDocument(membership, document)) throw new AppError("forbidden", REFUSAL[change]);
}

/** Documents as a member sees them: each says whether this member may edit and delete it. */
export function withDocumentRights<T extends { uploadedBy: string | null }>(
  membership: Membership,
  documents: T[],
): Array<Omit<T, "uploadedBy"> & { canChange: boolean }> {
  return documents.map(({ uploadedBy, ...document }) => ({
    ...document,
    canChange: canChangeDocument(membership, { uploadedBy }),
  }));
}
