import type { Toast } from "./toast";

/** What workspace actions answer when they do not redirect. */
export interface ActionResult {
  ok: boolean;
  toast?: Toast;
  /** Message to show inside the dialog that submitted. */
  error?: string;
}
