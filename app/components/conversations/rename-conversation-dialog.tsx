import { useToastNotice } from "#app/components/toaster.tsx";
import { FormDialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";
import { FormAlert, FormField } from "#app/components/ui/form-field.tsx";
import type { ActionResult } from "#isomorphic/action-result.ts";
import { CONVERSATION_LIMITS } from "#isomorphic/schemas/limits.ts";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";

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
  const fetcher = useFetcherSettled<ActionResult>((result) => {
    if (result?.ok) onClose();
  });
  useToastNotice(fetcher.data?.toast);
  const { field, formError } = useFieldErrors(fetcher.data);
  const saving = fetcher.state !== "idle";

  return (
    <TitledDialog
      open={target !== null}
      onClose={onClose}
      title="Renomear Conversa"
      description="Escolha um novo nome para esta conversa."
    >
      <fetcher.Form
        method="post"
        action={`/projects/${projectId}`}
        className="space-y-4"
        onSubmit={(event) => {
          // An empty name silently does nothing.
          if (saving || !String(new FormData(event.currentTarget).get("title") ?? "").trim()) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="rename-conversation" />
        <input type="hidden" name="conversationId" value={target?.id ?? ""} />
        {/* Keyed by the conversation, so each opening starts from that conversation's title. */}
        <FormField
          key={target?.id}
          id="rename-conversation"
          label="Nome da conversa"
          {...field("title")}
          defaultValue={target?.title}
          maxLength={CONVERSATION_LIMITS.title}
          autoFocus
        />
        <FormAlert message={formError} />
        <FormDialogFooter onCancel={onClose} submitLabel="Salvar" pendingLabel="Salvando..." pending={saving} />
      </fetcher.Form>
    </TitledDialog>
  );
}
