import { expect as playwrightExpect } from "@playwright/test";

/**
 * The e2e files' one `expect`: Playwright's, whose locator assertions
 * (`toBeVisible`, `toHaveText`, `toHaveCount`, `toHaveAttribute`, `toHaveURL`…)
 * retry until the page agrees or the timeout passes, so a check made right
 * after a click does not race the UI. Plain values and `expect.poll` work as
 * in vitest. Ten seconds, not Playwright's five: these run on a shared
 * 2-core machine beside `wrangler dev`.
 */
export const expect = playwrightExpect.configure({ timeout: 10_000 });
