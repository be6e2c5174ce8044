import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { MfaFactor } from "#core/db/schema.ts";

/**
 * Passkeys (WebAuthn) as a second factor, via @simplewebauthn/server. The
 * relying party is the deployment's configured origin (APP_ORIGIN), never the
 * Host a request brought, so a credential made on one deployment cannot be
 * replayed on another, nor one be asked for under a host that is not ours.
 */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

export function relyingParty(origin: string, name: string): RelyingParty {
  const url = new URL(origin);
  return { name, id: url.hostname, origin: url.origin };
}

export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; fullName: string },
  existing: MfaFactor[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.flatMap((factor) => (factor.credentialId ? [{ id: factor.credentialId }] : [])),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

export function authenticationOptions(
  rp: RelyingParty,
  factor: MfaFactor,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: factor.credentialId
      ? [{ id: factor.credentialId, transports: parseTransports(factor.transports) }]
      : [],
    userVerification: "preferred",
  });
}

function parseTransports(stored: string | null): string[] | undefined {
  if (!stored) return undefined;
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : undefined;
}

export interface RegisteredCredential {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string | null;
}

/** What both ceremonies check a response against: our challenge, origin and relying party (presence, not verification). */
function expectations(rp: RelyingParty, expectedChallenge: string) {
  return { expectedChallenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false };
}

/** The verified credential of a registration, or null when it does not check out. */
export async function verifyRegistration(
  rp: RelyingParty,
  expectedChallenge: string,
  response: RegistrationResponseJSON,
): Promise<RegisteredCredential | null> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      ...expectations(rp, expectedChallenge),
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: encodeBase64urlNoPadding(credential.publicKey),
      signCount: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
    };
  } catch {
    // Malformed or forged responses throw; to the user they are all "not verified".
    return null;
  }
}

/** The authenticator's new counter when the assertion checks out against the stored credential, else null. */
export async function verifyAssertion(
  rp: RelyingParty,
  expectedChallenge: string,
  factor: MfaFactor,
  response: AuthenticationResponseJSON,
): Promise<number | null> {
  if (!factor.credentialId || !factor.secret || response.id !== factor.credentialId) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      ...expectations(rp, expectedChallenge),
      credential: {
        id: factor.credentialId,
        publicKey: new Uint8Array(decodeBase64urlIgnorePadding(factor.secret)),
        counter: factor.signCount,
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
