import { LogOut, MailPlus, Trash2, X } from "lucide-react";
import { useRef, useState } from "react";
import { useToastNotice } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogHeader } from "#app/components/ui/dialog.tsx";
import { FormAlert, FormField } from "#app/components/ui/form-field.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ROLE_LABEL } from "#isomorphic/config/roles.ts";
import type { ActionResult } from "#isomorphic/action-result.ts";
import { PROJECT_LIMITS } from "#isomorphic/schemas/limits.ts";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import type { MembersDialogProps } from "./members-dialog.tsx";

/**
 * Members, pending invitations and leaving. Employees invite by e-mail (the
 * answer never says whether an account exists) and remove members; anyone
 * may leave, except the last employee. Loaded when the Membros button is first
 * pressed (members-dialog.tsx); closed, it gives focus back to whichever
 * button opened it (DialogContent).
 */
export function MembersDialogContent({
  projectId,
  members,
  invitations,
  canManage,
  currentUserId,
  open,
  onOpenChange,
}: MembersDialogProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const action = `/projects/${projectId}`;
  const [email, setEmail] = useState("");
  const [confirmLeave, setConfirmLeave] = useState(false);
  // Focus after each action goes to the control that comes next: after an invitation (or a refusal) the e-mail
  // field, ready for another; after a removal, whose row and button are gone, the same field (or, for a member who
  // cannot invite, the dialog); a confirmation's own buttons in turn.
  const leaveButton = useRef<HTMLButtonElement>(null);
  const cancelLeaveButton = useRef<HTMLButtonElement>(null);
  const focusEmail = () =>
    requestAnimationFrame(() =>
      (document.getElementById("member-email") ?? document.querySelector<HTMLElement>("[role='dialog']"))?.focus(),
    );
  const inviter = useFetcherSettled<ActionResult>((result) => {
    if (result?.ok) setEmail("");
    focusEmail();
  });
  const remover = useFetcherSettled<ActionResult>(focusEmail);
  const revoker = useFetcherSettled<ActionResult>(focusEmail);
  const leaver = useFetcherSettled<ActionResult>(() => setConfirmLeave(false));
  const askToLeave = (asking: boolean) => {
    setConfirmLeave(asking);
    requestAnimationFrame(() => (asking ? cancelLeaveButton : leaveButton).current?.focus());
  };
  useToastNotice(inviter.data?.toast);
  useToastNotice(remover.data?.toast);
  useToastNotice(revoker.data?.toast);
  useToastNotice(leaver.data?.toast);
  const invitation = useFieldErrors(inviter.data);
  const leaving = useFieldErrors(leaver.data);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setConfirmLeave(false);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader
          title="Membros do projeto"
          description="Só os membros veem este projeto, suas conversas e seus documentos."
        />
        <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Membros">
          {members.map((member) => (
            <li key={member.userId} className="flex items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {member.fullName}
                  {member.userId === currentUserId ? " (você)" : ""}
                </p>
                <p className="truncate text-xs text-muted">{member.email}</p>
              </div>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                {ROLE_LABEL[member.role]}
              </span>
              {canManage && member.userId !== currentUserId ? (
                <remover.Form method="post" action={action}>
                  <input type="hidden" name="intent" value="remove-member" />
                  <input type="hidden" name="userId" value={member.userId} />
                  <Button type="submit" variant="ghost" size="icon" aria-label={`Remover ${member.fullName}`}>
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </Button>
                </remover.Form>
              ) : null}
            </li>
          ))}
        </ul>

        {canManage && invitations.length > 0 ? (
          <section className="mt-4" aria-labelledby="pending-invitations">
            <h3 id="pending-invitations" className="mb-2 text-sm font-medium">
              Convites pendentes
            </h3>
            <ul className="divide-y divide-line rounded-lg border border-dashed border-line">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex items-center gap-3 px-3 py-2">
                  <p className="min-w-0 flex-1 truncate text-sm">{invitation.email}</p>
                  <span className="text-xs text-muted">{ROLE_LABEL[invitation.role]}</span>
                  <revoker.Form method="post" action={action}>
                    <input type="hidden" name="intent" value="revoke-invitation" />
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <Button
                      type="submit"
                      variant="ghost"
                      size="icon"
                      aria-label={`Cancelar convite de ${invitation.email}`}
                    >
                      <X aria-hidden className="h-4 w-4" />
                    </Button>
                  </revoker.Form>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {canManage ? (
          <inviter.Form method="post" action={action} className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="invite-member" />
            <FormField
              id="member-email"
              label="Convidar pessoa pelo e-mail"
              {...invitation.field("email")}
              type="email"
              required
              maxLength={PROJECT_LIMITS.email}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="nome@empresa.com.br"
            />
            <div className="flex items-end gap-2">
              <div className="flex-1 space-y-1.5">
                <Label htmlFor="member-role">Papel</Label>
                <select
                  id="member-role"
                  name="role"
                  defaultValue="client"
                  className="h-10 w-full rounded-md border border-line bg-white px-3 text-sm"
                >
                  <option value="client">{ROLE_LABEL.client}</option>
                  <option value="nexo_employee">{ROLE_LABEL.nexo_employee}</option>
                </select>
              </div>
              <Button type="submit" disabled={inviter.state !== "idle"}>
                <MailPlus aria-hidden className="h-4 w-4" />
                {inviter.state !== "idle" ? "Convidando..." : "Convidar"}
              </Button>
            </div>
            {invitation.errorOf("role") ? <p className="text-sm text-danger">{invitation.errorOf("role")}</p> : null}
            <FormAlert message={invitation.formError} />
          </inviter.Form>
        ) : (
          <p className="mt-4 text-sm text-muted">Apenas a equipe Nexo do projeto pode convidar ou remover membros.</p>
        )}

        <div className="mt-6 border-t border-line pt-4">
          {confirmLeave ? (
            <leaver.Form method="post" action={action} className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="intent" value="leave-project" />
              <p className="flex-1 text-sm">Sair deste projeto? Você perderá o acesso às conversas e documentos.</p>
              <Button
                ref={cancelLeaveButton}
                type="button"
                variant="outline"
                size="sm"
                onClick={() => askToLeave(false)}
              >
                Cancelar
              </Button>
              <Button type="submit" variant="danger" size="sm" disabled={leaver.state !== "idle"}>
                Sair do projeto
              </Button>
            </leaver.Form>
          ) : (
            <Button ref={leaveButton} variant="ghost" size="sm" onClick={() => askToLeave(true)}>
              <LogOut aria-hidden className="h-4 w-4" /> Sair do projeto
            </Button>
          )}
          <FormAlert message={leaving.formError} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
