import { InitiativePage } from "~/initiatives/shared/initiative-page";

export default function Page() {
  return (
    <InitiativePage slug="suporte-n1">
      <p className="text-muted">Página em construção.</p>
    </InitiativePage>
  );
}
