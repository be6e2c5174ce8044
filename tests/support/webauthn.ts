import { type CBORType, encodeCBOR } from "@levischuck/tiny-cbor";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { concatBytes } from "./bytes.ts";

/**
 * A software authenticator (ES256, attestation "none") that answers the
 * server's WebAuthn options as a browser would, so the workerd tests can
 * register and use passkeys over plain HTTP. Chromium's virtual authenticator
 * covers the same ceremonies in the e2e suite.
 */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
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
    authenticatorAttachment: "platform",
  };
}

function uint32(value: number): Bytes {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries an ASN.1 DER sequence of two integers. */
function derSignature(raw: Bytes): Bytes {
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

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export class SoftwareAuthenticator {
  private keys: CryptoKeyPair | null = null;
  private counter = 0;
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));

  constructor(readonly origin = "http://nexo.test") {}

  private get rpId(): string {
    return new URL(this.origin).hostname;
  }

  /** The browser's answer to registration options (`navigator.credentials.create`). */
  async create(options: CreationOptions) {
    this.keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const jwk = (await crypto.subtle.exportKey("jwk", this.keys.publicKey)) as JsonWebKey;
    const coseKey = encodeCBOR(
      new Map<number, Uint8Array | number>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, decodeBase64urlIgnorePadding(jwk.x ?? "")],
        [-3, decodeBase64urlIgnorePadding(jwk.y ?? "")],
      ]),
    );
    const idLength = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = concatBytes(
      await sha256(enc.encode(options.rp.id ?? this.rpId)),
      new Uint8Array([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
      uint32(this.counter),
      new Uint8Array(16),
      idLength,
      this.credentialId,
      coseKey,
    );
    const clientData = enc.encode(
      JSON.stringify({
        type: "webauthn.create",
        challenge: options.challenge,
        origin: this.origin,
        crossOrigin: false,
      }),
    );
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ["fmt", "none"],
        ["attStmt", new Map<string, CBORType>()],
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
  async get(options: RequestOptions) {
    if (!this.keys) throw new Error("no credential: call create() first");
    this.counter += 1;
    const authData = concatBytes(
      await sha256(enc.encode(options.rpId ?? this.rpId)),
      new Uint8Array([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      uint32(this.counter),
    );
    const clientData = enc.encode(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: this.origin, crossOrigin: false }),
    );
    const signed = concatBytes(authData, await sha256(clientData));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    return credentialJson(this.credentialId, {
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(derSignature(raw)),
      userHandle: null,
    });
  }
}
