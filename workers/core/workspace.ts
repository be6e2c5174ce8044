import { type SidebarData, sidebarExpandedFromCookie } from "#isomorphic/sidebar-state.ts";
import { requireUserRead } from "./access/project-access.ts";
import type { AppEnv } from "./context.ts";
import { CONSOLIDATED_SESSION } from "./conversations/project-page.ts";
import { listConversationsOfSelectedProject } from "./db/conversations.ts";
import { listProjectsForUser } from "./db/projects.ts";
import { type LoadErrorTitle, settledSection } from "./load-section.ts";

/**
 * Everything the workspace shell needs for its first paint: the user's
 * projects (members only), the selected one's conversations and the sidebar
 * state from its cookie. The selected project is the one in the URL when the
 * user belongs to it, else the newest; its open conversation the one in the URL,
 * else its newest (as the project page chooses). One round of reads, the session's
 * with them: the conversations' query picks the project itself.
 */
export async function loadWorkspace(request: Request, env: AppEnv, projectIdParam: string | undefined) {
  const { user, data } = await requireUserRead(
    request,
    env,
    ({ db, viewer }) =>
      [
        listProjectsForUser(db, viewer),
        listConversationsOfSelectedProject(db, viewer, projectIdParam?.toLowerCase()),
      ] as const,
  );
  const loadErrors: LoadErrorTitle[] = [];
  const projects = settledSection(loadErrors, "Erro ao carregar projetos", data[0], []);
  const conversations = settledSection(loadErrors, "Erro ao carregar conversas", data[1], []);
  const selected = projects.find((project) => project.id === projectIdParam) ?? projects[0] ?? null;
  const requested = new URL(request.url).searchParams.get("session");
  const open =
    requested === CONSOLIDATED_SESSION ? null : (conversations.find(({ id }) => id === requested) ?? conversations[0]);
  const sidebar: SidebarData = {
    userName: user.fullName,
    projects: projects.map(({ id, name }) => ({ id, name })),
    selectedProjectId: selected?.id ?? null,
    conversations: selected ? conversations.map(({ id, title }) => ({ id, title })) : [],
    activeConversationId: open?.id ?? null,
  };
  return { sidebar, expanded: sidebarExpandedFromCookie(request.headers.get("Cookie")), loadErrors };
}
