import { useEffect, useState } from "react";
import { useToastNotice } from "~/components/toaster";
import { Dialog, DialogContent, DialogHeader, FormDialogFooter } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionResult } from "~/lib/action-result";
import { CONVERSATION_LIMITS } from "~/lib/schemas/limits";
import { useFetcherSettled } from "~/lib/use-fetcher-settled";

export interface RenameTarget {
  id: string;
  title: string;
}

export function RenameConversationDialog({
  projectId,
  target,
  onClose,
}: {
  projectId: string;
  target: RenameTarget | null;
  onClose: () => void;
}) {
  const [title, setTitle] = useState("");
  useEffect(() => setTitle(target?.title ?? ""), [target]);
  const fetcher = useFetcherSettled<ActionResult>((result) => {
    if (result?.ok) onClose();
  });
  useToastNotice(fetcher.data?.toast);
  const saving = fetcher.state !== "idle";

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader title="Renomear Conversa" description="Escolha um novo nome para esta conversa." />
        <fetcher.Form
          method="post"
          action={`/projects/${projectId}`}
          className="space-y-4"
          onSubmit={(event) => {
            // An empty name silently does nothing (spec section 5).
            if (saving || !title.trim()) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="rename-conversation" />
          <input type="hidden" name="conversationId" value={target?.id ?? ""} />
          <div className="space-y-1.5">
            <Label htmlFor="rename-conversation">Nome da conversa</Label>
            <Input
              id="rename-conversation"
              name="title"
              value={title}
              maxLength={CONVERSATION_LIMITS.title}
              onChange={(event) => setTitle(event.target.value)}
              autoFocus
            />
          </div>
          <FormDialogFooter onCancel={onClose} submitLabel="Salvar" pendingLabel="Salvando..." pending={saving} />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
