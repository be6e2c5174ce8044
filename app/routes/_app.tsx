import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AppSidebar, SidebarTrigger } from "~/components/sidebar/app-sidebar";
import { SidebarProvider } from "~/components/sidebar/sidebar-provider";
import { Logo } from "~/components/logo";
import { useProduct } from "~/lib/use-product";
import { envOf } from "~/server/context";
import { loadWorkspace } from "~/server/workspace.server";

/** The signed-in shell: sidebar plus the page. Every child route is behind a session. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadWorkspace(request, envOf(context), params.projectId);
}

export default function WorkspaceLayout() {
  const { sidebar, expanded } = useLoaderData<typeof loader>();
  const { productName } = useProduct();
  return (
    <SidebarProvider initialExpanded={expanded}>
      <div className="flex min-h-screen">
        <AppSidebar {...sidebar} />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-line bg-white/95 px-2 backdrop-blur">
            <SidebarTrigger />
            <Logo name={productName} className="text-sm text-brand-900 md:hidden" />
          </div>
          <Outlet />
        </div>
      </div>
    </SidebarProvider>
  );
}
