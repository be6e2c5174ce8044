import { Check, MailOpen, X } from "lucide-react";
import { useToastNotice } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ROLE_LABEL, type UserRole } from "#isomorphic/config/roles.ts";
import type { ActionResult } from "#isomorphic/action-result.ts";
import { focusFirst } from "#app/lib/focus-next.ts";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";

export interface PendingInvitationView {
  id: string;
  projectName: string;
  role: UserRole;
  invitedByName: string;
}

/** Where the focus goes once an invitation is answered (its buttons are gone): the next one, else the projects. */
export const AFTER_INVITATIONS = ["[data-accept-invitation]", "[data-project-card]", "[data-new-project]"];

/** The dashboard's list of invitations to accept or decline; nothing when there are none. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitationView[] }) {
  const fetcher = useFetcherSettled<ActionResult>(() => focusFirst(...AFTER_INVITATIONS));
  useToastNotice(fetcher.data?.toast);
  if (invitations.length === 0) return null;
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="convites" className="rounded-xl border border-brand-200 bg-brand-50 p-4 md:p-5">
      <h2 id="convites" className="mb-3 flex items-center gap-2 text-lg font-semibold text-brand-900">
        <MailOpen aria-hidden className="h-5 w-5" /> Convites pendentes
      </h2>
      <ul className="space-y-2">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-3 rounded-lg bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center"
          >
            <p className="min-w-0 text-sm sm:flex-1">
              <span className="font-semibold text-ink">{invitation.invitedByName}</span> convidou você para{" "}
              <span className="font-semibold text-ink">{invitation.projectName}</span> como{" "}
              {ROLE_LABEL[invitation.role]}.
            </p>
            <fetcher.Form method="post" className="flex shrink-0 justify-end gap-2">
              <input type="hidden" name="invitationId" value={invitation.id} />
              <Button
                type="submit"
                name="intent"
                value="decline-invitation"
                variant="outline"
                size="sm"
                disabled={busy}
              >
                <X aria-hidden className="h-4 w-4" /> Recusar
              </Button>
              <Button
                type="submit"
                name="intent"
                value="accept-invitation"
                size="sm"
                disabled={busy}
                data-accept-invitation
              >
                <Check aria-hidden className="h-4 w-4" /> Aceitar
              </Button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
