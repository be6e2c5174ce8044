import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { ActionFailure, ActionSuccess } from "./action-result.ts";

/** Shapes of the second-factor answers, shared by the API, the actions and the pages' components. */

export interface FactorView {
  id: string;
  factor_type: "phone" | "totp" | "webauthn";
  status: "verified" | "unverified";
  friendly_name: string | null;
  created_at: string;
  last_used_at: string | null;
}

export type EnrolResult =
  | { id: string; type: "totp"; friendly_name: string; totp: { qr_code: string; secret: string; uri: string } }
  | { id: string; type: "webauthn"; friendly_name: string };

export interface ChallengeResult {
  id: string;
  type: "totp" | "webauthn";
  expires_at: number;
  /** Passkeys: options for navigator.credentials (create while enrolling, get afterwards). */
  webauthn?:
    | { type: "create"; credential_options: PublicKeyCredentialCreationOptionsJSON }
    | { type: "request"; credential_options: PublicKeyCredentialRequestOptionsJSON };
}

export type SecurityIntent =
  | "enrol-totp"
  | "confirm-totp"
  | "enrol-passkey"
  | "confirm-passkey"
  | "rename"
  | "remove"
  | "cancel-enrolment"
  | "regenerate-codes"
  | "change-password"
  | "sign-out-others";

/** What /account/security's action answers. */
export type SecurityActionResult =
  | (ActionSuccess & {
      intent?: SecurityIntent;
      totp?: Extract<EnrolResult, { type: "totp" }>;
      passkey?: { factorId: string; challenge: ChallengeResult };
      recoveryCodes?: string[] | null;
    })
  | ActionFailure;

/** What /auth/mfa's action answers when it does not redirect. */
export type MfaStepResult = (ActionSuccess & { passkey?: ChallengeResult }) | ActionFailure;
