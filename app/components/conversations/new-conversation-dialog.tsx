import { useState } from "react";
import { notify, useToastNotice } from "~/components/toaster";
import { Dialog, DialogContent, DialogHeader, FormDialogFooter } from "~/components/ui/dialog";
import { FormAlert, FormField } from "~/components/ui/form-field";
import type { ActionResult } from "~/lib/action-result";
import { CONVERSATION_LIMITS, NAME_REQUIRED } from "~/lib/schemas/limits";
import { useFetcherSettled } from "~/lib/use-fetcher-settled";
import { useFieldErrors } from "~/lib/use-field-errors";

/**
 * The sidebar and the project page's session bar both open this dialog; they
 * differ only in the title of the empty-name notice (spec section 5).
 */
export type NewConversationVariant = "sidebar" | "page";

const EMPTY_NAME_TITLE: Record<NewConversationVariant, string> = { sidebar: NAME_REQUIRED.title, page: "Erro" };

export function NewConversationDialog({
  projectId,
  open,
  onOpenChange,
  variant,
}: {
  projectId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: NewConversationVariant;
}) {
  const [name, setName] = useState("");
  const fetcher = useFetcherSettled<ActionResult>((result) => {
    if (result && !result.ok) return; // stays open with the server's message
    setName("");
    onOpenChange(false);
  });
  useToastNotice(fetcher.data?.toast);
  const { field, formError } = useFieldErrors(fetcher.data);
  const saving = fetcher.state !== "idle";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Nova Conversa"
          description="Dê um nome à conversa. A data e a hora serão adicionadas automaticamente."
        />
        <fetcher.Form
          method="post"
          action={projectId ? `/projects/${projectId}` : undefined}
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            if (saving) return event.preventDefault();
            if (!projectId) {
              event.preventDefault();
              notify({ type: "error", title: "Erro", description: "Selecione um projeto primeiro" });
              return;
            }
            if (!name.trim()) {
              event.preventDefault();
              notify({ type: "error", title: EMPTY_NAME_TITLE[variant], description: NAME_REQUIRED.description });
            }
          }}
        >
          <input type="hidden" name="intent" value="create-conversation" />
          <input type="hidden" name="variant" value={variant} />
          <input type="hidden" name="timeZone" value={clientTimeZone()} />
          <FormField
            id={`new-conversation-${variant}`}
            label="Nome da conversa"
            {...field("name")}
            value={name}
            maxLength={CONVERSATION_LIMITS.name}
            placeholder="Ex.: Reunião de alinhamento"
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
          <FormAlert message={formError} />
          <FormDialogFooter onCancel={() => onOpenChange(false)} submitLabel="Criar Conversa" pendingLabel="Criando..." pending={saving} />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function clientTimeZone(): string {
  return typeof Intl === "undefined" ? "" : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
