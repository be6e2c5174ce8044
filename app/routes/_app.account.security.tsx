import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import {
  PasswordSection,
  RecoveryCodesSection,
  SecurityEventsSection,
  SessionsSection,
} from "#app/components/security/account-sections.tsx";
import { FactorSection } from "#app/components/security/factor-section.tsx";
import { RecoveryCodesDialog } from "#app/components/security/recovery-codes-dialog.tsx";
import { handleSecurityAction, loadSecurityPage } from "#core/auth/security-page.ts";
import { withEnv } from "#core/context.ts";
import { actionHeadersThrough } from "#app/lib/action-headers.ts";

export const meta: MetaFunction = () => [{ title: "Segurança da conta — Nexo" }];

export const loader = withEnv(loadSecurityPage);

export const headers = actionHeadersThrough;

export const action = withEnv(handleSecurityAction);

export default function AccountSecurity() {
  const { email, fullName, factors, recoveryCodesLeft, sessions, events } = useLoaderData<typeof loader>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const hasVerified = factors.some((factor) => factor.status === "verified");

  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 p-4 md:p-8">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-brand-900">
          <ShieldCheck aria-hidden className="h-6 w-6 text-brand-600" /> Segurança da conta
        </h1>
        <p className="mt-1 text-sm text-muted">{email}</p>
      </header>
      <FactorSection factors={factors} onRecoveryCodes={setCodes} />
      <RecoveryCodesSection left={recoveryCodesLeft} enabled={hasVerified} onRecoveryCodes={setCodes} />
      <PasswordSection account={[email, fullName]} />
      <SessionsSection sessions={sessions} />
      <SecurityEventsSection events={events} />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </main>
  );
}
