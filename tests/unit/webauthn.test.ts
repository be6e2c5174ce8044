import { type CBORType, decodeCBOR, encodeCBOR } from "@levischuck/tiny-cbor";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { describe, expect, it } from "vitest";
import type { MfaFactor } from "#core/db/schema.ts";
import {
  authenticationOptions,
  type RegisteredCredential,
  registrationOptions,
  relyingParty,
  verifyAssertion,
  verifyRegistration,
} from "#core/mfa/webauthn.ts";
import {
  FLAG_BACKED_UP,
  FLAG_BACKUP_ELIGIBLE,
  FLAG_EXTENSION_DATA,
  FLAG_USER_PRESENT,
  FLAG_USER_VERIFIED,
  type PasskeyAlgorithm,
  SoftwareAuthenticator,
  type Tweaks,
} from "#tests/support/webauthn.ts";

/**
 * The passkey verifier (workers/core/mfa/webauthn.ts: @oslojs/webauthn + WebCrypto) against
 * @simplewebauthn/server, which verified passkeys before it: every response below goes to both, called as the
 * Worker called the library (our origin and RP ID, user verification not required), and they must agree,
 * except where ours is deliberately stricter (the last describe). The software authenticator answers honestly
 * but for one tweak per case.
 */
const rp = relyingParty("http://nexo.test", "Nexo");
const b64url = encodeBase64urlNoPadding;
const bytesOf = decodeBase64urlIgnorePadding;

/** A response edited after the authenticator signed it (or a field a browser would never send). */
type Edit<R> = (response: R) => unknown;

function newChallenge(): string {
  return b64url(crypto.getRandomValues(new Uint8Array(32)));
}

async function libraryRegistration(challenge: string, response: unknown): Promise<boolean> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    return result.verified;
  } catch {
    return false;
  }
}

async function libraryAssertion(challenge: string, factor: MfaFactor, response: unknown): Promise<boolean> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: factor.credentialId ?? "",
        publicKey: new Uint8Array(bytesOf(factor.secret ?? "")),
        counter: factor.signCount,
      },
    });
    return result.verified;
  } catch {
    return false;
  }
}

type Creation = Awaited<ReturnType<SoftwareAuthenticator["create"]>>;
type Assertion = Awaited<ReturnType<SoftwareAuthenticator["get"]>>;

/** One registration through both verifiers: what ours stored (or null) and whether the library verified it. */
async function register(
  authenticator: SoftwareAuthenticator,
  tweaks: Tweaks = {},
  edit?: Edit<Creation>,
  expectedChallenge?: string,
) {
  const challenge = newChallenge();
  const honest = await authenticator.create({ challenge, rp: { id: rp.id, name: rp.name } }, tweaks);
  const response = edit ? edit(structuredClone(honest)) : honest;
  const expected = expectedChallenge ?? challenge;
  const ours = await verifyRegistration(rp, expected, response as Parameters<typeof verifyRegistration>[2]);
  const library = await libraryRegistration(expected, response);
  return { ours, library };
}

function passkeyFactor(credential: RegisteredCredential): MfaFactor {
  return {
    id: crypto.randomUUID(),
    userId: "user",
    factorType: "webauthn",
    status: "verified",
    friendlyName: "Notebook",
    secret: credential.publicKey,
    credentialId: credential.credentialId,
    signCount: credential.signCount,
    transports: credential.transports,
    lastUsedStep: null,
    lastUsedAt: null,
    enrolmentSessionId: null,
    createdAt: Date.now(),
  };
}

/** An authenticator with a passkey registered (by ours) and its factor row. */
async function enrolled(algorithm: PasskeyAlgorithm = "ES256") {
  const authenticator = new SoftwareAuthenticator(undefined, algorithm);
  const challenge = newChallenge();
  const credential = await verifyRegistration(
    rp,
    challenge,
    await authenticator.create({ challenge, rp: { id: rp.id, name: rp.name } }),
  );
  if (!credential) throw new Error(`the ${algorithm} registration did not verify`);
  return { authenticator, factor: passkeyFactor(credential) };
}

/** One assertion through both verifiers: ours's new counter (or null) and whether the library verified it. */
async function assert(
  authenticator: SoftwareAuthenticator,
  factor: MfaFactor,
  tweaks: Tweaks = {},
  edit?: Edit<Assertion>,
  expectedChallenge?: string,
) {
  const challenge = newChallenge();
  const honest = await authenticator.get({ challenge, rpId: rp.id }, tweaks);
  const response = edit ? edit(structuredClone(honest)) : honest;
  const expected = expectedChallenge ?? challenge;
  const ours = await verifyAssertion(rp, expected, factor, response as Parameters<typeof verifyAssertion>[3]);
  const library = await libraryAssertion(expected, factor, response);
  return { ours, library };
}

/** A base64url field with `bit` flipped in its byte at `index` (negative: from the end). */
function flipped(field: string, index: number, bit = 0x01): string {
  const bytes = bytesOf(field);
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] ?? 0) ^ bit;
  return b64url(bytes);
}

/** A stored COSE key with one parameter changed. */
function withCoseParameter(stored: string, label: number, value: CBORType): string {
  const key = decodeCBOR(bytesOf(stored)) as Map<number, CBORType>;
  key.set(label, value);
  return b64url(encodeCBOR(key));
}

function json(encoded: string): Record<string, unknown> {
  return JSON.parse(new TextDecoder().decode(bytesOf(encoded)));
}

describe("registration", () => {
  for (const algorithm of ["ES256", "RS256", "EdDSA"] as const) {
    it(`accepts a valid ${algorithm} registration, storing the COSE key as the library did`, async () => {
      const authenticator = new SoftwareAuthenticator(undefined, algorithm);
      const challenge = newChallenge();
      const response = await authenticator.create({ challenge, rp: { id: rp.id, name: rp.name } });
      const ours = await verifyRegistration(rp, challenge, response);
      const library = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
      expect(library.verified).toBe(true);
      expect(ours).toEqual({
        credentialId: b64url(authenticator.credentialId),
        publicKey: b64url(library.registrationInfo?.credential.publicKey ?? new Uint8Array()),
        signCount: 0,
        transports: '["internal"]',
      });
    });
  }

  it("accepts what the library accepts: no user verification, backed-up multi-device keys, extension data", async () => {
    const accepted: Tweaks[] = [
      { flags: (f) => f & ~FLAG_USER_VERIFIED },
      { flags: (f) => f | FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP },
      { flags: (f) => f | FLAG_BACKUP_ELIGIBLE },
      { flags: (f) => f | FLAG_EXTENSION_DATA, trailing: encodeCBOR(new Map([["credProtect", 2]])) },
      { clientData: { crossOrigin: true } },
      { clientData: { tokenBinding: { status: "present", id: "AAEC" } } },
    ];
    for (const tweaks of accepted) {
      const { ours, library } = await register(new SoftwareAuthenticator(), tweaks);
      expect({ tweaks, ours: ours !== null, library }).toEqual({ tweaks, ours: true, library: true });
    }
  });

  const refused: Array<[string, Tweaks, Edit<Creation>?, string?]> = [
    ["a wrong challenge", {}, undefined, newChallenge()],
    ["a challenge the client changed", { clientData: { challenge: newChallenge() } }],
    ["a wrong origin", { clientData: { origin: "https://nexo.example" } }],
    ["an origin of ours on another port", { clientData: { origin: "http://nexo.test:8080" } }],
    ["the other ceremony's type", { clientData: { type: "webauthn.get" } }],
    ["a tokenBinding of a bad shape", { clientData: { tokenBinding: { status: "bogus" } } }],
    ["a tokenBinding that is not an object", { clientData: { tokenBinding: "present" } }],
    ["another RP ID's hash", { rpId: "nexo.example" }],
    ["the user not present", { flags: (f) => f & ~FLAG_USER_PRESENT }],
    ["a single-device credential flagged as backed up", { flags: (f) => f | FLAG_BACKED_UP }],
    ["no attested credential data", { flags: (f) => f & ~0x40 }],
    ["bytes after the public key", { trailing: new Uint8Array([0xa0]) }],
    ["extension data that is not a map", { flags: (f) => f | FLAG_EXTENSION_DATA, trailing: encodeCBOR(5) }],
    ["an unsupported algorithm (ES384)", { coseKey: (key) => new Map(key).set(3, -35) }],
    ["an unsupported algorithm (PS256)", { coseKey: (key) => new Map(key).set(3, -37) }],
    [
      'fmt "none" with a non-empty attStmt',
      { attestation: { fmt: "none", attStmt: new Map<string, CBORType>([["sig", new Uint8Array(8)]]) } },
    ],
    ['fmt "packed" with a statement that does not verify', { attestation: { fmt: "packed", attStmt: new Map() } }],
    ["an unknown fmt", { attestation: { fmt: "bogus", attStmt: new Map() } }],
    ["an id that is not rawId", {}, (r) => ({ ...r, rawId: b64url(new Uint8Array(16)) })],
    ["no id", {}, (r) => ({ ...r, id: "", rawId: "" })],
    ["a credential type other than public-key", {}, (r) => ({ ...r, type: "password" })],
    [
      "an attestation object that is not base64url",
      {},
      (r) => ({ ...r, response: { ...r.response, attestationObject: "@@@" } }),
    ],
    [
      "an attestation object that is not CBOR",
      {},
      (r) => ({ ...r, response: { ...r.response, attestationObject: b64url(new Uint8Array([0xff, 0x00, 0x13])) } }),
    ],
    [
      "an attestation object that is not a map",
      {},
      (r) => ({ ...r, response: { ...r.response, attestationObject: b64url(encodeCBOR("none")) } }),
    ],
    [
      "authenticator data cut short",
      {},
      (r) => {
        const object = decodeCBOR(bytesOf(r.response.attestationObject)) as Map<string, CBORType>;
        object.set("authData", (object.get("authData") as Uint8Array).slice(0, 60));
        return { ...r, response: { ...r.response, attestationObject: b64url(encodeCBOR(object)) } };
      },
    ],
    [
      "client data that is not JSON",
      {},
      (r) => ({ ...r, response: { ...r.response, clientDataJSON: b64url(new Uint8Array([0x7b])) } }),
    ],
    ["client data that is not base64url", {}, (r) => ({ ...r, response: { ...r.response, clientDataJSON: "%%%" } })],
    ["no attestation object", {}, (r) => ({ ...r, response: { clientDataJSON: r.response.clientDataJSON } })],
  ];
  for (const [name, tweaks, edit, expectedChallenge] of refused) {
    it(`refuses ${name}, as the library does, with null rather than a throw`, async () => {
      const { ours, library } = await register(new SoftwareAuthenticator(), tweaks, edit, expectedChallenge);
      expect(ours).toBeNull();
      expect(library).toBe(false);
    });
  }
});

describe("assertion", () => {
  for (const algorithm of ["ES256", "RS256", "EdDSA"] as const) {
    it(`accepts a valid ${algorithm} assertion and hands back the new counter`, async () => {
      const { authenticator, factor } = await enrolled(algorithm);
      expect(await assert(authenticator, factor)).toEqual({ ours: 1, library: true });
      expect(await assert(authenticator, { ...factor, signCount: 1 })).toEqual({ ours: 2, library: true });
    });
  }

  it("verifies a passkey stored before @oslojs/webauthn replaced @simplewebauthn/server", async () => {
    // Recorded from the previous verifyRegistration (which stored @simplewebauthn/server's re-encoded COSE key)
    // and the software authenticator's next assertion, on http://nexo.test.
    const stored: RegisteredCredential = {
      credentialId: "hza71Jtj9sgzNOOVdVaEMA",
      publicKey:
        "pQECAyYgASFYINnMXCzoz9b4IFpMKYeiHB6cw_0s3OmYp9OoqO4E40mpIlggtiZq9PAJZaMSXlzO_RCU7gyIhRBI5QsB6M04IdQzsgU",
      signCount: 0,
      transports: '["internal"]',
    };
    const assertion = {
      id: "hza71Jtj9sgzNOOVdVaEMA",
      rawId: "hza71Jtj9sgzNOOVdVaEMA",
      type: "public-key",
      response: {
        clientDataJSON:
          "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoicVZmelJlSDV5b3c2U0hfVldId0lpaVJqTVlvYThpdmlBYjE1R0J0YUs2ayIsIm9yaWdpbiI6Imh0dHA6Ly9uZXhvLnRlc3QiLCJjcm9zc09yaWdpbiI6ZmFsc2V9",
        authenticatorData: "85ukVChao-aUkDxn7XvG66_jJhpN8v26BnjePiiugaYFAAAAAQ",
        signature: "MEUCIFhR2CcJ6B1WVZr_QL9xEcSlCzSSbEK0EdN7tjWpp5AhAiEAjY2dXmvPXPYU0dlfZ8hQoPN6EDOKHy_LRtPDjEc88EM",
        userHandle: null,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
    const challenge = "qVfzReH5yow6SH_VWHwIiiRjMYoa8iviAb15GBtaK6k";
    const factor = passkeyFactor(stored);
    expect(await verifyAssertion(rp, challenge, factor, assertion)).toBe(1);
    expect(await libraryAssertion(challenge, factor, assertion)).toBe(true);
    // The same recording with its counter already spent: refused.
    expect(await verifyAssertion(rp, challenge, { ...factor, signCount: 1 }, assertion)).toBeNull();
  });

  it("accepts what the library accepts: no verification, backed-up multi-device keys, extensions, counters at 0", async () => {
    const { authenticator, factor } = await enrolled();
    const accepted: Tweaks[] = [
      { flags: (f) => f & ~FLAG_USER_VERIFIED },
      { flags: (f) => f | FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP },
      { flags: (f) => f | FLAG_EXTENSION_DATA, trailing: encodeCBOR(new Map([["credProtect", 2]])) },
      { clientData: { crossOrigin: true } },
      { clientData: { tokenBinding: { status: "supported", id: "AAEC" } } },
      // Authenticators without a counter report 0 every time; so long as the stored one is 0 too, that passes.
      { counter: 0 },
    ];
    for (const tweaks of accepted) {
      const { ours, library } = await assert(authenticator, factor, tweaks);
      expect({ tweaks, ours: ours !== null, library }).toEqual({ tweaks, ours: true, library: true });
    }
  });

  const refused: Array<[string, Tweaks, Edit<Assertion>?, string?]> = [
    ["a wrong challenge", {}, undefined, newChallenge()],
    ["a wrong origin", { clientData: { origin: "https://nexo.example" } }],
    ["the other ceremony's type", { clientData: { type: "webauthn.create" } }],
    [
      "a topOrigin (made in another site's frame)",
      { clientData: { crossOrigin: true, topOrigin: "https://evil.example" } },
    ],
    ["a topOrigin without crossOrigin", { clientData: { topOrigin: "http://nexo.test" } }],
    ["a tokenBinding of a bad shape", { clientData: { tokenBinding: { status: "bogus" } } }],
    ["another RP ID's hash", { rpId: "nexo.example" }],
    ["the user not present", { flags: (f) => f & ~FLAG_USER_PRESENT }],
    ["a single-device credential flagged as backed up", { flags: (f) => f | FLAG_BACKED_UP }],
    ["bytes after the counter", { trailing: new Uint8Array([0xa0]) }],
    ["a replayed counter (equal to the stored one)", { counter: 5 }],
    ["a counter that went back", { counter: 3 }],
    [
      "a tampered signature",
      {},
      (r) => ({ ...r, response: { ...r.response, signature: flipped(r.response.signature, -1) } }),
    ],
    [
      "a signature that is not DER",
      {},
      (r) => ({ ...r, response: { ...r.response, signature: b64url(bytesOf(r.response.signature).slice(2)) } }),
    ],
    ["no signature", {}, (r) => ({ ...r, response: { ...r.response, signature: "" } })],
    [
      "tampered authenticator data (the counter)",
      {},
      (r) => ({ ...r, response: { ...r.response, authenticatorData: flipped(r.response.authenticatorData, -1) } }),
    ],
    [
      "tampered authenticator data (the flags)",
      {},
      // The user-verified bit, which no check reads: only the signature can catch it.
      (r) => ({
        ...r,
        response: { ...r.response, authenticatorData: flipped(r.response.authenticatorData, 32, FLAG_USER_VERIFIED) },
      }),
    ],
    [
      "tampered client data",
      {},
      (r) => {
        const clientData = { ...json(r.response.clientDataJSON), crossOrigin: true };
        return {
          ...r,
          response: { ...r.response, clientDataJSON: b64url(new TextEncoder().encode(JSON.stringify(clientData))) },
        };
      },
    ],
    ["an id that is not rawId", {}, (r) => ({ ...r, rawId: b64url(new Uint8Array(16)) })],
    ["a credential type other than public-key", {}, (r) => ({ ...r, type: "password" })],
    ["a userHandle that is not a string", {}, (r) => ({ ...r, response: { ...r.response, userHandle: 42 } })],
    [
      "authenticator data that is not base64url",
      {},
      (r) => ({ ...r, response: { ...r.response, authenticatorData: "!!" } }),
    ],
    [
      "authenticator data cut short",
      {},
      (r) => ({
        ...r,
        response: { ...r.response, authenticatorData: b64url(bytesOf(r.response.authenticatorData).slice(0, 36)) },
      }),
    ],
    [
      "client data that is not JSON",
      {},
      (r) => ({ ...r, response: { ...r.response, clientDataJSON: b64url(new Uint8Array([0x5b])) } }),
    ],
    ["no response", {}, (r) => ({ ...r, response: null })],
  ];
  for (const [name, tweaks, edit, expectedChallenge] of refused) {
    it(`refuses ${name}, as the library does, with null rather than a throw`, async () => {
      const { authenticator, factor } = await enrolled();
      const { ours, library } = await assert(
        authenticator,
        { ...factor, signCount: 5 },
        { counter: 6, ...tweaks },
        edit,
        expectedChallenge,
      );
      expect(ours).toBeNull();
      expect(library).toBe(false);
    });
  }

  it("refuses an assertion for another credential, even one that names ours", async () => {
    const { factor } = await enrolled();
    const { authenticator: other } = await enrolled();
    expect(await assert(other, factor)).toEqual({ ours: null, library: false });
    const claimingOurs = (r: Assertion) => ({ ...r, id: factor.credentialId ?? "", rawId: factor.credentialId ?? "" });
    expect(await assert(other, factor, {}, claimingOurs)).toEqual({ ours: null, library: false });
  });

  it("refuses with a stored key of an unsupported algorithm, or one that does not parse", async () => {
    const { authenticator, factor } = await enrolled();
    const es384 = { ...factor, secret: withCoseParameter(factor.secret ?? "", 3, -35) };
    expect(await assert(authenticator, es384)).toEqual({ ours: null, library: false });
    const p384 = { ...factor, secret: withCoseParameter(factor.secret ?? "", -1, 2) };
    expect(await assert(authenticator, p384)).toEqual({ ours: null, library: false });
    for (const secret of ["", "@@", b64url(new Uint8Array([0xff])), b64url(encodeCBOR([1, 2]))]) {
      expect((await assert(authenticator, { ...factor, secret })).ours).toBeNull();
    }
  });
});

describe("where ours is stricter than the library", () => {
  it('refuses a valid "packed" self-attestation: only "none" is supported', async () => {
    const { ours, library } = await register(new SoftwareAuthenticator(), { attestation: "packed-self" });
    expect(library).toBe(true);
    expect(ours).toBeNull();
  });

  it("refuses a registration whose attested credential ID is not the response's id", async () => {
    const { ours, library } = await register(new SoftwareAuthenticator(), {
      attestedCredentialId: crypto.getRandomValues(new Uint8Array(16)),
    });
    expect(library).toBe(true);
    expect(ours).toBeNull();
  });

  it("refuses at registration a key that could never verify a signature (a point off the curve)", async () => {
    const offCurve = (key: Map<number, CBORType>) => new Map(key).set(-3, new Uint8Array(32).fill(7));
    const { ours, library } = await register(new SoftwareAuthenticator(), { coseKey: offCurve });
    expect(library).toBe(true);
    expect(ours).toBeNull();
  });
});

describe("options", () => {
  const user = { id: "0c6b1f4e-6a53-4c1b-9d55-1f0d5f6e8a21", email: "ana@nexo.test", fullName: "Ana Souza" };
  const wire = (value: unknown) => JSON.parse(JSON.stringify(value));

  it("registration options are what the library built, over a fresh 32-byte challenge", async () => {
    const existing = [passkeyFactor({ credentialId: "AAEC", publicKey: "", signCount: 0, transports: null })];
    const ours = await registrationOptions(rp, user, existing);
    const library = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.email,
      userDisplayName: user.fullName,
      userID: new TextEncoder().encode(user.id),
      attestationType: "none",
      excludeCredentials: [{ id: "AAEC" }],
      authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    });
    expect(bytesOf(ours.challenge)).toHaveLength(32);
    expect(ours.challenge).not.toBe((await registrationOptions(rp, user, existing)).challenge);
    expect(wire({ ...ours, challenge: "" })).toStrictEqual(wire({ ...library, challenge: "" }));
  });

  it("authentication options are what the library built, over a fresh 32-byte challenge", async () => {
    for (const transports of ['["internal","hybrid"]', null]) {
      const factor = passkeyFactor({ credentialId: "AAEC", publicKey: "", signCount: 0, transports });
      const ours = await authenticationOptions(rp, factor);
      const library = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: [{ id: "AAEC", transports: transports ? JSON.parse(transports) : undefined }],
        userVerification: "preferred",
      });
      expect(bytesOf(ours.challenge)).toHaveLength(32);
      expect(wire({ ...ours, challenge: "" })).toStrictEqual(wire({ ...library, challenge: "" }));
    }
  });
});
