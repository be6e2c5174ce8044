import { useFetcher } from "@remix-run/react";

/**
 * Cancels an enrolment the user walked away from (dialog closed, browser prompt refused): the server drops
 * the unverified factor at once, so no half-finished factor is left for anyone to finish.
 */
export function useCancelEnrolment(): (factorId: string) => void {
  const fetcher = useFetcher();
  return (factorId) =>
    fetcher.submit({ intent: "cancel-enrolment", factorId }, { method: "post", action: "/account/security" });
}
