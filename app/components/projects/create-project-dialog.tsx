import { useState } from "react";
import { FormDialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";
import { FormAlert, FormField } from "#app/components/ui/form-field.tsx";
import { useToastNotice } from "#app/components/toaster.tsx";
import type { ActionResult } from "#isomorphic/action-result.ts";
import { PROJECT_LIMITS } from "#isomorphic/schemas/limits.ts";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";

export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState("");
  const fetcher = useFetcherSettled<ActionResult>((result) => {
    if (result && !result.ok) return;
    // Success redirected to the new project; start clean next time (the description goes with the closed dialog).
    setName("");
    onOpenChange(false);
  });
  useToastNotice(fetcher.data?.toast);
  const { field, formError } = useFieldErrors(fetcher.data);
  const saving = fetcher.state !== "idle";
  const canSubmit = name.trim().length > 0 && !saving;

  return (
    <TitledDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Criar Novo Projeto"
      description="Projetos reúnem conversas, documentos e membros."
    >
      <fetcher.Form
        method="post"
        action="/projects?index"
        onSubmit={(event) => {
          // A second submit while saving (double click, Enter twice) is ignored.
          if (!canSubmit) event.preventDefault();
        }}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="create-project" />
        <FormField
          id="project-name"
          label="Nome do Projeto"
          {...field("name")}
          value={name}
          maxLength={PROJECT_LIMITS.name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
        />
        <FormField
          multiline
          id="project-description"
          label="Descrição (opcional)"
          {...field("description")}
          maxLength={PROJECT_LIMITS.description}
        />
        <FormAlert message={formError} />
        <FormDialogFooter
          onCancel={() => onOpenChange(false)}
          submitLabel="Criar Projeto"
          pendingLabel="Criando..."
          pending={saving}
          disabled={!canSubmit}
        />
      </fetcher.Form>
    </TitledDialog>
  );
}
