import type { RateLimitRule } from "#core/auth/rate-limit.ts";

/** Lifetimes and limits of the e-mail flows, in one place (docs/api.md quotes them). */
export const VERIFICATION_MINUTES = 60;
export const RESET_MINUTES = 30;
/** Wrong codes a single verification code survives; then only a new code helps. */
export const CODE_ATTEMPTS_PER_TOKEN = 5;

const HOUR = 60 * 60_000;

/** Messages per recipient address and kind: a form cannot be turned into a mail cannon. */
export const VERIFICATION_SENDS_PER_RECIPIENT: RateLimitRule = { limit: 5, windowMs: HOUR };
export const RESET_SENDS_PER_RECIPIENT: RateLimitRule = { limit: 5, windowMs: HOUR };
export const NOTICE_SENDS_PER_RECIPIENT: RateLimitRule = { limit: 3, windowMs: HOUR };
export const INVITATION_SENDS_PER_RECIPIENT: RateLimitRule = { limit: 10, windowMs: HOUR };
/** Code guesses per account, across codes: five wrong per code, two codes' worth per quarter hour. */
export const CODE_ATTEMPTS_PER_USER: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };
/** Reset requests and reset submissions per client address. */
export const FORGOT_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60_000 };
export const RESET_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60_000 };
