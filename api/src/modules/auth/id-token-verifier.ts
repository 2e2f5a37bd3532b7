import { createHash } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  type JSONWebKeySet,
  jwtVerify,
  type JWTVerifyGetKey,
} from 'jose';
import { messages } from '@solar/shared/domain';

/** Why an ID token was refused; `tooEarly` is the browser's cue to wait and prompt again. */
export class IdTokenError extends Error {
  override name = 'IdTokenError';

  constructor(
    readonly reason: 'invalid' | 'expired' | 'tooEarly' | 'emailNotVerified',
    message: string,
  ) {
    super(message);
  }
}

interface VerifiedIdentity {
  email: string;
  name: string | null;
  /** What the token is remembered by once used: its `jti`, else the token's SHA-256. */
  tokenId: string;
  /** Until when this verifier would accept the token (its expiry plus the clock tolerance). */
  acceptableUntil: Date;
}

/** Longer `jti`s are hashed too, so a remembered id never outgrows a short key. */
const maxStoredJtiLength = 128;

/** The token's `jti` when it has a usable one; else (or when too long) a SHA-256, hex. */
export function idTokenIdOf(idToken: string, jti: unknown): string {
  if (typeof jti === 'string' && jti !== '' && jti.length <= maxStoredJtiLength) return jti;
  const hashed = typeof jti === 'string' && jti !== '' ? jti : idToken;
  return createHash('sha256').update(hashed, 'utf8').digest('hex');
}

export interface IdTokenVerifier {
  /** Resolves to the verified identity or rejects with `IdTokenError`. */
  verify(idToken: string, now?: Date): Promise<VerifiedIdentity>;
}

interface IdTokenVerifierOptions {
  keys: JWTVerifyGetKey;
  issuers: readonly string[];
  audience: string;
  /** Google marks unverified addresses; the development provider only signs seeded ones. */
  requireEmailVerified: boolean;
  /** Tolerated clock difference with the identity provider, seconds. */
  clockSkewSeconds?: number;
}

const googleJwksUrl = 'https://www.googleapis.com/oauth2/v3/certs';
const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'] as const;

export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const skew = options.clockSkewSeconds ?? 60;
  return {
    async verify(idToken, now = new Date()) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, options.keys, {
          // The allow-list is what stops `alg: none` and HS256-with-the-public-key forgeries.
          algorithms: ['RS256'],
          issuer: [...options.issuers],
          audience: options.audience,
          requiredClaims: ['iat', 'exp'],
          clockTolerance: skew,
          currentDate: now,
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new IdTokenError('expired', messages.apiInvalidIdToken);
        }
        throw new IdTokenError('invalid', messages.apiInvalidIdToken);
      }
      // jose accepts an `iat` in the future; a token minted ahead of our clock is refused
      // with the text the login page waits on before prompting again.
      const nowSeconds = Math.floor(now.getTime() / 1000);
      if (typeof payload.iat !== 'number' || payload.iat > nowSeconds + skew) {
        throw new IdTokenError('tooEarly', messages.tokenUsedTooEarly);
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      if (!email) throw new IdTokenError('invalid', messages.apiInvalidIdToken);
      if (options.requireEmailVerified && payload.email_verified !== true) {
        throw new IdTokenError('emailNotVerified', messages.apiEmailNotVerified);
      }
      return {
        email,
        name: typeof payload.name === 'string' ? payload.name : null,
        tokenId: idTokenIdOf(idToken, payload.jti),
        // `exp` is a required claim, so jose has checked it is a number.
        acceptableUntil: new Date(((payload.exp as number) + skew) * 1000),
      };
    },
  };
}

/** Verifies Google ID tokens for our client id against Google's published keys. */
export function createGoogleIdTokenVerifier(clientId: string): IdTokenVerifier {
  return createIdTokenVerifier({
    keys: createRemoteJWKSet(new URL(googleJwksUrl)),
    issuers: googleIssuers,
    audience: clientId,
    requireEmailVerified: true,
  });
}

export function localKeys(jwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}
