import { Users } from "lucide-react";
import { lazy, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Lazily } from "#app/components/ui/lazily.tsx";
import { useOpenedOnce } from "#app/components/ui/on-demand.ts";
import type { UserRole } from "#app/config/roles.ts";

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

/** The project header's Membros button and the members dialog it opens (members-dialog-content.tsx). */
export function MembersDialog(props: MembersDialogProps) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <Users aria-hidden className="h-4 w-4" /> Membros ({props.members.length})
      </Button>
      {opened ? (
        <Lazily fallback={null}>
          <MembersDialogContent {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Lazily>
      ) : null}
    </>
  );
}
