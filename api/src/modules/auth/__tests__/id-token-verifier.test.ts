import { createHash, createHmac } from 'node:crypto';
import {
  type CryptoKey,
  decodeJwt,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  type JWTPayload,
  SignJWT,
} from 'jose';
import { messages } from '@solar/shared/domain';
import { createInMemoryDevIdentityProvider } from '../dev-identity-provider';
import {
  createIdTokenVerifier,
  idTokenIdOf,
  IdTokenError,
  type IdTokenVerifier,
  localKeys,
} from '../id-token-verifier';

const issuer = 'https://accounts.google.com';
const audience = 'client-123.apps.googleusercontent.com';
const now = new Date('2030-01-01T12:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);

let privateKey: CryptoKey;
let publicKey: CryptoKey;
let strangerKey: CryptoKey;
let verifier: IdTokenVerifier;

beforeAll(async () => {
  ({ privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true }));
  ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  verifier = createIdTokenVerifier({
    keys: localKeys({ keys: [jwk] }),
    issuers: [issuer, 'accounts.google.com'],
    audience,
    requireEmailVerified: true,
  });
});

const claims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: issuer,
  aud: audience,
  iat: nowSeconds,
  exp: nowSeconds + 3600,
  email: 'Rep1@Example.com',
  email_verified: true,
  ...overrides,
});

const sign = (payload: JWTPayload, key: CryptoKey = privateKey) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function outcome(token: string): Promise<string> {
  try {
    const identity = await verifier.verify(token, now);
    return `accepted ${identity.email}`;
  } catch (error) {
    if (error instanceof IdTokenError) return error.reason;
    throw error;
  }
}

describe('ID token verification', () => {
  it('accepts a valid token and answers the email lower-cased', async () => {
    expect(await outcome(await sign(claims()))).toBe('accepted rep1@example.com');
    expect(await outcome(await sign(claims({ iss: 'accounts.google.com' })))).toBe(
      'accepted rep1@example.com',
    );
  });

  it('refuses a wrong audience', async () => {
    expect(await outcome(await sign(claims({ aud: 'another-client' })))).toBe('invalid');
  });

  it('refuses a wrong issuer', async () => {
    expect(await outcome(await sign(claims({ iss: 'https://evil.example.com' })))).toBe('invalid');
  });

  it('refuses an expired token', async () => {
    const token = await sign(claims({ iat: nowSeconds - 7200, exp: nowSeconds - 3600 }));
    expect(await outcome(token)).toBe('expired');
  });

  it("refuses an iat in the future beyond the skew with 'Token used too early'", async () => {
    const token = await sign(claims({ iat: nowSeconds + 300, exp: nowSeconds + 3900 }));
    await expect(verifier.verify(token, now)).rejects.toMatchObject({
      reason: 'tooEarly',
      message: messages.tokenUsedTooEarly,
    });
  });

  it('tolerates an iat slightly ahead of our clock', async () => {
    expect(await outcome(await sign(claims({ iat: nowSeconds + 30 })))).toBe(
      'accepted rep1@example.com',
    );
  });

  it('refuses a token without iat', async () => {
    const { iat: _iat, ...withoutIat } = claims();
    expect(await outcome(await sign(withoutIat))).toBe('invalid');
  });

  it('refuses an unverified email', async () => {
    expect(await outcome(await sign(claims({ email_verified: false })))).toBe('emailNotVerified');
  });

  it('refuses a bad signature: a tampered payload, or another key', async () => {
    const [header, , signature] = (await sign(claims())).split('.');
    const tampered = `${header}.${base64url(claims({ email: 'admin@example.com' }))}.${signature}`;
    expect(await outcome(tampered)).toBe('invalid');
    expect(await outcome(await sign(claims(), strangerKey))).toBe('invalid');
  });

  it("refuses alg 'none'", async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`;
    expect(await outcome(unsigned)).toBe('invalid');
  });

  it('refuses HS256 signed with the public key as the HMAC secret', async () => {
    const pem = await exportSPKI(publicKey);
    const header = base64url({ alg: 'HS256', typ: 'JWT', kid: 'k1' });
    const body = base64url(claims());
    const signature = createHmac('sha256', pem).update(`${header}.${body}`).digest('base64url');
    expect(await outcome(`${header}.${body}.${signature}`)).toBe('invalid');
  });
});

describe('development identity provider tokens', () => {
  it('verify with the provider and with no other provider', async () => {
    const provider = await createInMemoryDevIdentityProvider();
    const other = await createInMemoryDevIdentityProvider();
    const token = await provider.issue({ email: 'ops@example.com', name: 'Olivia' });
    await expect(provider.verifier.verify(token)).resolves.toEqual({
      email: 'ops@example.com',
      name: 'Olivia',
      tokenId: decodeJwt(token).jti,
      acceptableUntil: new Date((decodeJwt(token).exp! + 60) * 1000),
    });
    await expect(other.verifier.verify(token)).rejects.toBeInstanceOf(IdTokenError);
    // A development token is never a Google token: wrong issuer and audience.
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(IdTokenError);
  });
});

describe('idTokenIdOf', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('remembers a token by its jti, else (or for an overlong jti) by a SHA-256', () => {
    expect(idTokenIdOf('a.b.c', 'f3a1c2')).toBe('f3a1c2');
    expect(idTokenIdOf('a.b.c', undefined)).toBe(sha256('a.b.c'));
    expect(idTokenIdOf('a.b.c', '')).toBe(sha256('a.b.c'));
    expect(idTokenIdOf('a.b.c', 42)).toBe(sha256('a.b.c'));
    const long = 'j'.repeat(500);
    expect(idTokenIdOf('a.b.c', long)).toBe(sha256(long));
  });
});
