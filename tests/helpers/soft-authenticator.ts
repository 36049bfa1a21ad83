import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A software WebAuthn authenticator for tests: one P-256 (ES256) passkey, made and used as a browser
 * and a platform authenticator would, answering the JSON the store sends for @simplewebauthn/browser
 * with the JSON that library would send back. Attestation "none". Everything is built by the rules of
 * WebAuthn Level 2: client data, authenticator data (RP id hash, flags, signature counter, attested
 * credential data with the COSE public key), the attestation object and the assertion signature.
 */

// --- CBOR (RFC 8949): the five kinds of item a COSE key and a "none" attestation object need. ---

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

export function cborEncode(value: Cbor): Buffer {
  if (typeof value === "number") {
    if (!Number.isInteger(value)) throw new Error("only integers");
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries: [Cbor, Cbor][] = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cborEncode(k), cborEncode(v)])]);
}

// --- Authenticator data flags ---
const UP = 0x01;
const UV = 0x04;
const BE = 0x08;
const BS = 0x10;
const AT = 0x40;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString("base64url");

interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: { id: string }[];
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
  userVerification?: string;
}

export interface AnswerOptions {
  /** The origin the browser reports in client data (default: the store's). */
  origin?: string;
  /** The RP id whose hash goes into authenticator data (default: the options'). */
  rpId?: string;
  /** Report user verification (default true). */
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly aaguid = Buffer.alloc(16);
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  counter = 0;
  userHandle: string | null = null;

  constructor(readonly origin: string) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The COSE_Key of the public key: kty EC2, alg ES256, crv P-256, x, y. */
  coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: "jwk" });
    return cborEncode(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  private authData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): answers registration options (optionsJSON) as startRegistration would. */
  register(optionsJSON: string, answer: AnswerOptions = {}) {
    const options = JSON.parse(optionsJSON) as CreationOptions;
    const rpId = answer.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    if (options.excludeCredentials?.some((c) => c.id === this.id))
      throw new Error("InvalidStateError: this authenticator is already registered");
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([this.aaguid, idLength, this.credentialId, this.coseKey()]);
    const flags = UP | (answer.userVerified === false ? 0 : UV) | BE | BS | AT;
    const authData = this.authData(rpId, flags, attested);
    const attestationObject = cborEncode({ fmt: "none", attStmt: {}, authData });
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, answer.origin ?? this.origin);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["internal", "hybrid"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): answers sign-in options as startAuthentication would; the counter moves on by one. */
  authenticate(optionsJSON: string, answer: AnswerOptions = {}) {
    const options = JSON.parse(optionsJSON) as RequestOptions;
    const rpId = answer.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    if (options.allowCredentials?.length && !options.allowCredentials.some((c) => c.id === this.id))
      throw new Error("NotAllowedError: no credential allowed");
    this.counter += 1;
    const authenticatorData = this.authData(rpId, UP | (answer.userVerified === false ? 0 : UV) | BE | BS);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, answer.origin ?? this.origin);
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
