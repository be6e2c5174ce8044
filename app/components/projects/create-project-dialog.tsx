import { useState } from "react";
import { Dialog, DialogContent, DialogHeader, FormDialogFooter } from "~/components/ui/dialog";
import { FormAlert, FormField } from "~/components/ui/form-field";
import { useToastNotice } from "~/components/toaster";
import type { ActionResult } from "~/lib/action-result";
import { PROJECT_LIMITS } from "~/lib/schemas/limits";
import { useFetcherSettled } from "~/lib/use-fetcher-settled";
import { useFieldErrors } from "~/lib/use-field-errors";

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title="Criar Novo Projeto" description="Projetos reúnem conversas, documentos e membros." />
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
          <FormField multiline id="project-description" label="Descrição (opcional)" {...field("description")}
            maxLength={PROJECT_LIMITS.description} />
          <FormAlert message={formError} />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            submitLabel="Criar Projeto"
            pendingLabel="Criando..."
            pending={saving}
            disabled={!canSubmit}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
