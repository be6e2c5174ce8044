import { CBORMap, decodeCBOR, decodeCBORToNativeValueNoLeftoverBytes } from "@oslojs/cbor";
import { decodeBase64urlIgnorePadding, decodeHex, encodeBase64urlNoPadding } from "@oslojs/encoding";
import {
  type AuthenticatorData,
  ClientDataType,
  COSEPublicKey,
  coseAlgorithmEdDSA,
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveEd25519,
  coseEllipticCurveP256,
  createAssertionSignatureMessage,
  parseAuthenticatorData,
  parseClientDataJSON,
} from "@oslojs/webauthn";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { MfaFactor } from "#core/db/schema.ts";

/**
 * Passkeys (WebAuthn) as a second factor. The options are built here in the
 * shape @simplewebauthn/browser hands to navigator.credentials; responses are
 * parsed with @oslojs/webauthn and signatures checked with WebCrypto, making
 * the checks @simplewebauthn/server made (docs/architecture.md's decision
 * "Passkeys on @oslojs/webauthn and WebCrypto"). The relying party is the deployment's
 * configured origin (APP_ORIGIN), never the Host a request brought, so a
 * credential made on one deployment cannot be replayed on another, nor one be
 * asked for under a host that is not ours.
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

/** The COSE algorithms offered and verified, most preferred first: Ed25519, ES256 (P-256), RS256. */
const SUPPORTED_ALGORITHMS = [coseAlgorithmEdDSA, coseAlgorithmES256, coseAlgorithmRS256];
const CEREMONY_TIMEOUT_MS = 60_000;

/** 32 random bytes: twice the 16 the WebAuthn spec asks of a challenge at least. */
function newChallenge(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; fullName: string },
  existing: MfaFactor[],
): PublicKeyCredentialCreationOptionsJSON {
  return {
    challenge: newChallenge(),
    rp: { name: rp.name, id: rp.id },
    user: {
      id: encodeBase64urlNoPadding(new TextEncoder().encode(user.id)),
      name: user.email,
      displayName: user.fullName,
    },
    pubKeyCredParams: SUPPORTED_ALGORITHMS.map((alg) => ({ alg, type: "public-key" })),
    timeout: CEREMONY_TIMEOUT_MS,
    // No attestation: which authenticator made the key is not ours to know (verifyRegistration accepts only "none").
    attestation: "none",
    excludeCredentials: existing.flatMap((factor) =>
      factor.credentialId ? [{ id: factor.credentialId, type: "public-key" }] : [],
    ),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred", requireResidentKey: false },
    // clientExtensionResults.credProps then says whether the passkey is discoverable (the library asked too).
    extensions: { credProps: true },
    hints: [],
  };
}

export function authenticationOptions(rp: RelyingParty, factor: MfaFactor): PublicKeyCredentialRequestOptionsJSON {
  const transports = parseTransports(factor.transports);
  return {
    rpId: rp.id,
    challenge: newChallenge(),
    allowCredentials: factor.credentialId
      ? [{ id: factor.credentialId, type: "public-key", ...(transports ? { transports } : {}) }]
      : [],
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: "preferred",
  };
}

function parseTransports(stored: string | null): string[] | undefined {
  if (!stored) return undefined;
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : undefined;
}

/** A credential as the browser's JSON hands it over; only its outline was checked (isomorphic/schemas/mfa.ts). */
export interface PasskeyResponse {
  id: string;
  rawId: string;
  type: string;
  response: Record<string, unknown>;
}

export interface RegisteredCredential {
  credentialId: string;
  /** The COSE public key, byte for byte as the authenticator attested it, base64url. */
  publicKey: string;
  signCount: number;
  transports: string | null;
}

/** The verified credential of a registration, or null when it does not check out. */
export async function verifyRegistration(
  rp: RelyingParty,
  expectedChallenge: string,
  credential: PasskeyResponse,
): Promise<RegisteredCredential | null> {
  try {
    if (!hasCredentialOutline(credential)) return null;
    const { clientDataJSON, attestationObject, transports } = credential.response;
    if (typeof clientDataJSON !== "string" || typeof attestationObject !== "string") return null;
    const clientData = decodeBase64urlIgnorePadding(clientDataJSON);
    if (!clientDataMatches(clientData, ClientDataType.Create, rp, expectedChallenge)) return null;
    const authData = noneAttestationAuthData(decodeBase64urlIgnorePadding(attestationObject));
    const read = authData && readAuthenticatorData(authData);
    if (!read || !madeForUs(read.data, rp)) return null;
    const attested = read.data.credential;
    // The WebAuthn spec caps credential IDs at 1023 bytes; the browser's rawId is the attested ID, re-encoded.
    if (!attested || !read.publicKey || attested.id.byteLength === 0 || attested.id.byteLength > 1023) return null;
    const credentialId = encodeBase64urlNoPadding(attested.id);
    if (credentialId !== encodeBase64urlNoPadding(decodeBase64urlIgnorePadding(credential.id))) return null;
    // The key's algorithm must be one we offered, and the key one we can verify with: refused now, not at sign-in.
    if (!(await coseKeyVerifier(read.publicKey))) return null;
    return {
      credentialId,
      publicKey: encodeBase64urlNoPadding(read.publicKey),
      signCount: read.data.signatureCounter,
      transports: Array.isArray(transports)
        ? JSON.stringify(transports.filter((item): item is string => typeof item === "string"))
        : null,
    };
  } catch {
    // Malformed base64url, CBOR, JSON or keys throw; to the user they are all "not verified".
    return null;
  }
}

/** The authenticator's new counter when the assertion checks out against the stored credential, else null. */
export async function verifyAssertion(
  rp: RelyingParty,
  expectedChallenge: string,
  factor: MfaFactor,
  credential: PasskeyResponse,
): Promise<number | null> {
  if (!factor.credentialId || !factor.secret || credential.id !== factor.credentialId) return null;
  try {
    if (!hasCredentialOutline(credential)) return null;
    const { clientDataJSON, authenticatorData, signature, userHandle } = credential.response;
    if (typeof clientDataJSON !== "string" || typeof authenticatorData !== "string") return null;
    if (typeof signature !== "string" || (userHandle && typeof userHandle !== "string")) return null;
    const clientData = decodeBase64urlIgnorePadding(clientDataJSON);
    if (!clientDataMatches(clientData, ClientDataType.Get, rp, expectedChallenge) || namesTopOrigin(clientData)) {
      return null;
    }
    const authData = decodeBase64urlIgnorePadding(authenticatorData);
    const read = readAuthenticatorData(authData);
    if (!read || !madeForUs(read.data, rp)) return null;
    const counter = read.data.signatureCounter;
    // Once either counter has moved, each use must raise it: a repeat or a step back means a copied authenticator.
    if ((counter > 0 || factor.signCount > 0) && counter <= factor.signCount) return null;
    const verify = await coseKeyVerifier(decodeBase64urlIgnorePadding(factor.secret));
    if (!verify) return null;
    const signed = createAssertionSignatureMessage(authData, clientData);
    return (await verify(decodeBase64urlIgnorePadding(signature), signed)) ? counter : null;
  } catch {
    return null;
  }
}

/** A credential ID given, the same as rawId (both base64url), of type "public-key", with a response. */
function hasCredentialOutline(credential: PasskeyResponse): boolean {
  return (
    typeof credential.id === "string" &&
    credential.id.length > 0 &&
    credential.rawId === credential.id &&
    credential.type === "public-key" &&
    typeof credential.response === "object" &&
    credential.response !== null
  );
}

/**
 * The client data of the ceremony we asked for, over our challenge, on our origin. @oslojs/webauthn's parser
 * refuses a malformed one, another type and a tokenBinding of any shape but { status: "present" | "supported",
 * id }.
 */
function clientDataMatches(
  encoded: Uint8Array,
  type: ClientDataType,
  rp: RelyingParty,
  expectedChallenge: string,
): boolean {
  const clientData = parseClientDataJSON(encoded);
  return (
    clientData.type === type &&
    encodeBase64urlNoPadding(clientData.challenge) === expectedChallenge &&
    clientData.origin === rp.origin
  );
}

/**
 * An assertion made in a frame of another site names it (topOrigin). We expect none, as
 * @simplewebauthn/server did without an expected top origin; our pages are not framed.
 */
function namesTopOrigin(encoded: Uint8Array): boolean {
  const parsed: unknown = JSON.parse(new TextDecoder().decode(encoded));
  return typeof parsed === "object" && parsed !== null && "topOrigin" in parsed && Boolean(parsed.topOrigin);
}

/** Signed for our RP ID, with the user present (verification is preferred, not required: this is a second factor). */
function madeForUs(data: AuthenticatorData, rp: RelyingParty): boolean {
  return data.verifyRelyingPartyIdHash(rp.id) && data.userPresent;
}

/**
 * The authenticator data of a "none" attestation, or null for any other format or a statement that is not
 * empty. Decision (docs/architecture.md): we ask for attestation "none" and browsers anonymise to "none" under
 * it, so packed, TPM, Android, Apple and FIDO U2F statements are refused rather than verified against
 * certificate chains we would have to ship and keep current (Lucia's passkey guide does the same). Read with
 * @oslojs/cbor rather than @oslojs/webauthn's parseAttestationObject, which parses the authenticator data but
 * does not hand back its bytes: we need them for the flags it does not expose and to store the public key byte
 * for byte.
 */
function noneAttestationAuthData(encoded: Uint8Array): Uint8Array | null {
  const decoded = decodeCBORToNativeValueNoLeftoverBytes(encoded, 4);
  if (typeof decoded !== "object" || decoded === null) return null;
  if (!("fmt" in decoded) || decoded.fmt !== "none") return null;
  if (!("attStmt" in decoded) || !isEmptyMap(decoded.attStmt)) return null;
  if (!("authData" in decoded) || !(decoded.authData instanceof Uint8Array)) return null;
  return decoded.authData;
}

function isEmptyMap(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_EXTENSION_DATA = 0x80;
/** RP ID hash (32), flags (1), counter (4); then, when attested, AAGUID (16) and the credential ID's length (2). */
const FIXED_LENGTH = 37;
const ATTESTED_HEADER_LENGTH = 18;

interface ReadAuthenticatorData {
  data: AuthenticatorData;
  /** The attested credential's COSE public key, the bytes the authenticator wrote. */
  publicKey: Uint8Array | null;
}

/**
 * Authenticator data through @oslojs/webauthn's parser, plus what it leaves out: a credential that cannot be
 * backed up (BE clear) must not say it is (BS set), extension data must be a CBOR map, and nothing may follow
 * the last part (the attested key, then the extensions).
 */
function readAuthenticatorData(bytes: Uint8Array): ReadAuthenticatorData | null {
  const data = parseAuthenticatorData(bytes);
  const flags = bytes[32] ?? 0;
  if (!(flags & FLAG_BACKUP_ELIGIBLE) && flags & FLAG_BACKED_UP) return null;
  let end = FIXED_LENGTH;
  let publicKey: Uint8Array | null = null;
  if (data.credential) {
    const keyStart = FIXED_LENGTH + ATTESTED_HEADER_LENGTH + data.credential.id.byteLength;
    const [, keyLength] = decodeCBOR(bytes.subarray(keyStart), 4);
    publicKey = bytes.slice(keyStart, keyStart + keyLength);
    end = keyStart + keyLength;
  }
  if (flags & FLAG_EXTENSION_DATA) {
    const [extensions, extensionsLength] = decodeCBOR(bytes.subarray(end), 16);
    if (!(extensions instanceof CBORMap)) return null;
    end += extensionsLength;
  }
  return end === bytes.byteLength ? { data, publicKey } : null;
}

type SignatureCheck = (signature: Uint8Array, message: Uint8Array) => Promise<boolean>;

/**
 * How to check signatures with a COSE public key (the stored bytes or the attested ones), or null when its
 * algorithm is not one of SUPPORTED_ALGORITHMS or the key does not fit it. Throws on a malformed key.
 */
async function coseKeyVerifier(encoded: Uint8Array): Promise<SignatureCheck | null> {
  const decoded = decodeCBORToNativeValueNoLeftoverBytes(encoded, 4);
  if (typeof decoded !== "object" || decoded === null) return null;
  const key = new COSEPublicKey(decoded);
  const algorithm = key.algorithm();
  if (algorithm === coseAlgorithmES256) {
    const { curve, x, y } = key.ec2();
    if (curve !== coseEllipticCurveP256) return null;
    const point = new Uint8Array(65);
    point[0] = 0x04;
    point.set(integerBytes(x, 32), 1);
    point.set(integerBytes(y, 32), 33);
    const ecdsa = await crypto.subtle.importKey("raw", point, { name: "ECDSA", namedCurve: "P-256" }, false, [
      "verify",
    ]);
    return async (signature, message) => {
      const raw = ecdsaRawSignature(signature);
      return raw !== null && crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, ecdsa, raw, copy(message));
    };
  }
  if (algorithm === coseAlgorithmRS256) {
    const { n, e } = key.rsa();
    const jwk = {
      kty: "RSA",
      alg: "RS256",
      n: encodeBase64urlNoPadding(integerBytes(n)),
      e: encodeBase64urlNoPadding(integerBytes(e)),
    };
    const rsa = await crypto.subtle.importKey("jwk", jwk, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, [
      "verify",
    ]);
    return (signature, message) => crypto.subtle.verify("RSASSA-PKCS1-v1_5", rsa, copy(signature), copy(message));
  }
  if (algorithm === coseAlgorithmEdDSA) {
    const { curve, x } = key.okp();
    if (curve !== coseEllipticCurveEd25519 || x.byteLength !== 32) return null;
    const ed25519 = await crypto.subtle.importKey("raw", copy(x), { name: "Ed25519" }, false, ["verify"]);
    return (signature, message) => crypto.subtle.verify("Ed25519", ed25519, copy(signature), copy(message));
  }
  return null;
}

/** The bytes in an ArrayBuffer of their own, as WebCrypto's types want. */
function copy(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/** A non-negative integer as big-endian bytes: left-padded to `length`, or as few as it takes. */
function integerBytes(value: bigint, length = 0): Uint8Array<ArrayBuffer> {
  const hex = value.toString(16);
  const bytes = decodeHex(hex.length % 2 ? `0${hex}` : hex);
  if (bytes.byteLength > length) return copy(bytes);
  const padded = new Uint8Array(length);
  padded.set(bytes, length - bytes.byteLength);
  return padded;
}

/**
 * A P-256 ECDSA signature as WebAuthn carries it (ASN.1 DER: SEQUENCE { INTEGER r, INTEGER s }) in the form
 * WebCrypto verifies (r‖s, 32 bytes each), or null when it is not one. An integer may be shorter than 32 bytes
 * (left-padded) or 33 with the leading zero DER puts before a high bit, as @simplewebauthn/server accepted.
 */
function ecdsaRawSignature(der: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (der[0] !== 0x30 || der[1] !== der.byteLength - 2) return null;
  const raw = new Uint8Array(64);
  let offset = 2;
  for (const start of [0, 32]) {
    const length = der[offset + 1];
    if (der[offset] !== 0x02 || length === undefined) return null;
    let integer = der.subarray(offset + 2, offset + 2 + length);
    if (integer.byteLength !== length) return null;
    if (length === 33 && integer[0] === 0 && (integer[1] ?? 0) & 0x80) integer = integer.subarray(1);
    if (integer.byteLength === 0 || integer.byteLength > 32) return null;
    raw.set(integer, start + 32 - integer.byteLength);
    offset += 2 + length;
  }
  return offset === der.byteLength ? raw : null;
}
