import type { MessagePart } from "#isomorphic/protocols/chat-protocol.ts";

/**
 * What the agent's tools did, in Portuguese words for the reply's closing
 * lines: actions that changed something under "✅ Ações executadas:",
 * failures under "⚠️ Ações não concluídas:" (never among the executed ones).
 * Lookups (searching, reading a document, a calculation) change nothing and are not reported.
 */
type ToolPart = Extract<MessagePart, { type: "tool" }>;

const LOOKUPS = new Set(["search_documents", "read_document", "calculate"]);

function field(value: unknown, key: string): string {
  return value && typeof value === "object" && key in value
    ? String((value as Record<string, unknown>)[key] ?? "")
    : "";
}

function failed(output: unknown): boolean {
  return Boolean(output && typeof output === "object" && "ok" in output && (output as { ok: unknown }).ok === false);
}

/** "Anotação adicionada ao Manual.md"; for a failure, what was not done and why. */
export function describeToolCall(part: ToolPart): string {
  const { toolName, output } = part;
  if (failed(output)) {
    const reason = field(output, "error") || "erro desconhecido";
    const what: Record<string, string> = {
      add_annotation: "Anotação não adicionada",
      relate_documents: "Documentos não relacionados",
      create_document: "Documento não criado",
    };
    return `${what[toolName] ?? "Ação não concluída"} (${reason.replace(/\.$/, "")})`;
  }
  switch (toolName) {
    case "add_annotation":
      return `Anotação adicionada ao ${field(output, "documentName") || "documento"}`;
    case "relate_documents":
      return `${field(output, "sourceName")} relacionado a ${field(output, "targetName")}`;
    case "create_document":
      return `Documento ${field(output, "name")} criado`;
    default:
      return "Ação executada";
  }
}

/** The reply's closing lines about actions, or "" when no action ran. */
export function actionsReport(parts: MessagePart[]): string {
  const actions = parts.filter((part): part is ToolPart => part.type === "tool" && !LOOKUPS.has(part.toolName));
  const done = actions.filter((part) => !failed(part.output)).map(describeToolCall);
  const notDone = actions.filter((part) => failed(part.output)).map(describeToolCall);
  return [
    done.length > 0 ? `✅ Ações executadas: ${done.join(", ")}` : "",
    notDone.length > 0 ? `⚠️ Ações não concluídas: ${notDone.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}
