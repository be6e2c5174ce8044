import { useState } from "react";
import { Dialog, DialogContent, DialogHeader, FormDialogFooter } from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useToastNotice } from "~/components/toaster";
import type { ActionResult } from "~/lib/action-result";
import { PROJECT_LIMITS } from "~/lib/schemas/limits";
import { useFetcherSettled } from "~/lib/use-fetcher-settled";

export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const fetcher = useFetcherSettled<ActionResult>((result) => {
    if (result && !result.ok) return;
    // Success redirected to the new project; start clean next time.
    setName("");
    setDescription("");
    onOpenChange(false);
  });
  useToastNotice(fetcher.data?.toast);
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
          <div className="space-y-1.5">
            <Label htmlFor="project-name">Nome do Projeto</Label>
            <Input
              id="project-name"
              name="name"
              value={name}
              maxLength={PROJECT_LIMITS.name}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="project-description">Descrição (opcional)</Label>
            <Textarea
              id="project-description"
              name="description"
              value={description}
              maxLength={PROJECT_LIMITS.description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          {fetcher.data?.error ? <p role="alert" className="text-sm text-danger">{fetcher.data.error}</p> : null}
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
