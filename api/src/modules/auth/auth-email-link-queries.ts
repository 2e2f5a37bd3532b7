import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  displayNameOf,
  messages,
  signInLinkMinutes,
  signInLinksPerAddressPerHour,
  signInLinksPerIpPerHour,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import type { AppDeps } from '../../http/app-deps';
import { HttpError } from '../../http/http-error';
import { queueMail } from '../mail';
import { countHit } from '../rate-limit';
import { createSession, hashToken, recordLogin, revokeSessionsBeyond } from './auth-queries';
import { signInLinks } from './auth-tables';

const hourMs = 3_600_000;

/**
 * `POST /api/auth/email-link/`: mails a one-time sign-in link to an active customer account with
 * this address. The answer is the same whether or not one exists (and for staff, who sign in with
 * their company account), so the form cannot be used to find out who is a customer. Each address
 * and each network address may ask a few times an hour, counted before anything is looked up.
 */
export async function requestSignInLink(
  deps: AppDeps,
  email: string,
  clientIp: string,
): Promise<{ message: string }> {
  const db = deps.database.db;
  const address = email.trim().toLowerCase();
  const [byAddress, byIp] = await Promise.all([
    countHit(db, `sign-in-link address ${address}`, hourMs),
    countHit(db, `sign-in-link ip ${clientIp}`, hourMs),
  ]);
  if (byAddress.current > signInLinksPerAddressPerHour || byIp.current > signInLinksPerIpPerHour) {
    throw new HttpError(429, messages.apiTooManySignInLinks);
  }
  // Outside the transaction: the first start installs the engine's schema.
  await deps.jobs.start();
  await inTransaction(db, async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.email, address));
    if (!account || !account.isActive || account.isStaff) return;
    // Links nobody used are of no further use once expired.
    await tx.delete(signInLinks).where(lt(signInLinks.expiresAt, sql`now() - interval '1 day'`));
    const token = randomBytes(32).toString('base64url');
    await tx.insert(signInLinks).values({
      tokenHash: hashToken(token),
      userId: account.id,
      expiresAt: new Date(Date.now() + signInLinkMinutes * 60_000),
    });
    await queueMail(
      tx,
      {
        kind: 'sign-in-link',
        to: account.email,
        mergeData: {
          'recipient.name': displayNameOf({
            first_name: account.firstName,
            last_name: account.lastName,
            username: account.username,
            email: account.email,
          }),
          // In the fragment: it reaches neither a server's log nor a Referer header.
          link: `${deps.config.mail.appUrl}/login/link#${token}`,
          'link.expires_minutes': String(signInLinkMinutes),
        },
      },
      deps.jobs,
    );
  });
  return { message: messages.signInLinkSent };
}

/**
 * `POST /api/auth/email-link/sign-in/`: uses a link's token, once, within its time, for an active
 * customer account, and opens the same session a sign-in with an identity provider opens. The
 * token is spent by one statement that checks it is unused and unexpired, so two requests with
 * one link cannot both sign in.
 */
export async function signInWithLink(
  db: Database,
  token: string,
  settings: { sessionTtlHours: number; maxSessionsPerUser: number },
) {
  return inTransaction(db, async (tx) => {
    const [link] = await tx
      .update(signInLinks)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(signInLinks.tokenHash, hashToken(token)),
          isNull(signInLinks.usedAt),
          gt(signInLinks.expiresAt, new Date()),
        ),
      )
      .returning({ userId: signInLinks.userId });
    if (!link) throw new HttpError(401, messages.signInLinkInvalid);
    const [account] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!account || !account.isActive || account.isStaff) {
      throw new HttpError(401, messages.signInLinkInvalid);
    }
    const session = await createSession(tx, account.id, settings.sessionTtlHours);
    const revoked = await revokeSessionsBeyond(tx, account.id, settings.maxSessionsPerUser);
    await recordLogin(tx, account.id);
    return { token: session.token, user: account, revokedSessionIds: revoked };
  });
}
