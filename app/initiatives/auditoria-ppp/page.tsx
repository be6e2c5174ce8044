import { InitiativePage } from "~/initiatives/shared/initiative-page";

export default function Page() {
  return (
    <InitiativePage slug="auditoria-ppp">
      <p className="text-muted">Página em construção.</p>
    </InitiativePage>
  );
}
