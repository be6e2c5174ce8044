import { useMatches } from "@remix-run/react";

/**
 * A page that puts the sidebar's toggle in its own header on a phone says so
 * in its route `handle`; below 768 px the workspace then leaves its 48 px top
 * bar out, and the page has those pixels (the project page's bars take at
 * most 15% of a 390×844 screen).
 */
export interface WorkspaceHandle {
  ownPhoneTopBar?: boolean;
}

export function useOwnPhoneTopBar(): boolean {
  return useMatches().some((match) => (match.handle as WorkspaceHandle | undefined)?.ownPhoneTopBar === true);
}
