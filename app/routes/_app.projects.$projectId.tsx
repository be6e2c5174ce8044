import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy, useEffect, useState } from "react";
import { CanvasPanel } from "#app/components/canvas/canvas-panel.tsx";
import { useCanvasSelection } from "#app/components/canvas/canvas-selection.ts";
import { useCitationLinks } from "#app/components/chat/use-citation-links.ts";
import { useProjectDocuments } from "#app/components/canvas/use-project-documents.ts";
import { AttachDocument } from "#app/components/documents/attach-document.tsx";
import { useDocumentUpload } from "#app/components/documents/use-document-upload.ts";
import { useLoadErrorToasts } from "#app/components/load-error-toasts.tsx";
import { RoomEndedNotice } from "#app/components/realtime/room-ended-notice.tsx";
import { useRoom } from "#app/components/realtime/use-room.ts";
import { ChatPanel } from "#app/components/chat/chat-panel.tsx";
import { UploadProgressNote } from "#app/components/documents/upload-progress.tsx";
import { ConversationBar } from "#app/components/conversations/conversation-bar.tsx";
import { FirstSteps } from "#app/components/projects/first-steps.tsx";
import { MembersDialog } from "#app/components/projects/members-dialog.tsx";
import { SidebarTrigger } from "#app/components/sidebar/app-sidebar.tsx";
import type { WorkspaceHandle } from "#app/components/sidebar/phone-top-bar.ts";
import { withMarkdownTree } from "#app/components/markdown/markdown-tree.server.ts";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { useOpenedOnce } from "#app/components/ui/on-demand.ts";
import { envOf } from "#core/context.ts";
import { handleProjectPageAction } from "#core/conversations/project-page-actions.ts";
import { loadProjectPage } from "#core/conversations/project-page.ts";

// Only a project without conversations opens it by itself; the others may never need it.
const NewConversationDialog = lazy(() =>
  import("#app/components/conversations/new-conversation-dialog.tsx").then((m) => ({
    default: m.NewConversationDialog,
  })),
);

/** Below 768 px the page's header holds the sidebar's toggle, so the workspace's top bar is left out. */
export const handle: WorkspaceHandle = { ownPhoneTopBar: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.project.name} — Chat do Projeto — Nexo` : "Projeto não encontrado — Nexo" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadProjectPage(request, envOf(context), params.projectId);
  return { ...page, messages: page.messages.map(withMarkdownTree) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return handleProjectPageAction(request, envOf(context), params.projectId);
}

export default function ProjectChatPage() {
  const {
    project,
    conversations,
    activeConversation,
    messages,
    hasMoreMessages,
    members,
    invitations,
    documents,
    suggestions,
    currentUserId,
    canManageMembers,
    loadErrors,
  } = useLoaderData<typeof loader>();
  useLoadErrorToasts(loadErrors);
  // A project without conversations opens the new-conversation dialog by itself.
  const [creating, setCreating] = useState(conversations.length === 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another project without conversations opens it again
  useEffect(() => {
    if (conversations.length === 0) setCreating(true);
  }, [project.id, conversations.length]);
  const creatingOpened = useOpenedOnce(creating);
  const room = useRoom({ projectId: project.id, conversationId: activeConversation?.id ?? null });
  const live = useProjectDocuments(project.id, documents, room.status === "open");
  const refreshDocuments = live.refresh;
  useEffect(
    () => room.subscribe((event) => event.type === "document" && void refreshDocuments()),
    [room.subscribe, refreshDocuments],
  );
  const [membersOpen, setMembersOpen] = useState(false);
  const { selection, select } = useCanvasSelection(project.id);
  // Below 1024 px the Canvas is a sheet: a shared link to a document opens it.
  const [sheetOpen, setSheetOpen] = useState(selection.documentId !== null);
  const citations = useCitationLinks((source) => {
    select(source.documentId, { passage: source.chunkId, citedBy: source.messageId, from: "citation" });
    setSheetOpen(true);
  });
  const upload = useDocumentUpload({
    projectId: project.id,
    conversationId: activeConversation?.id ?? null,
    // The new document opens once the list has it: selecting it before would empty the Canvas meanwhile.
    onUploaded: async (document) => {
      await live.refresh();
      select(document.id, { from: "upload" });
    },
    documents: live.documents,
  });

  // The page is exactly the screen below the app's 3rem top bar (the whole screen below 768 px, where its header
  // holds the sidebar's toggle) and never scrolls the window: the chat and the Canvas scroll on their own, and the
  // chat takes what the headers leave, so the message box is always on screen. On a phone the header is one 44 px
  // row and the conversation bar two short ones: 118 of 844 px. `relative` + `overflow-clip` keep anything
  // positioned inside (a screen-reader-only label far down the Canvas) from growing the document, and nothing can
  // scroll the page itself.
  return (
    <main className="relative flex h-[calc(100dvh-3rem)] flex-col overflow-clip max-md:h-dvh">
      <header className="flex flex-wrap items-center gap-3 border-b border-line bg-white px-4 py-3 max-md:flex-nowrap max-md:gap-2 max-md:px-2 max-md:py-0">
        <SidebarTrigger className="md:hidden" />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold text-brand-900 max-md:text-base max-md:leading-5">Chat do Projeto</h1>
          <p className="truncate text-sm text-muted max-md:text-xs">{project.name}</p>
        </div>
        <MembersDialog
          open={membersOpen}
          onOpenChange={setMembersOpen}
          projectId={project.id}
          members={members}
          invitations={invitations}
          canManage={canManageMembers}
          currentUserId={currentUserId}
        />
      </header>
      {room.endedBy ? <RoomEndedNotice code={room.endedBy} /> : null}
      <ConversationBar
        projectId={project.id}
        conversations={conversations}
        activeConversation={activeConversation}
        presence={room.presence.filter((member) => member.userId !== currentUserId)}
        onNewConversation={() => setCreating(true)}
        onOpenDocuments={() => setSheetOpen(true)}
      />
      <div className="flex min-h-0 flex-1">
        <ChatPanel
          project={{
            id: project.id,
            conversationId: activeConversation?.id ?? null,
            messages,
            hasMoreMessages,
            suggestions,
            memberNames: members.map((member) => member.fullName),
            // Until the first document exists, an empty conversation says what to do first.
            firstSteps:
              live.documents.length === 0 ? (
                <FirstSteps
                  onAttach={upload.choose}
                  onInvite={canManageMembers ? () => setMembersOpen(true) : undefined}
                  busy={upload.uploading}
                />
              ) : undefined,
          }}
          attach={<AttachDocument upload={upload} disabled={false} />}
          uploadStatus={upload.progress ? <UploadProgressNote progress={upload.progress} /> : undefined}
          uploading={upload.uploading}
          citations={citations}
          onToolsRan={() => void live.refresh()}
          room={room}
          currentUserId={currentUserId}
        />
        <CanvasPanel
          projectId={project.id}
          documents={live.documents}
          selection={selection}
          onSelect={(documentId, from) => select(documentId, { from })}
          onDocumentsChanged={() => void live.refresh()}
          sheetOpen={sheetOpen}
          onSheetOpenChange={setSheetOpen}
          room={room}
          currentUserId={currentUserId}
          limitNotice={upload.limitNotice}
        />
      </div>
      {creatingOpened ? (
        <Lazily fallback={null}>
          <NewConversationDialog projectId={project.id} open={creating} onOpenChange={setCreating} variant="page" />
        </Lazily>
      ) : null}
    </main>
  );
}

export { ProjectErrorBoundary as ErrorBoundary } from "#app/components/projects/project-error-boundary.tsx";
