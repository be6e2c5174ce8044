import { Form, Link, useLocation } from "@remix-run/react";
import {
  BookOpenText,
  Folder,
  FolderOpen,
  Layers,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  MonitorPlay,
  PanelLeft,
  Plus,
  ShieldCheck,
} from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Logo } from "#app/components/logo.tsx";
import { notify } from "#app/components/toaster.tsx";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { initiativePath, initiatives } from "#app/initiatives/registry.ts";
import { cn } from "#app/lib/utils.ts";
import { useProduct } from "#app/lib/use-product.ts";
import { useSidebar } from "./sidebar-provider.tsx";
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, type SidebarData } from "#isomorphic/sidebar-state.ts";
import { CreateProjectOnDemand } from "#app/components/projects/create-project-on-demand.tsx";

// Dialogs and the phone drawer load when first opened: they are rarely used and
// would otherwise weigh on every workspace page's first load.
const NewConversationDialog = lazy(() =>
  import("#app/components/conversations/new-conversation-dialog.tsx").then((m) => ({
    default: m.NewConversationDialog,
  })),
);
const MobileDrawer = lazy(() => import("./mobile-drawer.tsx"));

/** Groups of one link each, to an initiative page under another name. */
const SHORTCUTS = [
  { group: "Conhecimento", icon: BookOpenText, label: "Base de Conhecimento", slug: "agentes-especialistas" },
  { group: "Demos", icon: MonitorPlay, label: "Ver Demos", slug: "abertura" },
] as const;

export function AppSidebar(props: SidebarData) {
  const { expanded, mobileOpen, setMobileOpen } = useSidebar();
  // A page reached from the drawer (a link, or a dialog it opened: a new project, a new conversation) closes it.
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is what changes when a page is reached
  useEffect(() => setMobileOpen(false), [pathname, search, setMobileOpen]);
  return (
    <>
      <aside
        aria-label="Barra lateral"
        data-state={expanded ? "expanded" : "collapsed"}
        style={{ width: expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
        className="sticky top-0 hidden h-screen shrink-0 flex-col border-r border-line bg-white transition-[width] duration-200 md:flex"
      >
        <SidebarBody {...props} collapsed={!expanded} />
      </aside>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer open={mobileOpen} onOpenChange={setMobileOpen}>
            <SidebarBody {...props} collapsed={false} onNavigate={() => setMobileOpen(false)} />
          </MobileDrawer>
        </Suspense>
      ) : null}
    </>
  );
}

interface BodyProps extends SidebarData {
  collapsed: boolean;
  onNavigate?: () => void;
}

function SidebarBody({ collapsed, onNavigate, ...data }: BodyProps) {
  const { productName, utilityName } = useProduct();
  const { pathname } = useLocation();
  const [creatingProject, setCreatingProject] = useState(false);
  const [creatingConversation, setCreatingConversation] = useState(false);
  const selected = data.projects.find((project) => project.id === data.selectedProjectId) ?? null;
  // Exactly one item is the current page: the open conversation, else the open project's
  // page, else the item whose path matches (Dashboard, an initiative).
  const onSelectedProject = selected !== null && pathname === `/projects/${selected.id}`;
  const activeConversation = onSelectedProject
    ? data.conversations.find((conversation) => conversation.id === data.activeConversationId)
    : undefined;

  return (
    <>
      <div className={cn("flex h-14 items-center border-b border-line", collapsed ? "justify-center" : "px-4")}>
        <Link
          to="/dashboard"
          onClick={onNavigate}
          aria-label={`${productName} — Dashboard`}
          className={cn(collapsed && "inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-slate-100")}
        >
          {collapsed ? (
            <img src="/favicon.svg" alt="" width={28} height={28} />
          ) : (
            <Logo name={productName} className="text-brand-900" />
          )}
        </Link>
      </div>

      <nav className="flex-1 overflow-y-auto overflow-x-hidden py-3" aria-label="Navegação principal">
        <ul className="mb-3 px-2">
          <Item
            collapsed={collapsed}
            icon={LayoutDashboard}
            label="Dashboard"
            to="/dashboard"
            onNavigate={onNavigate}
            end
          />
        </ul>

        <Group title="Projetos" collapsed={collapsed}>
          <Item collapsed={collapsed} icon={Plus} label="Novo Projeto" onClick={() => setCreatingProject(true)} />
          {data.projects.map((project) => {
            const isSelected = project.id === selected?.id;
            return (
              <li key={project.id}>
                <ItemLink
                  collapsed={collapsed}
                  icon={isSelected ? FolderOpen : Folder}
                  label={project.name}
                  to={`/projects/${project.id}`}
                  onNavigate={onNavigate}
                  active={isSelected && onSelectedProject && !activeConversation}
                  open={isSelected}
                />
                {isSelected && !collapsed ? (
                  <ul
                    className="ml-5 mt-1 space-y-0.5 border-l border-line pl-2"
                    aria-label={`Conversas de ${project.name}`}
                  >
                    <Item
                      collapsed={false}
                      icon={Plus}
                      label="Nova Conversa"
                      onClick={() => setCreatingConversation(true)}
                      small
                    />
                    {data.conversations.map((conversation) => (
                      <Item
                        key={conversation.id}
                        collapsed={false}
                        icon={MessageSquare}
                        label={conversation.title || "Conversa sem título"}
                        to={`/projects/${project.id}?session=${conversation.id}`}
                        onNavigate={onNavigate}
                        active={conversation.id === activeConversation?.id}
                        small
                        // Titles carry a date and time and are cut to the sidebar's width: the tooltip shows them whole.
                        tooltip="always"
                      />
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
          {!selected && !collapsed ? <li className="px-4 py-1 text-sm text-muted">Selecione um Projeto</li> : null}
        </Group>

        <Group title={`Iniciativas ${utilityName}`} collapsed={collapsed}>
          {initiatives.map((initiative) => (
            <Item
              key={initiative.slug}
              collapsed={collapsed}
              icon={initiative.icon}
              label={initiative.shortTitle}
              to={initiativePath(initiative.slug)}
              onNavigate={onNavigate}
            />
          ))}
        </Group>

        <Group title="Frameworks" collapsed={collapsed}>
          <Item
            collapsed={collapsed}
            icon={Layers}
            label="Ver Frameworks"
            onClick={() =>
              notify({ type: "info", title: "Em breve", description: "A biblioteca de frameworks está a caminho." })
            }
          />
        </Group>
        {/* Shortcuts to pages the Iniciativas group already marks as current: never active themselves. */}
        {SHORTCUTS.map((shortcut) => (
          <Group key={shortcut.group} title={shortcut.group} collapsed={collapsed}>
            <Item
              collapsed={collapsed}
              icon={shortcut.icon}
              label={shortcut.label}
              to={initiativePath(shortcut.slug)}
              onNavigate={onNavigate}
              active={false}
            />
          </Group>
        ))}
      </nav>

      <div className="border-t border-line p-2">
        {!collapsed ? <p className="truncate px-2 pb-1 text-xs text-muted">{data.userName}</p> : null}
        <ul>
          <Item
            collapsed={collapsed}
            icon={ShieldCheck}
            label="Segurança da conta"
            to="/account/security"
            onNavigate={onNavigate}
          />
        </ul>
        <Form method="post" action="/logout">
          <Tooltip label="Sair" disabled={!collapsed}>
            <button
              type="submit"
              className={cn(
                "flex w-full items-center gap-2 rounded-md text-sm text-ink hover:bg-brand-50",
                collapsed ? "h-9 justify-center px-0" : "px-2 py-2",
              )}
            >
              <LogOut aria-hidden className="h-4 w-4 shrink-0" />
              <span className={cn(collapsed && "sr-only")}>Sair</span>
            </button>
          </Tooltip>
        </Form>
      </div>

      <CreateProjectOnDemand open={creatingProject} onOpenChange={setCreatingProject} />
      {creatingConversation ? (
        <Suspense fallback={null}>
          <NewConversationDialog
            projectId={selected?.id ?? null}
            open
            onOpenChange={setCreatingConversation}
            variant="sidebar"
          />
        </Suspense>
      ) : null}
    </>
  );
}

function Group({ title, collapsed, children }: { title: string; collapsed: boolean; children: ReactNode }) {
  return (
    <section className="mb-3" aria-label={title}>
      <h2 className={cn("px-4 pb-1 text-xs font-semibold uppercase tracking-wide text-muted", collapsed && "sr-only")}>
        {title}
      </h2>
      <ul className="space-y-0.5 px-2">{children}</ul>
    </section>
  );
}

type IconType = typeof Plus;

interface ItemProps {
  collapsed: boolean;
  icon: IconType;
  label: string;
  to?: string;
  onClick?: () => void;
  onNavigate?: () => void;
  /** Set when the sidebar knows better than the path match (projects, conversations, shortcuts). */
  active?: boolean;
  /** The selected project: expanded and emphasised, but not the current page unless `active`. */
  open?: boolean;
  small?: boolean;
  end?: boolean;
  /** Tooltips show on the collapsed rail; "always" also on the expanded sidebar (cut-off titles). */
  tooltip?: "collapsed" | "always";
}

function Item(props: ItemProps) {
  return (
    <li>
      <ItemLink {...props} />
    </li>
  );
}

const itemClass = (collapsed: boolean, active: boolean, small?: boolean, open?: boolean) =>
  cn(
    "flex w-full items-center gap-2 rounded-md text-left transition-colors",
    // The collapsed rail's targets are 36 px tall and as wide as the rail.
    collapsed ? "h-9 justify-center px-0" : small ? "px-2 py-1 text-[13px]" : "px-2 py-1.5 text-sm",
    active ? "bg-brand-50 font-medium text-brand-800" : cn("text-ink hover:bg-slate-100", open && "font-medium"),
  );

function ItemLink({
  collapsed,
  icon: Icon,
  label,
  to,
  onClick,
  onNavigate,
  active,
  open,
  small,
  end,
  tooltip = "collapsed",
}: ItemProps) {
  const content = (
    <>
      <Icon aria-hidden className={cn("shrink-0", small ? "h-3.5 w-3.5" : "h-4 w-4")} />
      <span className={cn("truncate", collapsed && "sr-only")}>{label}</span>
    </>
  );
  const { pathname } = useLocation();
  let control: ReactNode;
  if (to) {
    // Not NavLink: the tooltip's Slot merges className as a string, which breaks NavLink's
    // className function; the match is this simple anyway (sidebar paths carry no params).
    const current = active ?? (end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`));
    control = (
      <Link
        to={to}
        onClick={onNavigate}
        className={itemClass(collapsed, current, small, open)}
        aria-current={current ? "page" : undefined}
      >
        {content}
      </Link>
    );
  } else {
    control = (
      <button type="button" onClick={onClick} className={itemClass(collapsed, false, small)}>
        {content}
      </button>
    );
  }
  return (
    <Tooltip label={label} disabled={tooltip === "collapsed" && !collapsed}>
      {control}
    </Tooltip>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, expanded } = useSidebar();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label="Alternar barra lateral (Ctrl+B)"
      aria-expanded={expanded}
      className={cn(
        "inline-flex h-9 w-9 items-center justify-center rounded-md text-ink hover:bg-slate-100 max-md:h-11 max-md:w-11",
        className,
      )}
    >
      <PanelLeft aria-hidden className="h-5 w-5" />
    </button>
  );
}
