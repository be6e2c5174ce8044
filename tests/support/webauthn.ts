import { type CBORType, encodeCBOR } from "@levischuck/tiny-cbor";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { concatBytes } from "./bytes.ts";

/**
 * A software authenticator (ES256 by default, or RS256 or Ed25519; attestation "none") that answers the
 * server's WebAuthn options as a browser would, so the workerd tests can register and use passkeys over plain
 * HTTP. Chromium's virtual authenticator covers the same ceremonies in the e2e suite. `Tweaks` make it answer
 * wrongly in one chosen way, for the verifier's tests (tests/unit/webauthn.test.ts).
 */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/** The COSE algorithms a relying party may offer (-7, -257, -8). */
export type PasskeyAlgorithm = "ES256" | "RS256" | "EdDSA";

/** One thing to answer differently from an honest authenticator and browser (still signed where signing applies). */
export interface Tweaks {
  /** Fields of clientDataJSON to add or replace (another origin, type or challenge, a topOrigin, a tokenBinding). */
  clientData?: Record<string, unknown>;
  /** The flags byte from the honest one (FLAG_* below). */
  flags?: (honest: number) => number;
  /** The signature counter to report instead of the next one. */
  counter?: number;
  /** The RP ID whose hash the authenticator data carries instead of the options' one. */
  rpId?: string;
  /** Bytes after the authenticator data's last part (extension data when FLAG_EXTENSION_DATA is set). */
  trailing?: Uint8Array;
  /** Registration: the attested COSE key's parameters from the real ones (another algorithm or curve). */
  coseKey?: (honest: Map<number, CBORType>) => Map<number, CBORType>;
  /** Registration: the attested credential ID instead of the real one (the response's id and rawId stay real). */
  attestedCredentialId?: Uint8Array;
  /**
   * Registration: another attestation than "none" with an empty statement: "packed-self" is a valid packed
   * self-attestation (the credential's own key signs authData‖SHA-256(clientDataJSON)), else a format and its
   * statement as given.
   */
  attestation?: "packed-self" | { fmt: string; attStmt: Map<string, CBORType> };
}

const enc = new TextEncoder();
const b64url = (bytes: Uint8Array) => encodeBase64urlNoPadding(bytes);

type Bytes = Uint8Array<ArrayBuffer>;

async function sha256(bytes: Bytes): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

/** A platform credential as the browser's JSON hands it to the page, around the ceremony's `response`. */
function credentialJson<Response>(credentialId: Uint8Array, response: Response) {
  const id = b64url(credentialId);
  return {
    id,
    rawId: id,
    type: "public-key" as const,
    response,
    clientExtensionResults: {},
    authenticatorAttachment: "platform" as const,
  };
}

function uint32(value: number): Bytes {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries an ASN.1 DER sequence of two integers. */
export function derSignature(raw: Uint8Array): Bytes {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let body = bytes.slice(start);
    if ((body[0] ?? 0) & 0x80) body = concatBytes(new Uint8Array([0]), body);
    return concatBytes(new Uint8Array([0x02, body.length]), body);
  };
  const r = integer(raw.slice(0, 32));
  const s = integer(raw.slice(32));
  return concatBytes(new Uint8Array([0x30, r.length + s.length]), r, s);
}

export const FLAG_USER_PRESENT = 0x01;
export const FLAG_USER_VERIFIED = 0x04;
export const FLAG_BACKUP_ELIGIBLE = 0x08;
export const FLAG_BACKED_UP = 0x10;
export const FLAG_ATTESTED_DATA = 0x40;
export const FLAG_EXTENSION_DATA = 0x80;

const COSE_ALGORITHM = { ES256: -7, RS256: -257, EdDSA: -8 } as const;

const KEY_PARAMS = {
  ES256: { name: "ECDSA", namedCurve: "P-256" },
  RS256: { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
  EdDSA: { name: "Ed25519" },
} as const;

export class SoftwareAuthenticator {
  private keys: CryptoKeyPair | null = null;
  private counter = 0;
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));

  constructor(
    readonly origin = "http://nexo.test",
    readonly algorithm: PasskeyAlgorithm = "ES256",
  ) {}

  private get rpId(): string {
    return new URL(this.origin).hostname;
  }

  /** The credential public key as COSE parameters (kty, alg, then the key type's own), in CTAP2's order. */
  private async coseParameters(publicKey: CryptoKey): Promise<Map<number, CBORType>> {
    const jwk = (await crypto.subtle.exportKey("jwk", publicKey)) as JsonWebKey;
    const bytes = (value: string | undefined) => decodeBase64urlIgnorePadding(value ?? "");
    const alg = COSE_ALGORITHM[this.algorithm];
    if (this.algorithm === "RS256") {
      return new Map<number, CBORType>([
        [1, 3],
        [3, alg],
        [-1, bytes(jwk.n)],
        [-2, bytes(jwk.e)],
      ]);
    }
    if (this.algorithm === "EdDSA") {
      return new Map<number, CBORType>([
        [1, 1],
        [3, alg],
        [-1, 6],
        [-2, bytes(jwk.x)],
      ]);
    }
    return new Map<number, CBORType>([
      [1, 2],
      [3, alg],
      [-1, 1],
      [-2, bytes(jwk.x)],
      [-3, bytes(jwk.y)],
    ]);
  }

  /** The signature WebAuthn carries over `data`: DER for ECDSA, as WebCrypto makes it for RSA and Ed25519. */
  async sign(data: Bytes): Promise<Bytes> {
    if (!this.keys) throw new Error("no credential: call create() first");
    const { privateKey } = this.keys;
    if (this.algorithm === "ES256") {
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, privateKey, data));
      return derSignature(raw);
    }
    const name = this.algorithm === "RS256" ? "RSASSA-PKCS1-v1_5" : "Ed25519";
    return new Uint8Array(await crypto.subtle.sign(name, privateKey, data));
  }

  private clientData(type: string, challenge: string, tweaks: Tweaks): Bytes {
    return enc.encode(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false, ...tweaks.clientData }),
    );
  }

  /** The browser's answer to registration options (`navigator.credentials.create`). */
  async create(options: CreationOptions, tweaks: Tweaks = {}) {
    this.keys = (await crypto.subtle.generateKey(KEY_PARAMS[this.algorithm], true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const honestKey = await this.coseParameters(this.keys.publicKey);
    const coseKey = encodeCBOR(tweaks.coseKey ? tweaks.coseKey(honestKey) : honestKey);
    const attestedId = tweaks.attestedCredentialId ?? this.credentialId;
    const idLength = new Uint8Array([attestedId.length >> 8, attestedId.length & 0xff]);
    const honestFlags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA;
    const authData = concatBytes(
      await sha256(enc.encode(tweaks.rpId ?? options.rp.id ?? this.rpId)),
      new Uint8Array([tweaks.flags ? tweaks.flags(honestFlags) : honestFlags]),
      uint32(tweaks.counter ?? this.counter),
      new Uint8Array(16),
      idLength,
      attestedId,
      coseKey,
      tweaks.trailing ?? new Uint8Array(0),
    );
    const clientData = this.clientData("webauthn.create", options.challenge, tweaks);
    let fmt = "none";
    let attStmt = new Map<string, CBORType>();
    if (tweaks.attestation === "packed-self") {
      fmt = "packed";
      const signature = await this.sign(concatBytes(authData, await sha256(clientData)));
      attStmt = new Map<string, CBORType>([
        ["alg", COSE_ALGORITHM[this.algorithm]],
        ["sig", signature],
      ]);
    } else if (tweaks.attestation) {
      ({ fmt, attStmt } = tweaks.attestation);
    }
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ["fmt", fmt],
        ["attStmt", attStmt],
        ["authData", authData],
      ]),
    );
    return credentialJson(this.credentialId, {
      clientDataJSON: b64url(clientData),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    });
  }

  /** The browser's answer to authentication options (`navigator.credentials.get`). */
  async get(options: RequestOptions, tweaks: Tweaks = {}) {
    if (!this.keys) throw new Error("no credential: call create() first");
    this.counter += 1;
    const honestFlags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED;
    const authData = concatBytes(
      await sha256(enc.encode(tweaks.rpId ?? options.rpId ?? this.rpId)),
      new Uint8Array([tweaks.flags ? tweaks.flags(honestFlags) : honestFlags]),
      uint32(tweaks.counter ?? this.counter),
      tweaks.trailing ?? new Uint8Array(0),
    );
    const clientData = this.clientData("webauthn.get", options.challenge, tweaks);
    const signature = await this.sign(concatBytes(authData, await sha256(clientData)));
    return credentialJson(this.credentialId, {
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: null,
    });
  }
}
