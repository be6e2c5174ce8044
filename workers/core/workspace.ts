import { type SidebarData, sidebarExpandedFromCookie } from "#isomorphic/sidebar-state.ts";
import { requireUser } from "./auth/session.ts";
import type { AppEnv } from "./context.ts";
import { database } from "./db/client.ts";
import { listConversations } from "./db/conversations.ts";
import { listProjectsForUser } from "./db/projects.ts";
import { type LoadErrorTitle, loadSection } from "./load-section.ts";

/**
 * Everything the workspace shell needs for its first paint: the user's
 * projects (members only), the selected one's conversations and the sidebar
 * state from its cookie. The selected project is the one in the URL when the
 * user belongs to it, else the newest.
 */
export async function loadWorkspace(request: Request, env: AppEnv, projectIdParam: string | undefined) {
  const user = await requireUser(request, env);
  const db = database(env.DB);
  const loadErrors: LoadErrorTitle[] = [];
  const projects = await loadSection(
    loadErrors,
    "Erro ao carregar projetos",
    () => listProjectsForUser(db, user.id),
    [],
  );
  const selected = projects.find((project) => project.id === projectIdParam) ?? projects[0] ?? null;
  const conversations = selected
    ? await loadSection(loadErrors, "Erro ao carregar conversas", () => listConversations(db, selected.id), [])
    : [];
  const sidebar: SidebarData = {
    userName: user.fullName,
    projects: projects.map(({ id, name }) => ({ id, name })),
    selectedProjectId: selected?.id ?? null,
    conversations: conversations.map(({ id, title }) => ({ id, title })),
    activeConversationId: new URL(request.url).searchParams.get("session"),
  };
  return { sidebar, expanded: sidebarExpandedFromCookie(request.headers.get("Cookie")), loadErrors };
}
