import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { MailX } from "lucide-react";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useToastNotice } from "#app/components/toaster.tsx";
import { withEnv } from "#core/context.ts";
import { handleInvitationReport, loadInvitationReport } from "#core/projects/invitation-report.ts";
import { AuthCardFooterLink, BusySubmit } from "#app/components/account/auth-card-parts.tsx";
import { actionHeadersThrough } from "#app/lib/action-headers.ts";

export const meta: MetaFunction = () => [{ title: "Não reconheço este convite — Nexo" }];

export const loader = withEnv(loadInvitationReport);

export const headers = actionHeadersThrough;

export const action = withEnv(handleInvitationReport);

const GONE = {
  title: "Este convite já foi respondido",
  intro: "Ele já foi aceito, recusado ou cancelado, ou o link não é o do e-mail mais recente. Não há nada a fazer.",
};

export default function InvitationNotMine() {
  const { token, state } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  useToastNotice(result && !result.ok ? result.toast : undefined);
  const answered = result?.ok ? result.state : null;

  if (answered === "reported") {
    return (
      <AuthCard
        icon={MailX}
        title="Convite recusado"
        intro="Obrigado por avisar. O convite foi recusado e a equipe do Nexo vai analisar quem o enviou."
      >
        <BackHome />
      </AuthCard>
    );
  }
  if (answered === "gone" || state === "gone") {
    return (
      <AuthCard icon={MailX} title={GONE.title} intro={GONE.intro}>
        <BackHome />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={MailX}
      title="Não reconhece este convite?"
      intro="Se você não conhece quem convidou ou o projeto, recuse o convite: ele deixa de valer e a equipe do Nexo analisa quem o enviou. Você não precisa ter conta."
    >
      <Form method="post" className="mt-6" aria-label="Não reconheço este convite">
        <input type="hidden" name="intent" value="report-invitation" />
        <input type="hidden" name="token" value={token} />
        <BusySubmit busy={navigation.state !== "idle"}>Não reconheço este convite</BusySubmit>
      </Form>
      <BackHome />
    </AuthCard>
  );
}

function BackHome() {
  return <AuthCardFooterLink to="/">Ir para a página inicial</AuthCardFooterLink>;
}
