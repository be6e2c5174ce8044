import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

/** The full-width submit of an account form: it says `busyLabel` and stays disabled while the form is sent. */
export function BusySubmit({
  busy,
  busyLabel = "Processando...",
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/** The way out at the foot of an account card (back to the login, to the home page), under a rule. */
export function AuthCardFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-6 border-t border-line pt-4 text-sm">
      <Link to={to} className="text-brand-700 underline-offset-2 hover:underline">
        {children}
      </Link>
    </p>
  );
}
