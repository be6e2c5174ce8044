import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useLoadErrorToasts } from "#app/components/load-error-toasts.tsx";
import { Logo } from "#app/components/logo.tsx";
import { AppSidebar, SidebarTrigger } from "#app/components/sidebar/app-sidebar.tsx";
import { useOwnPhoneTopBar } from "#app/components/sidebar/phone-top-bar.ts";
import { cn } from "#app/lib/utils.ts";
import type { SidebarData } from "#isomorphic/sidebar-state.ts";
import { SidebarProvider } from "#app/components/sidebar/sidebar-provider.tsx";
import { PresenterProvider, usePresenter } from "#app/initiatives/presenter/presenter-provider.tsx";
import { useProduct } from "#app/lib/use-product.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { envOf } from "#core/context.ts";
import { loadWorkspace } from "#core/workspace.ts";

/** The signed-in shell: sidebar plus the page. Every child route is behind a session. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadWorkspace(request, envOf(context), params.projectId);
}

export default function WorkspaceLayout() {
  const { sidebar, expanded, loadErrors } = useLoaderData<typeof loader>();
  useLoadErrorToasts(loadErrors);
  const presenter = useRouteLoaderData<typeof rootLoader>("root")?.presenter ?? false;
  return (
    <SidebarProvider initialExpanded={expanded}>
      <PresenterProvider initialActive={presenter}>
        <Shell sidebar={sidebar} />
      </PresenterProvider>
    </SidebarProvider>
  );
}

function Shell({ sidebar }: { sidebar: SidebarData }) {
  const { productName } = useProduct();
  const { active: presenting } = usePresenter();
  const ownPhoneTopBar = useOwnPhoneTopBar();
  return (
    <div className="flex min-h-screen">
      {presenting ? null : <AppSidebar {...sidebar} />}
      <div className="flex min-w-0 flex-1 flex-col">
        {presenting ? null : (
          <div
            className={cn(
              "sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-line bg-white/95 px-2 backdrop-blur",
              ownPhoneTopBar && "max-md:hidden",
            )}
          >
            <SidebarTrigger />
            <Logo name={productName} className="text-sm text-brand-900 md:hidden" />
          </div>
        )}
        <PendingOutlet />
      </div>
    </div>
  );
}

/**
 * While the next page's loaders check the session and fetch its data, a
 * spinner replaces the page after a short delay (fast navigations never
 * flash it).
 */
function PendingOutlet() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.formMethod === undefined;
  const [showSpinner, setShowSpinner] = useState(false);
  useEffect(() => {
    if (!loading) return setShowSpinner(false);
    const timer = setTimeout(() => setShowSpinner(true), 150);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <Outlet />
      {showSpinner ? (
        <div role="status" className="absolute inset-0 z-20 flex items-start justify-center bg-surface/70 pt-32">
          <Loader2 aria-hidden className="h-8 w-8 animate-spin text-brand-600" />
          <span className="sr-only">Carregando…</span>
        </div>
      ) : null}
    </div>
  );
}
