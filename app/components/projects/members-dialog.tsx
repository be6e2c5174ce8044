import { Trash2, Users } from "lucide-react";
import { useState } from "react";
import { useToastNotice } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionResult } from "~/lib/action-result";
import { useFetcherSettled } from "~/lib/use-fetcher-settled";

export interface MemberView {
  userId: string;
  email: string;
  fullName: string;
  role: "client" | "nexo_employee";
}

const ROLE_LABEL: Record<MemberView["role"], string> = { client: "Cliente", nexo_employee: "Equipe Nexo" };

export function MembersDialog({
  projectId,
  members,
  canManage,
  currentUserId,
}: {
  projectId: string;
  members: MemberView[];
  canManage: boolean;
  currentUserId: string;
}) {
  const [email, setEmail] = useState("");
  const adder = useFetcherSettled<ActionResult>((result) => {
    if (result?.ok) setEmail("");
  });
  const remover = useFetcherSettled<ActionResult>(() => {});
  useToastNotice(adder.data?.toast);
  useToastNotice(remover.data?.toast);

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Users aria-hidden className="h-4 w-4" /> Membros ({members.length})
        </Button>
      </DialogTrigger>
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
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">{ROLE_LABEL[member.role]}</span>
              {canManage ? (
                <remover.Form method="post" action={`/projects/${projectId}`}>
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
        {canManage ? (
          <adder.Form method="post" action={`/projects/${projectId}`} className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="add-member" />
            <div className="space-y-1.5">
              <Label htmlFor="member-email">Adicionar pessoa pelo e-mail</Label>
              <Input
                id="member-email"
                name="email"
                type="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="nome@empresa.com.br"
              />
            </div>
            <div className="flex items-end gap-2">
              <div className="flex-1 space-y-1.5">
                <Label htmlFor="member-role">Papel</Label>
                <select
                  id="member-role"
                  name="role"
                  defaultValue="client"
                  className="h-10 w-full rounded-md border border-line bg-white px-3 text-sm"
                >
                  <option value="client">Cliente</option>
                  <option value="nexo_employee">Equipe Nexo</option>
                </select>
              </div>
              <Button type="submit" disabled={adder.state !== "idle"}>
                {adder.state !== "idle" ? "Adicionando..." : "Adicionar"}
              </Button>
            </div>
            {adder.data?.error ? <p role="alert" className="text-sm text-danger">{adder.data.error}</p> : null}
          </adder.Form>
        ) : (
          <p className="mt-4 text-sm text-muted">Apenas a equipe Nexo do projeto pode adicionar ou remover membros.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
