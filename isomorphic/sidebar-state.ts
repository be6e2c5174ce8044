import { readPreferenceCookie } from "./preference-cookie.ts";

/** The workspace sidebar's state and data: shared by the server (first paint) and the client (toggle). */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const MOBILE_BREAKPOINT = 768;

/** Expanded unless the cookie says collapsed. */
export function sidebarExpandedFromCookie(cookieHeader: string | null): boolean {
  return readPreferenceCookie(cookieHeader, SIDEBAR_COOKIE) !== "false";
}

/** What the shell's loader gives the sidebar. */
export interface SidebarData {
  userName: string;
  projects: { id: string; name: string }[];
  selectedProjectId: string | null;
  conversations: { id: string; title: string }[];
  activeConversationId: string | null;
}
