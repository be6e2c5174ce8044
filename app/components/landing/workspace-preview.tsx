import { FileText, Folder, LayoutDashboard, MessageSquare, Send } from "lucide-react";

/**
 * The landing hero's picture of the product: the workspace drawn in HTML
 * (sidebar, a project conversation, the Canvas), so it is sharp at any size,
 * costs no image request and never delays the first paint. One image for
 * assistive technology, described by its label.
 */
export function WorkspacePreview({ productName }: { productName: string }) {
  return (
    <div
      role="img"
      aria-label={`Prévia do ${productName}: a barra lateral com projetos, uma conversa com o agente de IA sobre os documentos do projeto e o painel Canvas`}
      className="overflow-hidden rounded-xl border border-white/20 bg-white text-left text-ink shadow-2xl"
    >
      <div className="flex items-center gap-1.5 border-b border-line bg-surface px-3 py-2">
        <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
        <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
        <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
        <span className="ml-3 text-xs text-muted">{productName} · Chat do Projeto</span>
      </div>
      <div className="grid grid-cols-[9rem_minmax(0,1fr)] text-xs sm:grid-cols-[10rem_minmax(0,1fr)_11rem]">
        <div className="space-y-1 border-r border-line p-3">
          <p className="flex items-center gap-1.5 rounded bg-brand-50 px-1.5 py-1 font-medium text-brand-800">
            <LayoutDashboard className="h-3.5 w-3.5" /> Dashboard
          </p>
          <p className="px-1.5 pt-2 text-[10px] font-semibold uppercase tracking-wide text-muted">Projetos</p>
          <p className="flex items-center gap-1.5 px-1.5 py-1 font-medium">
            <Folder className="h-3.5 w-3.5" /> Portal de Atendimento
          </p>
          <p className="ml-3 flex items-center gap-1.5 border-l border-line px-1.5 py-1 text-muted">
            <MessageSquare className="h-3 w-3" /> Kickoff - 14/03
          </p>
          <p className="ml-3 flex items-center gap-1.5 border-l border-line px-1.5 py-1 text-muted">
            <MessageSquare className="h-3 w-3" /> Requisitos - 18/03
          </p>
        </div>
        <div className="flex flex-col gap-2 p-3">
          <p className="ml-auto max-w-[85%] rounded-lg rounded-br-sm bg-brand-700 px-2.5 py-1.5 text-white">
            Quais requisitos ainda faltam validar com o cliente?
          </p>
          <p className="max-w-[90%] rounded-lg rounded-bl-sm border border-line bg-surface px-2.5 py-1.5">
            Três requisitos aguardam validação: integração com o SAP, SLA do atendimento e relatórios mensais.
          </p>
          <p className="max-w-[90%] rounded-lg rounded-bl-sm border border-line bg-surface px-2.5 py-1.5">
            Fonte: <span className="font-medium text-brand-800">requisitos.md</span>, seção 3.
          </p>
          <p className="mt-auto flex items-center justify-between rounded-md border border-line px-2 py-1.5 text-muted">
            Digite sua mensagem... <Send className="h-3.5 w-3.5 text-brand-700" />
          </p>
        </div>
        <div className="hidden border-l border-line p-3 sm:block">
          <p className="font-semibold">Canvas</p>
          <p className="text-muted">Visualização de documentos</p>
          <div className="mt-2 rounded-md border border-line p-2">
            <p className="flex items-center gap-1.5 font-medium">
              <FileText className="h-3.5 w-3.5 text-brand-700" /> requisitos.md
            </p>
            <div className="mt-2 space-y-1.5">
              <span className="block h-1.5 w-full rounded bg-slate-200" />
              <span className="block h-1.5 w-5/6 rounded bg-slate-200" />
              <span className="block h-1.5 w-4/6 rounded bg-slate-200" />
              <span className="block h-1.5 w-5/6 rounded bg-slate-200" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
