/**
 * The classification a member gives a document at upload, one of these ten,
 * shown everywhere by its Portuguese label, never the stored value.
 */
export const DOCUMENT_TYPES = [
  { value: "requirement", label: "Requisito/Especificação" },
  { value: "integration", label: "Integração" },
  { value: "task", label: "Tarefa/Pendência" },
  { value: "issue", label: "Issue/Problema" },
  { value: "contract", label: "Contrato" },
  { value: "proposal", label: "Proposta" },
  { value: "report", label: "Relatório" },
  { value: "design", label: "Design/Mockup" },
  { value: "reference", label: "Referência" },
  { value: "other", label: "Outro" },
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number]["value"];
export const DEFAULT_DOCUMENT_TYPE: DocumentType = "other";
export const DOCUMENT_TYPE_VALUES = DOCUMENT_TYPES.map((type) => type.value) as [DocumentType, ...DocumentType[]];

export function documentTypeLabel(value: string): string {
  return DOCUMENT_TYPES.find((type) => type.value === value)?.label ?? "Outro";
}

/** The formats a document can have, decided from its bytes at upload. */
export const DOCUMENT_FORMATS = {
  pdf: { mimeType: "application/pdf", extension: ".pdf", label: "PDF", editable: false },
  markdown: { mimeType: "text/markdown", extension: ".md", label: "Markdown", editable: true },
  text: { mimeType: "text/plain", extension: ".txt", label: "Texto", editable: true },
} as const;

export type DocumentFormat = keyof typeof DOCUMENT_FORMATS;

export function formatOfMimeType(mimeType: string): DocumentFormat {
  if (mimeType === DOCUMENT_FORMATS.pdf.mimeType) return "pdf";
  if (mimeType === DOCUMENT_FORMATS.markdown.mimeType) return "markdown";
  return "text";
}

export const DOCUMENT_STATUS_LABEL = { processing: "Processando", ready: "Pronto", failed: "Falhou" } as const;
