import { lazy } from "react";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { useOpenedOnce } from "#app/components/ui/on-demand.ts";

/**
 * The create-project dialog as a chunk of its own, loaded when Novo Projeto is first pressed (on the dashboard,
 * the projects page or the sidebar), so no page ships Radix Dialog for it.
 */
const LazyCreateProjectDialog = lazy(() =>
  import("./create-project-dialog.tsx").then((m) => ({ default: m.CreateProjectDialog })),
);

/** A page's create-project dialog: mounted at its first opening, then kept as a static one would be. */
export function CreateProjectOnDemand({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Lazily fallback={null}>
      <LazyCreateProjectDialog open={open} onOpenChange={onOpenChange} />
    </Lazily>
  );
}
