import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { demoAccountEmails, messages, userSchema } from '@solar/shared/domain';
import { authSessions, users } from '../../../db/schema';
import type { TrustProxy } from '../../../config/load-config';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deactivateAndRevokeSessions } from '../auth-queries';
import { hashToken } from '../auth-queries';
import { rateLimitHits } from '../../rate-limit/rate-limit-tables';
import { usedIdTokens } from '../auth-tables';
import { createIdTokenVerifier, localKeys } from '../id-token-verifier';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function idTokenFor(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/dev/id-token/',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id_token: string }>().id_token;
}

const signIn = (idToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google/',
    payload: { access_token: idToken, token_type: 'id_token' },
  });

const menuWith = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users/menu/',
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /api/auth/google/', () => {
  it('signs in a seeded account: a session token and the user, matching the email case-insensitively', async () => {
    const response = await signIn(await idTokenFor('MANAGER@example.com'));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: unknown }>();
    expect(userSchema.strict().parse(body.user)).toMatchObject({
      email: demoAccountEmails.manager,
      username: 'manager',
      is_staff: true,
    });
    // At least 128 random bits, and only its hash is stored.
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const sessions = await t.database.db.select().from(authSessions);
    expect(sessions.some((s) => s.tokenHash === body.token)).toBe(false);
    expect(sessions.some((s) => s.tokenHash === hashToken(body.token))).toBe(true);
    const [manager] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccountEmails.manager));
    expect(manager?.lastLoginAt).toBeInstanceOf(Date);
    expect((await menuWith(body.token)).statusCode).toBe(200);
  });

  it('answers 403 with a clear message for an email without an account', async () => {
    const token = await t.devIdentityProvider.issue({ email: 'stranger@example.com', name: 'S' });
    const response = await signIn(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.apiUnknownAccount });
  });

  it("answers 401 'Token used too early' in error and message for a future iat", async () => {
    const token = await t.devIdentityProvider.issue(
      { email: demoAccountEmails.admin, name: 'A' },
      new Date(Date.now() + 10 * 60_000),
    );
    const response = await signIn(token);
    expect(response.statusCode).toBe(401);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toContain(messages.tokenUsedTooEarly);
    expect(body.message).toContain(messages.tokenUsedTooEarly);
  });

  it('answers 401 for a token the provider did not sign', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: demoAccountEmails.admin, email_verified: true })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer('solar-workplace-dev-idp')
      .setAudience('solar-workplace')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await signIn(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.apiInvalidIdToken });
  });

  it('refuses a wrong token_type and unknown fields', async () => {
    const token = await idTokenFor(demoAccountEmails.admin);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/',
      payload: { access_token: token, token_type: 'access_token' },
    });
    expect(wrongType.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/',
      payload: { access_token: token, token_type: 'id_token', is_staff: true },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('ID tokens are accepted once', () => {
  const sessionCount = async () => (await t.database.db.select().from(authSessions)).length;

  it('refuses a replayed ID token with 401 and a clear message, changing nothing', async () => {
    const idToken = await idTokenFor(demoAccountEmails.rep2);
    expect((await signIn(idToken)).statusCode).toBe(200);
    const before = await sessionCount();
    const replay = await signIn(idToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: messages.apiIdTokenReplayed });
    expect(await sessionCount()).toBe(before);
  });

  it('lets only one of two simultaneous sign-ins with the same token through', async () => {
    const idToken = await idTokenFor(demoAccountEmails.ops);
    const statuses = (await Promise.all([signIn(idToken), signIn(idToken)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('signs development ID tokens with a distinct jti each', async () => {
    const first = decodeJwt(await idTokenFor(demoAccountEmails.admin));
    const second = decodeJwt(await idTokenFor(demoAccountEmails.admin));
    expect(typeof first.jti).toBe('string');
    expect(first.jti).not.toBe(second.jti);
  });

  it('remembers a token without a jti by its SHA-256 until it expires', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'no-jti', alg: 'RS256' };
    const noJti = await createTestApp({
      database: t.database,
      build: {
        idTokenVerifier: createIdTokenVerifier({
          keys: localKeys({ keys: [jwk] }),
          issuers: ['https://issuer.example.com'],
          audience: 'solar',
          requireEmailVerified: true,
        }),
      },
    });
    try {
      const expiresAt = Math.floor(Date.now() / 1000) + 600;
      const idToken = await new SignJWT({ email: demoAccountEmails.rep1, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: 'no-jti' })
        .setIssuer('https://issuer.example.com')
        .setAudience('solar')
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(privateKey);
      const signInThere = () =>
        noJti.app.inject({
          method: 'POST',
          url: '/api/auth/google/',
          payload: { access_token: idToken, token_type: 'id_token' },
        });
      expect((await signInThere()).statusCode).toBe(200);
      const replay = await signInThere();
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ message: messages.apiIdTokenReplayed });
      const [remembered] = await t.database.db
        .select()
        .from(usedIdTokens)
        .where(eq(usedIdTokens.tokenId, createHash('sha256').update(idToken).digest('hex')));
      // Kept at least until the token expires (the verifier's clock tolerance may add to it).
      expect(remembered?.expiresAt.getTime()).toBeGreaterThanOrEqual(expiresAt * 1000);
    } finally {
      await noJti.close();
    }
  });

  it('purges remembered tokens once they have expired', async () => {
    await t.database.db
      .insert(usedIdTokens)
      .values({ tokenId: 'long-expired', expiresAt: new Date(Date.now() - 60_000) });
    expect((await signIn(await idTokenFor(demoAccountEmails.rep1))).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(usedIdTokens)
      .where(eq(usedIdTokens.tokenId, 'long-expired'));
    expect(left).toEqual([]);
  });
});

describe('live sessions per user', () => {
  it("revokes the user's oldest sessions, in the same sign-in, once the cap is reached", async () => {
    const capped = await createTestApp({ database: t.database, config: { maxSessionsPerUser: 2 } });
    try {
      const [user] = await t.database.db
        .insert(users)
        .values({ email: 'busy@example.com', username: 'busy', isStaff: true })
        .returning();
      const other = await t.tokenFor(demoAccountEmails.manager);
      // An expired and a revoked session are not live: they take no place under the cap.
      const expired = await t.tokenFor('busy@example.com');
      await t.database.db
        .update(authSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authSessions.tokenHash, hashToken(expired)));
      const signInCapped = async () => {
        const idToken = await capped.app.inject({
          method: 'POST',
          url: '/api/auth/dev/id-token/',
          payload: { email: 'busy@example.com' },
        });
        const response = await capped.app.inject({
          method: 'POST',
          url: '/api/auth/google/',
          payload: {
            access_token: idToken.json<{ id_token: string }>().id_token,
            token_type: 'id_token',
          },
        });
        expect(response.statusCode).toBe(200);
        return response.json<{ token: string }>().token;
      };
      const menuThere = (token: string) =>
        capped.app.inject({
          method: 'GET',
          url: '/api/users/menu/',
          headers: { authorization: `Bearer ${token}` },
        });
      const first = await signInCapped();
      const second = await signInCapped();
      // Used once, so the caller cache holds it when the cap ends it.
      expect((await menuThere(first)).statusCode).toBe(200);
      const third = await signInCapped();
      expect((await menuThere(first)).statusCode).toBe(401);
      expect((await menuThere(second)).statusCode).toBe(200);
      expect((await menuThere(third)).statusCode).toBe(200);
      expect((await menuThere(other)).statusCode).toBe(200);
      const live = await t.database.db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.userId, user!.id), isNull(authSessions.revokedAt)));
      expect(live.map((session) => session.tokenHash).sort()).toEqual(
        [hashToken(expired), hashToken(second), hashToken(third)].sort(),
      );
    } finally {
      await capped.close();
    }
  });
});

describe('sessions', () => {
  it('logout revokes the token: the next call is 401', async () => {
    const token = await t.tokenFor(demoAccountEmails.rep1);
    expect((await menuWith(token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const after = await menuWith(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.sessionExpired });
  });

  it('an expired session is 401', async () => {
    const token = await t.tokenFor(demoAccountEmails.rep2);
    await t.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.tokenHash, hashToken(token)));
    expect((await menuWith(token)).statusCode).toBe(401);
  });

  it('deactivateAndRevokeSessions revokes every session of the user and blocks signing in again', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ email: 'leaving@example.com', username: 'leaving', isStaff: true })
      .returning();
    const first = await t.tokenFor('leaving@example.com');
    const second = await t.tokenFor('leaving@example.com');
    expect((await menuWith(first)).statusCode).toBe(200);

    await expect(deactivateAndRevokeSessions(t.database.db, user!.id)).resolves.toBe(true);
    expect((await menuWith(first)).statusCode).toBe(401);
    expect((await menuWith(second)).statusCode).toBe(401);
    const sessions = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user!.id));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);

    const again = await signIn(
      await t.devIdentityProvider.issue({ email: 'leaving@example.com', name: 'L' }),
    );
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: messages.apiInactiveAccount });
    await expect(deactivateAndRevokeSessions(t.database.db, 999_999)).resolves.toBe(false);
  });

  it('answers 401 without a token and with a malformed or unknown one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/users/menu/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: messages.pleaseLoginFirst });
    for (const header of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users/menu/',
        headers: { authorization: header },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('development identity provider routes', () => {
  it('lists active accounts, staff first, each with what it can see', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/dev/accounts/' });
    expect(response.statusCode).toBe(200);
    const accounts =
      response.json<Array<{ email: string; is_staff: boolean; description: string }>>();
    const emails = accounts.map((account) => account.email);
    expect(emails).toEqual(expect.arrayContaining(Object.values(demoAccountEmails)));
    const firstCustomer = accounts.findIndex((account) => !account.is_staff);
    expect(accounts.slice(firstCustomer).every((account) => !account.is_staff)).toBe(true);
    expect(emails).not.toContain('leaving@example.com');
    const ops = accounts.find((account) => account.email === demoAccountEmails.ops);
    expect(ops?.description).toBe('Staff: Logistics, Templates, Parts Lists & Zoho');
  });

  it('signs ID tokens only for existing accounts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev/id-token/',
      payload: { email: 'nobody@example.com' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('is absent (404) when the provider is off', async () => {
    const google = await createTestApp({
      database: t.database,
      config: { googleClientId: 'client.apps.googleusercontent.com', devIdentityProvider: false },
      build: { devIdentityProvider: null },
    });
    try {
      for (const [method, url] of [
        ['GET', '/api/auth/dev/accounts/'],
        ['POST', '/api/auth/dev/id-token/'],
      ] as const) {
        const response = await google.app.inject({
          method,
          url,
          ...(method === 'POST' ? { payload: { email: demoAccountEmails.admin } } : {}),
        });
        expect(response.statusCode).toBe(404);
      }
      // With Google configured, a development token is refused.
      const devToken = await t.devIdentityProvider.issue({
        email: demoAccountEmails.admin,
        name: 'A',
      });
      const response = await google.app.inject({
        method: 'POST',
        url: '/api/auth/google/',
        payload: { access_token: devToken, token_type: 'id_token' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await google.close();
    }
  });
});

describe('development identity provider beside Google sign-in', () => {
  it('answers 404 and lists nothing when GOOGLE_CLIENT_ID is set, even with a provider at hand', async () => {
    const google = await createTestApp({
      database: t.database,
      config: { googleClientId: 'client.apps.googleusercontent.com' },
    });
    try {
      const accounts = await google.app.inject({ method: 'GET', url: '/api/auth/dev/accounts/' });
      expect(accounts.statusCode).toBe(404);
      expect(accounts.json()).toEqual({ message: messages.apiNotFound });
      const idToken = await google.app.inject({
        method: 'POST',
        url: '/api/auth/dev/id-token/',
        payload: { email: demoAccountEmails.admin },
      });
      expect(idToken.statusCode).toBe(404);
      expect(idToken.json()).toEqual({ message: messages.apiNotFound });
    } finally {
      await google.close();
    }
  });
});

describe('sign-in rate limit', () => {
  // The counts live in the database (shared by replicas): each test starts from none.
  beforeEach(async () => {
    await t.database.db.delete(rateLimitHits);
  });

  it('answers 429 with a message once the per-IP limit is used up', async () => {
    const limited = await createTestApp({ database: t.database, config: { signInRateLimit: 3 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/google/',
          payload: { access_token: 'not-a-token', token_type: 'id_token' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({ message: messages.apiTooManyRequests });
        }
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Other routes are not limited.
      const health = await limited.app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  const attemptFrom = (app: TestApp['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/google/',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { access_token: 'not-a-token', token_type: 'id_token' },
    });

  // Injected requests come from 127.0.0.1: here, the reverse proxy.
  it.each([
    ['its address', ['127.0.0.1']],
    ['a range', ['127.0.0.0/8']],
    ['a hop count', 1],
    ['true', true],
  ] as [string, TrustProxy][])(
    'gives clients behind a proxy trusted by %s a bucket each, by X-Forwarded-For',
    async (_how, trustProxy) => {
      const proxied = await createTestApp({
        database: t.database,
        config: { signInRateLimit: 2, trustProxy },
      });
      try {
        const first = [];
        for (let attempt = 0; attempt < 3; attempt += 1) {
          first.push((await attemptFrom(proxied.app, '203.0.113.7')).statusCode);
        }
        expect(first).toEqual([401, 401, 429]);
        const second = (await attemptFrom(proxied.app, '198.51.100.23')).statusCode;
        expect(second).toBe(401);
      } finally {
        await proxied.close();
      }
    },
  );

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const direct = await createTestApp({
      database: t.database,
      config: { signInRateLimit: 2, trustProxy: false },
    });
    try {
      const statuses = [];
      for (const forwardedFor of ['203.0.113.7', '198.51.100.23', '192.0.2.99']) {
        statuses.push((await attemptFrom(direct.app, forwardedFor)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await direct.close();
    }
  });
});
