import * as RadioGroup from "@radix-ui/react-radio-group";
import { useEffect, useState } from "react";
import { FormDialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_TYPES, type DocumentType } from "#isomorphic/document-types.ts";

export interface Classification {
  documentType: DocumentType;
  description: string;
}

/** Classificar Documento (spec): a type from the ten, Outro by default, and an optional description. */
export function ClassifyDocumentDialog({
  fileName,
  onConfirm,
  onCancel,
  returnFocus,
}: {
  fileName: string | null;
  onConfirm: (classification: Classification) => void;
  onCancel: () => void;
  /** Where the focus goes when the dialog closes (the clip). */
  returnFocus?: () => HTMLElement | null;
}) {
  const [documentType, setDocumentType] = useState<DocumentType>(DEFAULT_DOCUMENT_TYPE);
  const [description, setDescription] = useState("");
  useEffect(() => {
    if (fileName) {
      setDocumentType(DEFAULT_DOCUMENT_TYPE);
      setDescription("");
    }
  }, [fileName]);

  return (
    <TitledDialog
      open={fileName !== null}
      onClose={onCancel}
      returnFocus={returnFocus}
      title="Classificar Documento"
      description={
        <>
          Não foi possível identificar automaticamente o tipo do documento. Classifique o arquivo{" "}
          <strong className="break-all text-ink">{fileName}</strong>.
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm({ documentType, description: description.trim() });
        }}
        className="space-y-4"
      >
        <RadioGroup.Root
          aria-label="Tipo do documento"
          value={documentType}
          onValueChange={(value) => setDocumentType(value as DocumentType)}
          className="grid grid-cols-1 gap-1.5 sm:grid-cols-2"
        >
          {DOCUMENT_TYPES.map((type) => (
            <label
              key={type.value}
              htmlFor={`document-type-${type.value}`}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm has-[[data-state=checked]]:border-brand-500 has-[[data-state=checked]]:bg-brand-50"
            >
              <RadioGroup.Item
                id={`document-type-${type.value}`}
                value={type.value}
                className="flex h-4 w-4 shrink-0 items-center justify-center rounded-full border border-slate-400 data-[state=checked]:border-brand-600"
              >
                <RadioGroup.Indicator className="h-2 w-2 rounded-full bg-brand-600" />
              </RadioGroup.Item>
              {type.label}
            </label>
          ))}
        </RadioGroup.Root>
        <FormField
          multiline
          id="document-description"
          label="Descrição (opcional)"
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="Adicione detalhes sobre este documento..."
        />
        <FormDialogFooter onCancel={onCancel} submitLabel="Confirmar" />
      </form>
    </TitledDialog>
  );
}
