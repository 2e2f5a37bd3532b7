import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK, SignJWT } from 'jose';
import { createIdTokenVerifier, type IdTokenVerifier, localKeys } from './id-token-verifier';

/** Issuer and audience of development ID tokens; Google tokens never carry these. */
const devIssuer = 'solar-workplace-dev-idp';
const devAudience = 'solar-workplace';
export const devKeyFileName = 'dev-idp-key.json';

/**
 * The built-in development identity provider: signs RS256 ID tokens for seeded accounts so the
 * product can be tried without a Google client. Never constructed in production.
 */
export interface DevIdentityProvider {
  issue(identity: { email: string; name: string }, now?: Date): Promise<string>;
  publicJwks: JSONWebKeySet;
  verifier: IdTokenVerifier;
}

async function providerFromPrivateJwk(privateJwk: JWK): Promise<DevIdentityProvider> {
  const privateKey = await importJWK(privateJwk, 'RS256');
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  const publicJwks: JSONWebKeySet = {
    keys: [{ ...publicJwk, alg: 'RS256', use: 'sig', kid: privateJwk.kid ?? 'dev' }],
  };
  return {
    publicJwks,
    verifier: createIdTokenVerifier({
      keys: localKeys(publicJwks),
      issuers: [devIssuer],
      audience: devAudience,
      requireEmailVerified: true,
    }),
    issue: ({ email, name }, now = new Date()) =>
      new SignJWT({ email, email_verified: true, name })
        .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid ?? 'dev' })
        .setIssuer(devIssuer)
        .setAudience(devAudience)
        .setSubject(email)
        // Each token is accepted once, remembered by this id.
        .setJti(randomUUID())
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + 300)
        .sign(privateKey),
  };
}

async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg: 'RS256', kid: `dev-${Date.now().toString(36)}` };
}

/** A provider whose key lives only in memory (tests). */
export async function createInMemoryDevIdentityProvider(): Promise<DevIdentityProvider> {
  return providerFromPrivateJwk(await generatePrivateJwk());
}

/**
 * Loads the provider's key from `<dataDir>/dev-idp-key.json`, creating it (mode 600) on first
 * start so tokens stay valid across restarts.
 */
export async function loadDevIdentityProvider(dataDir: string): Promise<DevIdentityProvider> {
  const file = path.join(dataDir, devKeyFileName);
  let jwk: JWK;
  try {
    jwk = JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    jwk = await generatePrivateJwk();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
  }
  // A key file copied in with looser permissions is tightened rather than trusted as is.
  await chmod(file, 0o600);
  return providerFromPrivateJwk(jwk);
}
