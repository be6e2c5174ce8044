import { Paperclip, UserPlus } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

/**
 * What an empty project's chat offers until its first document exists: the
 * two things to do first, as buttons (the clip's file picker, the Membros
 * dialog). Once a document is there, the chat suggests questions instead.
 */
export function FirstSteps({
  onAttach,
  onInvite,
  busy,
}: {
  onAttach: () => void;
  /** Absent for a member who cannot invite (only the project's Nexo team can). */
  onInvite?: () => void;
  busy: boolean;
}) {
  return (
    <section
      aria-labelledby="first-steps"
      className="w-full max-w-md rounded-xl border border-line bg-white p-4 text-left"
    >
      <h2 id="first-steps" className="font-semibold text-ink">
        Comece por aqui
      </h2>
      <p className="mt-1 text-sm text-muted">
        Este projeto ainda não tem documentos. Anexe um PDF, Markdown ou texto para o agente responder com base nele
        {onInvite ? " e convide quem vai trabalhar com você." : "."}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onAttach} disabled={busy}>
          <Paperclip aria-hidden className="h-4 w-4" /> Anexar um documento
        </Button>
        {onInvite ? (
          <Button variant="outline" onClick={onInvite}>
            <UserPlus aria-hidden className="h-4 w-4" /> Convidar pessoas
          </Button>
        ) : null}
      </div>
    </section>
  );
}
