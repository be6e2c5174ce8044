import { Users } from "lucide-react";
import { lazy, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { useOpenedOnce } from "#app/components/ui/on-demand.ts";
import type { UserRole } from "#isomorphic/config/roles.ts";

export interface MemberView {
  userId: string;
  email: string;
  fullName: string;
  role: UserRole;
}

export interface InvitationView {
  id: string;
  email: string;
  role: UserRole;
}

export interface MembersDialogProps {
  projectId: string;
  members: MemberView[];
  invitations: InvitationView[];
  canManage: boolean;
  currentUserId: string;
}

// The dialog and Radix Dialog load when the button is first hovered, focused or pressed, not with the page.
const loadContent = () => import("./members-dialog-content.tsx");
const MembersDialogContent = lazy(() => loadContent().then((m) => ({ default: m.MembersDialogContent })));
const prefetch = () => void loadContent().catch(() => {});

/**
 * The project header's Membros button and the members dialog it opens (members-dialog-content.tsx); the page may
 * also open it (an empty project's Convidar pessoas) through `open` / `onOpenChange`.
 */
export function MembersDialog({
  open: controlled,
  onOpenChange,
  ...props
}: MembersDialogProps & { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const setOpen = onOpenChange ?? setUncontrolled;
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        {/* On a phone the icon and the count say it (the name stays whole for screen readers). */}
        <Users aria-hidden className="h-4 w-4" /> <span className="max-sm:sr-only">Membros </span>(
        {props.members.length})
      </Button>
      {opened ? (
        <Lazily fallback={null}>
          <MembersDialogContent {...props} open={open} onOpenChange={setOpen} />
        </Lazily>
      ) : null}
    </>
  );
}
