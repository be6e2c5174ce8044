import { Copy, Download } from "lucide-react";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";

/** Shows a fresh set of recovery codes, once: they are not stored in a readable form anywhere. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const text = codes?.join("\n") ?? "";
  return (
    <TitledDialog
      open={codes !== null}
      onClose={onClose}
      title="Guarde seus códigos de recuperação"
      description="Cada código funciona uma única vez, se você perder o acesso ao segundo fator. Eles não serão mostrados de novo."
    >
      <ol
        aria-label="Códigos de recuperação"
        className="grid grid-cols-2 gap-2 rounded-lg bg-surface p-4 font-mono text-sm"
      >
        {codes?.map((code) => (
          <li key={code} data-recovery-code>
            {code}
          </li>
        ))}
      </ol>
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            navigator.clipboard
              .writeText(text)
              .then(() => notify({ type: "success", title: "Códigos copiados" }))
              .catch(() =>
                notify({
                  type: "error",
                  title: "Não foi possível copiar",
                  description: "Selecione e copie os códigos.",
                }),
              )
          }
        >
          <Copy aria-hidden className="h-4 w-4" /> Copiar
        </Button>
        <Button asChild variant="outline">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
            download="codigos-de-recuperacao.txt"
          >
            <Download aria-hidden className="h-4 w-4" /> Baixar
          </a>
        </Button>
        <Button type="button" onClick={onClose}>
          Já guardei
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
