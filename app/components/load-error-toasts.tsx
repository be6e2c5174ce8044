import { useEffect } from "react";
import { notify } from "./toaster.tsx";

/** Shows the catalogue's toast for each part of the page that could not be loaded. */
export function useLoadErrorToasts(errors: readonly string[] | undefined) {
  const key = errors?.join("|") ?? "";
  useEffect(() => {
    for (const title of key ? key.split("|") : []) {
      notify({
        type: "error",
        title,
        description: "Não foi possível carregar agora. Recarregue a página em instantes.",
      });
    }
  }, [key]);
}
