import { useRef, useState } from "react";
import { notify, useToastNotice } from "#app/components/toaster.tsx";
import { Dialog, DialogContent, DialogHeader, FormDialogFooter } from "#app/components/ui/dialog.tsx";
import { FormAlert, FormField } from "#app/components/ui/form-field.tsx";
import type { ActionResult } from "#isomorphic/action-result.ts";
import { CONVERSATION_LIMITS, NAME_REQUIRED } from "#isomorphic/schemas/limits.ts";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";

/**
 * The sidebar and the project page's session bar both open this dialog; they
 * differ only in the title of the empty-name notice.
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
  // A created conversation is where the focus goes next: its message box.
  const created = useRef(false);
  const fetcher = useFetcherSettled<ActionResult>((result) => {
    if (result && !result.ok) return; // stays open with the server's message
    setName("");
    created.current = true;
    onOpenChange(false);
  });
  useToastNotice(fetcher.data?.toast);
  const { field, formError } = useFieldErrors(fetcher.data);
  const saving = fetcher.state !== "idle";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        returnFocus={() => {
          const composer = created.current ? document.getElementById("chat-composer") : null;
          created.current = false;
          return composer;
        }}
      >
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
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            submitLabel="Criar Conversa"
            pendingLabel="Criando..."
            pending={saving}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function clientTimeZone(): string {
  return typeof Intl === "undefined" ? "" : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
