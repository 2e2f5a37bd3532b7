import { eq } from 'drizzle-orm';
import {
  type AuthResponse,
  demoAccountEmails,
  messages,
  signInLinksPerAddressPerHour,
  signInLinksPerIpPerHour,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { insertCustomerAccount } from '../../../testing/customer-account';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { outbox } from '../../mail/mail-tables';
import { ensureCustomerAccount } from '../../users';
import { hashToken } from '../auth-queries';
import { signInLinks } from '../auth-tables';

let t: TestApp;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  await insertCustomerAccount(t.database.db, 'link.customer@example.com', 'Lina', 'Link');
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Each test asks from its own address, so the per-address limit is what a test sees. */
function askForLink(email: string, remoteAddress = `10.0.0.${++ipCounter}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/email-link/',
    payload: { email },
    remoteAddress,
  });
}

function signIn(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/email-link/sign-in/',
    payload: { token },
  });
}

/** The token of the newest link mailed to `email`, read from the outbox as the customer would. */
async function mailedToken(email: string): Promise<string> {
  await t.app.jobs.idle();
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'sign-in-link'));
  const mine = rows.filter((row) => row.to.includes(email)).sort((a, b) => b.id - a.id);
  const link = mine[0]?.links.find((candidate) => candidate.includes('/login/link#'));
  if (!link) throw new Error(`no sign-in link mailed to ${email}`);
  return link.split('#')[1]!;
}

async function mailsTo(email: string): Promise<number> {
  const rows = await t.database.db.select().from(outbox);
  return rows.filter((row) => row.to.includes(email)).length;
}

describe('asking for a sign-in link', () => {
  it('mails a customer a link to the sign-in page and keeps only its hash', async () => {
    const answer = await askForLink('Link.Customer@example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: messages.signInLinkSent });
    const token = await mailedToken('link.customer@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'sign-in-link'));
    expect(mail!.links).toEqual([`http://localhost:3000/login/link#${token}`]);
    expect(mail!.text).toContain('Hello Lina,');
    const stored = await t.database.db.select().from(signInLinks);
    expect(stored.map((link) => link.tokenHash)).toContain(hashToken(token));
    expect(stored.some((link) => link.tokenHash === token)).toBe(false);
    const expiresInMs = stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime();
    expect(Math.round(expiresInMs / 60_000)).toBe(15);
  });

  it('answers the same for an unknown address, a staff member and a deactivated customer, and mails none of them', async () => {
    await insertCustomerAccount(t.database.db, 'gone.customer@example.com', 'Gone', 'Away');
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'gone.customer@example.com'));
    for (const email of [
      'nobody@example.com',
      demoAccountEmails.rep1,
      'gone.customer@example.com',
    ]) {
      const answer = await askForLink(email);
      expect({ email, status: answer.statusCode, body: answer.json() }).toEqual({
        email,
        status: 200,
        body: { message: messages.signInLinkSent },
      });
      await t.app.jobs.idle();
      expect(await mailsTo(email)).toBe(0);
    }
  });

  it('refuses an address that is not one', async () => {
    const answer = await askForLink('not an address');
    expect(answer.statusCode).toBe(400);
  });

  it('limits the links per address, whoever asks, and says so the same way for any address', async () => {
    await insertCustomerAccount(t.database.db, 'busy.customer@example.com', 'Busy', 'Bee');
    for (let count = 0; count < signInLinksPerAddressPerHour; count += 1) {
      expect((await askForLink('busy.customer@example.com')).statusCode).toBe(200);
      expect((await askForLink('busy.nobody@example.com')).statusCode).toBe(200);
    }
    const known = await askForLink('busy.customer@example.com');
    const unknown = await askForLink('busy.nobody@example.com');
    expect(known.statusCode).toBe(429);
    expect(known.json()).toEqual({ message: messages.apiTooManySignInLinks });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    await t.app.jobs.idle();
    expect(await mailsTo('busy.customer@example.com')).toBe(signInLinksPerAddressPerHour);
  });

  it('limits the links per network address, whichever addresses it asks for', async () => {
    for (let count = 0; count < signInLinksPerIpPerHour; count += 1) {
      expect((await askForLink(`many${count}@example.com`, '10.9.9.9')).statusCode).toBe(200);
    }
    expect((await askForLink('one.more@example.com', '10.9.9.9')).statusCode).toBe(429);
    expect((await askForLink('one.more@example.com', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('signing in with the link', () => {
  it('opens a customer session once; the same link is refused the second time', async () => {
    await insertCustomerAccount(t.database.db, 'once.customer@example.com', 'Olive', 'Once');
    await askForLink('once.customer@example.com');
    const token = await mailedToken('once.customer@example.com');
    const first = await signIn(token);
    expect(first.statusCode).toBe(200);
    const session = first.json<AuthResponse>();
    expect(session.user).toMatchObject({ email: 'once.customer@example.com', is_staff: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/portal/deals/',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    const second = await signIn(token);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ message: messages.signInLinkInvalid });
  });

  it('two requests with one link at once: exactly one signs in', async () => {
    await insertCustomerAccount(t.database.db, 'race.customer@example.com', 'Rae', 'Race');
    await askForLink('race.customer@example.com');
    const token = await mailedToken('race.customer@example.com');
    const answers = await Promise.all([signIn(token), signIn(token), signIn(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a link older than 15 minutes, and a token that was never issued', async () => {
    await insertCustomerAccount(t.database.db, 'late.customer@example.com', 'Lee', 'Late');
    await askForLink('late.customer@example.com');
    const token = await mailedToken('late.customer@example.com');
    await t.database.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInLinks.tokenHash, hashToken(token)));
    const late = await signIn(token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: messages.signInLinkInvalid });
    const made = await signIn('A'.repeat(43));
    expect(made.statusCode).toBe(401);
    const malformed = await signIn('short');
    expect(malformed.statusCode).toBe(400);
  });

  it('a customer deactivated after the link was sent cannot use it', async () => {
    await insertCustomerAccount(t.database.db, 'stopped.customer@example.com', 'Stu', 'Stopped');
    await askForLink('stopped.customer@example.com');
    const token = await mailedToken('stopped.customer@example.com');
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'stopped.customer@example.com'));
    expect((await signIn(token)).statusCode).toBe(401);
  });
});

describe('ensureCustomerAccount', () => {
  it('creates a customer for a new contact once, and leaves an existing account as it is', async () => {
    const created = await ensureCustomerAccount(t.database.db, {
      email: ' New.Contact@Example.com ',
      firstName: 'Nia',
      lastName: 'New',
    });
    expect(created).toMatchObject({ isStaff: false, created: true });
    const again = await ensureCustomerAccount(t.database.db, { email: 'new.contact@example.com' });
    expect(again).toEqual({ id: created!.id, isStaff: false, created: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created!.id));
    expect(row).toMatchObject({
      email: 'new.contact@example.com',
      firstName: 'Nia',
      isStaff: false,
    });
    const staff = await ensureCustomerAccount(t.database.db, { email: demoAccountEmails.rep1 });
    expect(staff).toMatchObject({ isStaff: true, created: false });
    expect(await ensureCustomerAccount(t.database.db, { email: '  ' })).toBeNull();
  });
});
