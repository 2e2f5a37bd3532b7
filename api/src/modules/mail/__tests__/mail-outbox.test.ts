import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { createStorage } from '../../../storage/create-storage';
import {
  demoAccountEmails,
  type MailTemplate,
  messages,
  type OutboxMessage,
  type OutboxPage,
} from '@solar/shared/domain';
import { inTransaction } from '../../../db/in-transaction';
import { jobEngineSchema } from '../../../jobs/job-engine';
import type { JobContext } from '../../../jobs/job-kind';
import { users } from '../../../db/schema';
import { insertCustomerAccount } from '../../../testing/customer-account';
import { freePort } from '../../../testing/free-port';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { queueMail } from '../mail-queries';
import { mailSendJob } from '../mail-send-job';
import { outbox, outboxAttachments } from '../mail-tables';

let t: TestApp;
const call = signedInCaller(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobs.start();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const signInMail = (to: string, link = 'https://solar.example.com/login/link#abc') => ({
  kind: 'sign-in-link' as const,
  to,
  mergeData: { 'recipient.name': 'Alex <b>Tester</b>', link, 'link.expires_minutes': '15' },
});

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

/** queueMail for a message that has recipients: its outbox row's id. */
async function queueMailed(...args: Parameters<typeof queueMail>): Promise<number> {
  const id = await queueMail(...args);
  if (id === null) throw new Error('nothing was queued');
  return id;
}

/** Jobs the engine holds, in any state. */
async function jobCount(): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as count from ${sql.identifier(jobEngineSchema)}.job`,
  );
  return (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
}

/** Runs the sending job's handler as the engine would, for one attempt. */
function runSendJob(app: TestApp, outboxId: number, retryCount = 0, jobId = 'manual-job') {
  const context: JobContext = {
    jobId,
    userId: null,
    retryCount,
    deps: {
      database: app.database,
      config: app.config,
      pdfRenderer: {} as JobContext['deps']['pdfRenderer'],
      storage: {} as JobContext['deps']['storage'],
      log: app.app.log,
    },
    signal: new AbortController().signal,
    progress: async () => undefined,
  };
  return mailSendJob.handle({ outbox_id: outboxId }, context);
}

describe('queueing a message', () => {
  it('renders the template, keeps the row and sends it into the outbox by a job', async () => {
    const id = await inTransaction(t.database.db, (tx) =>
      queueMailed(tx, signInMail('Alex@Example.com'), t.app.jobs),
    );
    await t.app.jobs.idle();
    const row = await rowOf(id);
    expect(row).toMatchObject({
      kind: 'sign-in-link',
      to: ['alex@example.com'],
      subject: 'Your sign-in link for Solar Workplace',
      state: 'sent',
      attempts: 1,
      transport: 'outbox',
      lastError: null,
      links: ['https://solar.example.com/login/link#abc'],
    });
    expect(row.text).toContain('Hello Alex <b>Tester</b>,');
    expect(row.text).toContain('for 15 minutes');
    // Values are text in the HTML body: a name cannot add markup to the message.
    expect(row.html).toContain('Hello Alex &lt;b&gt;Tester&lt;/b&gt;,');
    expect(row.sentAt).not.toBeNull();
  });

  it('sends nothing when the change it belongs to is rolled back', async () => {
    const before = await jobCount();
    const outboxBefore = await t.database.db.select({ id: outbox.id }).from(outbox);
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await queueMailed(tx, signInMail('rolled.back@example.com'), t.app.jobs);
        throw new Error('the change was refused');
      }),
    ).rejects.toThrow('the change was refused');
    const after = await jobCount();
    expect(after).toBe(before);
    expect(await t.database.db.select({ id: outbox.id }).from(outbox)).toEqual(outboxBefore);
  });

  it('keeps attachments beside the message, by name, type and size', async () => {
    const id = await inTransaction(t.database.db, (tx) =>
      queueMailed(
        tx,
        {
          ...signInMail('files@example.com'),
          attachments: [
            { name: 'signed.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1') },
          ],
        },
        t.app.jobs,
      ),
    );
    await t.app.jobs.idle();
    const message = await call(demoAccountEmails.admin, 'GET', `/api/admin/outbox/${id}/`);
    expect(message.json<OutboxMessage>().attachments).toEqual([
      { name: 'signed.pdf', type: 'application/pdf', size: 6 },
    ]);
    const [stored] = await t.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, id));
    expect(Buffer.from(stored!.bytes!).toString()).toBe('%PDF-1');
  });
});

describe('project milestones', () => {
  it('skip a customer who opted out of milestone mail, and mail the others', async () => {
    await insertCustomerAccount(t.database.db, 'quiet@example.com', 'Quinn', 'Quiet');
    await t.database.db
      .update(users)
      .set({ milestoneMailOptOut: true })
      .where(eq(users.email, 'quiet@example.com'));
    const milestone = (to: string[]) => ({
      kind: 'milestone-reached' as const,
      to,
      mergeData: { 'recipient.name': 'Quinn', 'milestone.name': 'Permit approved' },
    });
    const none = await inTransaction(t.database.db, (tx) =>
      queueMail(tx, milestone(['quiet@example.com']), t.app.jobs),
    );
    expect(none).toBeNull();
    const id = await inTransaction(t.database.db, (tx) =>
      queueMail(tx, milestone(['quiet@example.com', 'loud@example.com']), t.app.jobs),
    );
    expect(await rowOf(id!)).toMatchObject({
      to: ['loud@example.com'],
      subject: 'Your solar project: Permit approved',
    });
    await t.app.jobs.idle();
  });
});

describe('never sent twice', () => {
  it('a job run again for a sent message does nothing', async () => {
    const id = await inTransaction(t.database.db, (tx) =>
      queueMailed(tx, signInMail('twice@example.com'), t.app.jobs),
    );
    await t.app.jobs.idle();
    const sent = await rowOf(id);
    await expect(runSendJob(t, id, 1, 'a-second-job')).resolves.toEqual({
      outbox_id: id,
      state: 'sent',
    });
    expect(await rowOf(id)).toEqual(sent);
  });

  it('a message left mid-delivery is failed as uncertain, not sent again', async () => {
    const id = await inTransaction(t.database.db, (tx) =>
      queueMailed(tx, signInMail('interrupted@example.com'), t.app.jobs),
    );
    await t.app.jobs.idle();
    // As if a process had claimed it and died before it could record the delivery.
    await t.database.db
      .update(outbox)
      .set({ state: 'sending', sendKey: 'dead-process:0', sentAt: null })
      .where(eq(outbox.id, id));
    await expect(runSendJob(t, id)).rejects.toThrow(messages.mailDeliveryUncertain);
    expect(await rowOf(id)).toMatchObject({
      state: 'failed',
      lastError: messages.mailDeliveryUncertain,
      sentAt: null,
    });
  });

  it('two attempts at once: one claims and sends it, the other sends nothing', async () => {
    const id = await inTransaction(t.database.db, (tx) =>
      queueMailed(tx, signInMail('race@example.com'), t.app.jobs),
    );
    await t.app.jobs.idle();
    await t.database.db
      .update(outbox)
      .set({ state: 'queued', sendKey: null, attempts: 0, sentAt: null })
      .where(eq(outbox.id, id));
    await Promise.allSettled([runSendJob(t, id, 0, 'racer-a'), runSendJob(t, id, 0, 'racer-b')]);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('Outbox routes', () => {
  it('lists newest first, by state and by a part of the recipient', async () => {
    const page = (
      await call(demoAccountEmails.admin, 'GET', '/api/admin/outbox/?search=TWICE@')
    ).json<OutboxPage>();
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ to: ['twice@example.com'], state: 'sent' });
    const failed = (
      await call(demoAccountEmails.admin, 'GET', '/api/admin/outbox/?state=failed')
    ).json<OutboxPage>();
    expect(failed.results.map((row) => row.to[0])).toEqual(['interrupted@example.com']);
    const all = (
      await call(demoAccountEmails.admin, 'GET', '/api/admin/outbox/')
    ).json<OutboxPage>();
    const ids = all.results.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // A search's wildcard characters match themselves.
    const none = (
      await call(demoAccountEmails.admin, 'GET', '/api/admin/outbox/?search=%25')
    ).json<OutboxPage>();
    expect(none.count).toBe(0);
  });

  it('retries a failed message once; a sent one is refused', async () => {
    const [failed] = await t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.state, 'failed'));
    const retried = await call(
      demoAccountEmails.admin,
      'POST',
      `/api/admin/outbox/${failed!.id}/retry/`,
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json<OutboxMessage>()).toMatchObject({ state: 'queued', last_error: null });
    await t.app.jobs.idle();
    expect(await rowOf(failed!.id)).toMatchObject({ state: 'sent', transport: 'outbox' });
    const again = await call(
      demoAccountEmails.admin,
      'POST',
      `/api/admin/outbox/${failed!.id}/retry/`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.apiOutboxNotRetryable });
    const missing = await call(demoAccountEmails.admin, 'POST', '/api/admin/outbox/999999/retry/');
    expect(missing.statusCode).toBe(404);
  });
});

describe('mail templates', () => {
  it('lists every kind and saves an edit that the next message uses; a stale save is refused', async () => {
    const list = (await call(demoAccountEmails.admin, 'GET', '/api/admin/mail-templates/')).json<
      MailTemplate[]
    >();
    expect(list.map((template) => template.kind)).toEqual([
      'proposal-sent',
      'sign-in-link',
      'signed-copy-customer',
      'signed-copy-sales',
      'milestone-reached',
      'service-request-received',
      'purchase-order',
    ]);
    const signIn = list.find((template) => template.kind === 'sign-in-link')!;
    const saved = await call(
      demoAccountEmails.admin,
      'PUT',
      '/api/admin/mail-templates/sign-in-link/',
      {
        subject: 'Sign in, {{recipient.name}}',
        text: 'Your link: {{link}}',
        html: '',
        version: signIn.version,
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<MailTemplate>()).toMatchObject({ version: signIn.version + 1 });
    const stale = await call(
      demoAccountEmails.admin,
      'PUT',
      '/api/admin/mail-templates/sign-in-link/',
      {
        subject: 'Older',
        text: 'Older',
        html: '',
        version: signIn.version,
      },
    );
    expect(stale.statusCode).toBe(409);
    const id = await inTransaction(t.database.db, (tx) =>
      queueMailed(tx, signInMail('edited@example.com'), t.app.jobs),
    );
    expect(await rowOf(id)).toMatchObject({
      subject: 'Sign in, Alex <b>Tester</b>',
      text: 'Your link: https://solar.example.com/login/link#abc',
      html: '',
    });
    const empty = await call(
      demoAccountEmails.admin,
      'PUT',
      '/api/admin/mail-templates/sign-in-link/',
      {
        subject: ' ',
        text: 'x',
        html: '',
        version: signIn.version + 1,
      },
    );
    expect(empty.statusCode).toBe(400);
    await t.app.jobs.idle();
  });
});

describe('SMTP', () => {
  let smtp: TestApp;
  let server: SMTPServer;
  let port: number;
  const received: { envelopeTo: string[]; raw: string }[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    smtp = await createTestApp({
      config: {
        mail: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: 'Solar Workplace <no-reply@example.com>',
          appUrl: 'http://localhost:3000',
        },
      },
    });
    await smtp.app.jobs.start();
  }, 120_000);
  afterAll(async () => {
    await smtp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through the SMTP server once, with its Message-ID, and a rerun sends nothing', async () => {
    const id = await inTransaction(smtp.database.db, (tx) =>
      queueMailed(tx, signInMail('smtp.customer@example.com'), smtp.app.jobs),
    );
    await smtp.app.jobs.idle();
    const [row] = await smtp.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ state: 'sent', transport: 'smtp', attempts: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]!.envelopeTo).toEqual(['smtp.customer@example.com']);
    expect(received[0]!.raw).toContain('Subject: Your sign-in link for Solar Workplace');
    expect(received[0]!.raw).toContain(`Message-ID: ${row!.messageId}`);
    expect(received[0]!.raw).toContain('From: Solar Workplace <no-reply@example.com>');
    await runSendJob(smtp, id, 2, 'rerun');
    expect(received).toHaveLength(1);
  });

  it('sends a stored file as an attachment, read from the storage when the message goes', async () => {
    const storage = createStorage(smtp.config.storage);
    await storage.put(
      'mail-test/signed.pdf',
      Buffer.from('%PDF-1.7 signed copy'),
      'application/pdf',
    );
    const before = received.length;
    const id = await inTransaction(smtp.database.db, (tx) =>
      queueMailed(
        tx,
        {
          ...signInMail('smtp.files@example.com'),
          attachments: [
            {
              name: 'signed.pdf',
              type: 'application/pdf',
              size: 20,
              storageKey: 'mail-test/signed.pdf',
            },
          ],
        },
        smtp.app.jobs,
      ),
    );
    await smtp.app.jobs.idle();
    const [row] = await smtp.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ state: 'sent' });
    expect(received).toHaveLength(before + 1);
    const raw = received.at(-1)!.raw;
    expect(raw).toContain('filename=signed.pdf');
    expect(raw).toContain(Buffer.from('%PDF-1.7 signed copy').toString('base64'));
  });

  it('a server that cannot be reached: queued again with the reason, failed after the last attempt', async () => {
    const deliveredBefore = received.length;
    const closedPort = await freePort();
    const unreachable = {
      ...smtp,
      config: {
        ...smtp.config,
        mail: { ...smtp.config.mail, smtpUrl: `smtp://127.0.0.1:${closedPort}` },
      },
    };
    const [row] = await smtp.database.db
      .insert(outbox)
      .values({
        kind: 'sign-in-link',
        to: ['nobody@example.com'],
        subject: 's',
        text: 't',
        messageId: '<unreachable@test>',
      })
      .returning({ id: outbox.id });
    await expect(runSendJob(unreachable, row!.id, 0, 'first')).rejects.toThrow();
    const afterFirst = (
      await smtp.database.db.select().from(outbox).where(eq(outbox.id, row!.id))
    )[0]!;
    expect(afterFirst).toMatchObject({ state: 'queued', attempts: 1, sendKey: null });
    expect(afterFirst.lastError).toMatch(/ECONNREFUSED/);
    await expect(runSendJob(unreachable, row!.id, 5, 'last')).rejects.toThrow();
    const afterLast = (
      await smtp.database.db.select().from(outbox).where(eq(outbox.id, row!.id))
    )[0]!;
    expect(afterLast).toMatchObject({ state: 'failed', attempts: 2 });
    expect(received).toHaveLength(deliveredBefore);
  });
});
