import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software for the tests that run without a browser (the server's and the mocks'
 * contract tests): a P-256 key made with Web Crypto, answering WebAuthn's registration and
 * authentication options as an authenticator would ("none" attestation, user present and
 * verified). Browsers' passkeys are tested with Chromium's virtual authenticator
 * (tests/fullstack/second-factor.spec.ts).
 */
interface SoftPasskey {
  id: string;
  /** The browser's answer to registration options (RegistrationResponseJSON). */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): Promise<object>;
  /** The browser's answer to request options (AuthenticationResponseJSON). */
  authenticate(options: { challenge: string; rpId?: string }, origin: string): Promise<object>;
}

const bytes = (text: string) => new TextEncoder().encode(text);

const sha256 = async (data: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** An ECDSA signature as WebAuthn carries it: DER, from Web Crypto's raw r || s. */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (value: Uint8Array) => {
    let start = 0;
    while (start < value.length - 1 && value[start] === 0) start += 1;
    const trimmed = value.slice(start);
    const padded = (trimmed[0] ?? 0) & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, padded.length]), padded);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const clientData = (type: string, challenge: string, origin: string) =>
  bytes(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** User present and user verified; with attested credential data on registration. */
const FLAGS = { present: 0x01, verified: 0x04, attested: 0x40 };

/**
 * A passkey in software. `verifies: false` makes an authenticator that only checks presence (a
 * touch), never its owner (no PIN, no biometrics): the site refuses it (issue 46).
 */
export async function softPasskey({ verifies = true } = {}): Promise<SoftPasskey> {
  const verified = verifies ? FLAGS.verified : 0;
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const rawId = crypto.getRandomValues(new Uint8Array(16));
  const id = isoBase64URL.fromBuffer(rawId);
  let counter = 0;
  const counterBytes = () => {
    counter += 1;
    return new Uint8Array([
      counter >>> 24,
      (counter >>> 16) & 255,
      (counter >>> 8) & 255,
      counter & 255,
    ]);
  };
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );

  return {
    id,
    async register(options, origin) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const authData = concat(
        await sha256(bytes(rpId)),
        new Uint8Array([FLAGS.present | verified | FLAGS.attested]),
        counterBytes(),
        new Uint8Array(16),
        new Uint8Array([0, rawId.length]),
        rawId,
        cose,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(
            clientData('webauthn.create', options.challenge, origin),
          ),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    async authenticate(options, origin) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      const authData = concat(
        await sha256(bytes(rpId)),
        new Uint8Array([FLAGS.present | verified]),
        counterBytes(),
      );
      const data = clientData('webauthn.get', options.challenge, origin);
      const signed = concat(authData, await sha256(data));
      const raw = new Uint8Array(
        await crypto.subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          keys.privateKey,
          signed as Uint8Array<ArrayBuffer>,
        ),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(data),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(derSignature(raw)),
        },
      };
    },
  };
}
