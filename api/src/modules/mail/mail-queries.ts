import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  formatTemplateDate,
  type MailKind,
  type MailTemplate,
  type MailTemplateText,
  type MailTemplateBody,
  messages,
  type MergeValues,
  type OutboxMessage,
  type OutboxPage,
  outboxPageSize,
  type OutboxRow,
  type OutboxState,
  productName,
  renderMail,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { inTransaction } from '../../db/in-transaction';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import type { JobEngine } from '../../jobs/job-engine';
import { mailTemplates, outbox, outboxAttachments } from './mail-tables';
import { defaultMailTemplates } from './seed-mail-templates';

/** The job kind that sends one outbox row. */
export const mailSendJobKind = 'mail-send';

/** A file sent with a message: a stored file by its key, or bytes made for this message. */
export type MailAttachment =
  | { name: string; type: string; size: number; storageKey: string }
  | { name: string; type: string; bytes: Uint8Array };

export interface MailToQueue {
  kind: MailKind;
  to: string | readonly string[];
  cc?: readonly string[];
  /** The template to render; the kind's own by default. */
  templateKey?: MailKind;
  /** Merge-field values by key (`recipient.name`, `link`, `deal.name`…). */
  mergeData: MergeValues;
  attachments?: readonly MailAttachment[];
}

async function templateOf(db: Database, key: MailKind): Promise<MailTemplateText> {
  const [row] = await db
    .select({ subject: mailTemplates.subject, text: mailTemplates.text, html: mailTemplates.html })
    .from(mailTemplates)
    .where(eq(mailTemplates.kind, key));
  return row ?? defaultMailTemplates[key];
}

/** The values every message may use without its sender passing them. */
function withCommonValues(values: MergeValues): MergeValues {
  return { 'product.name': productName, today: formatTemplateDate(new Date()), ...values };
}

/**
 * Renders the kind's template with `mail.mergeData` and queues the message: its outbox row and
 * the job that sends it are written with `tx`, the transaction of the change the mail is about,
 * so a refused or rolled-back change sends nothing and a committed one always sends. Answers
 * the outbox row's id (null when nobody is to receive it: every recipient of a milestone mail
 * opted out). The engine must have started before the transaction began (`jobs.start()`;
 * the API starts it at launch): on the embedded database its first start needs the connection
 * the transaction holds.
 */
export async function queueMail(
  tx: Database,
  mail: MailToQueue,
  jobs: JobEngine,
): Promise<number | null> {
  let to = (typeof mail.to === 'string' ? [mail.to] : [...mail.to]).map((address) =>
    address.trim().toLowerCase(),
  );
  if (mail.kind === 'milestone-reached') {
    // Customers may ask not to hear of each milestone; they still see them in the portal.
    const optedOut = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.email, to), eq(users.milestoneMailOptOut, true)));
    to = to.filter((address) => !optedOut.some((user) => user.email === address));
    if (to.length === 0) return null;
  }
  const template = await templateOf(tx, mail.templateKey ?? mail.kind);
  const rendered = renderMail(template, withCommonValues(mail.mergeData));
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: mail.kind,
      to,
      cc: [...(mail.cc ?? [])],
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      links: rendered.links,
      messageId: `<${randomBytes(16).toString('hex')}@solar-workplace>`,
    })
    .returning({ id: outbox.id });
  const attachments = mail.attachments ?? [];
  if (attachments.length > 0) {
    await tx.insert(outboxAttachments).values(
      attachments.map((attachment) =>
        'bytes' in attachment
          ? {
              outboxId: row!.id,
              name: attachment.name,
              type: attachment.type,
              size: attachment.bytes.byteLength,
              bytes: attachment.bytes,
            }
          : {
              outboxId: row!.id,
              name: attachment.name,
              type: attachment.type,
              size: attachment.size,
              storageKey: attachment.storageKey,
            },
      ),
    );
  }
  await jobs.enqueue(mailSendJobKind, { outbox_id: row!.id }, { userId: null, tx });
  return row!.id;
}

const rowColumns = {
  id: outbox.id,
  kind: outbox.kind,
  to: outbox.to,
  subject: outbox.subject,
  state: outbox.state,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

interface RowOf {
  id: number;
  kind: string;
  to: string[];
  subject: string;
  state: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

function toOutboxRow(row: RowOf): OutboxRow {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    to: row.to,
    subject: row.subject,
    state: row.state as OutboxState,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** `GET /api/admin/outbox/`: newest first, by state and by a part of a recipient's address. */
export async function listOutbox(
  db: Database,
  query: { page: number; state?: OutboxState | undefined; search?: string | undefined },
): Promise<OutboxPage> {
  const search = query.search?.trim().toLowerCase();
  const where = and(
    query.state === undefined ? undefined : eq(outbox.state, query.state),
    search ? sql`${outbox.to}::text like ${containsPattern(search)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(outboxPageSize)
      .offset((query.page - 1) * outboxPageSize),
    db.select({ value: count() }).from(outbox).where(where),
  ]);
  return { count: total?.value ?? 0, results: rows.map(toOutboxRow) };
}

/** `GET /api/admin/outbox/{id}/`: one message whole, its attachments by name, type and size. */
export async function readOutboxMessage(db: Database, id: number): Promise<OutboxMessage> {
  const [row] = await db
    .select({
      ...rowColumns,
      cc: outbox.cc,
      text: outbox.text,
      html: outbox.html,
      links: outbox.links,
    })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!row) throw new HttpError(404, messages.apiOutboxMessageNotFound);
  const attachments = await db
    .select({
      name: outboxAttachments.name,
      type: outboxAttachments.type,
      size: outboxAttachments.size,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxId, id))
    .orderBy(outboxAttachments.id);
  return {
    ...toOutboxRow(row),
    cc: row.cc,
    text: row.text,
    html: row.html,
    links: row.links,
    attachments,
  };
}

/**
 * `POST /api/admin/outbox/{id}/retry/`: a failed message goes back to the queue with a new job,
 * in one transaction; anything else is refused (a sent message is never sent again from here).
 */
export async function retryOutboxMessage(
  db: Database,
  jobs: JobEngine,
  id: number,
): Promise<OutboxMessage> {
  await jobs.start();
  // The answer is read before commit: once committed, the send job may already have taken the
  // message, and the administrator must see the state their retry produced.
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(outbox)
      .set({ state: 'queued', lastError: null, sendKey: null, updatedAt: new Date() })
      .where(and(eq(outbox.id, id), eq(outbox.state, 'failed')))
      .returning({ id: outbox.id });
    if (!row) {
      const [exists] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
      if (!exists) throw new HttpError(404, messages.apiOutboxMessageNotFound);
      throw new HttpError(409, messages.apiOutboxNotRetryable);
    }
    await jobs.enqueue(mailSendJobKind, { outbox_id: id }, { userId: null, tx });
    return readOutboxMessage(tx, id);
  });
}

function toMailTemplate(row: typeof mailTemplates.$inferSelect): MailTemplate {
  return {
    kind: row.kind as MailKind,
    subject: row.subject,
    text: row.text,
    html: row.html,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `GET /api/admin/mail-templates/`: every kind's template, in the catalogue's order. */
export async function listMailTemplates(db: Database): Promise<MailTemplate[]> {
  const rows = await db.select().from(mailTemplates);
  const order = Object.keys(defaultMailTemplates);
  return rows
    .filter((row) => order.includes(row.kind))
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
    .map(toMailTemplate);
}

/** `PUT /api/admin/mail-templates/{kind}/`: a stale version is refused (409). */
export async function updateMailTemplate(
  db: Database,
  kind: MailKind,
  body: MailTemplateBody,
): Promise<MailTemplate> {
  const [row] = await db
    .update(mailTemplates)
    .set({
      subject: body.subject,
      text: body.text,
      html: body.html,
      version: sql`${mailTemplates.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.version, body.version)))
    .returning();
  if (row) return toMailTemplate(row);
  const [exists] = await db
    .select({ kind: mailTemplates.kind })
    .from(mailTemplates)
    .where(eq(mailTemplates.kind, kind));
  if (!exists) throw new HttpError(404, messages.apiMailTemplateNotFound);
  throw versionConflict();
}
