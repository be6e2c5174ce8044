/**
 * The agent's tools as people read them. A stored answer ends with the spec's
 * "✅ Ações executadas: name, name" line naming the tools the turn ran; the
 * chat shows that line with these words instead of the internal names.
 */
const TOOL_LABELS: Record<string, string> = {
  search_documents: "busca nos documentos",
  read_document: "leitura de documento",
  calculate: "cálculo",
  add_annotation: "anotação adicionada",
  relate_documents: "documentos relacionados",
  create_document: "documento criado",
};

export function toolLabel(name: string): string {
  return TOOL_LABELS[name] ?? name.replace(/_/g, " ");
}

const TOOLS_LINE = /(✅ Ações executadas: )([\w, ]+)\s*$/u;

/** The answer as the chat shows it: the tools line, if any, in Portuguese. */
export function displayedContent(content: string): string {
  return content.replace(
    TOOLS_LINE,
    (_, lead: string, names: string) =>
      lead +
      names
        .split(",")
        .map((name) => toolLabel(name.trim()))
        .join(", "),
  );
}
