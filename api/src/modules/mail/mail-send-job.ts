import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '@solar/shared/domain';
import { defineJobKind, PermanentJobError } from '../../jobs/job-kind';
import { mailSendJobKind } from './mail-queries';
import { outbox, outboxAttachments } from './mail-tables';
import { createMailTransport } from './mail-transport';

/** Attempts after the first: with the engine's backoff, about a minute of a server being away. */
const retryLimit = 5;

/** A transport's reason, short enough for the Outbox page. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 497)}…` : text;
}

/**
 * Sends one outbox row. The row is claimed (queued → sending, with this attempt's key) before the
 * transport is called and marked sent after, so a job run again finds it sent and does nothing;
 * one that finds it still sending knows an earlier attempt stopped mid-delivery and, since the
 * message may have gone out, fails it for an administrator to decide instead of sending it twice.
 */
export const mailSendJob = defineJobKind({
  kind: mailSendJobKind,
  payload: z.object({ outbox_id: z.number().int().positive() }),
  retryLimit,
  expireInSeconds: 120,
  waitingMessage: messages.mailSending,
  async handle({ outbox_id: outboxId }, { deps, jobId, retryCount }) {
    const db = deps.database.db;
    const sendKey = `${jobId}:${retryCount}`;
    const [claimed] = await db
      .update(outbox)
      .set({
        state: 'sending',
        sendKey,
        attempts: sql`${outbox.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(outbox.id, outboxId), eq(outbox.state, 'queued')))
      .returning();
    if (!claimed) {
      const [row] = await db
        .select({ state: outbox.state })
        .from(outbox)
        .where(eq(outbox.id, outboxId));
      if (!row) throw new PermanentJobError(messages.apiOutboxMessageNotFound);
      if (row.state === 'sending') {
        await db
          .update(outbox)
          .set({
            state: 'failed',
            lastError: messages.mailDeliveryUncertain,
            updatedAt: new Date(),
          })
          .where(and(eq(outbox.id, outboxId), eq(outbox.state, 'sending')));
        throw new PermanentJobError(messages.mailDeliveryUncertain);
      }
      // Sent already, or failed and waiting for an administrator: nothing to do.
      return { outbox_id: outboxId, state: row.state };
    }
    const transport = createMailTransport(deps.config.mail);
    try {
      const attachments = await db
        .select()
        .from(outboxAttachments)
        .where(eq(outboxAttachments.outboxId, outboxId))
        .orderBy(outboxAttachments.id);
      // A stored file (a signed contract, a document of the deal) is read from the one storage
      // at sending time; one that has gone missing refuses the delivery rather than sending less.
      const contents = await Promise.all(
        attachments.map(async (attachment) => {
          if (attachment.bytes) return Buffer.from(attachment.bytes);
          const stream = attachment.storageKey
            ? await deps.storage.get(attachment.storageKey)
            : null;
          if (!stream)
            throw new Error(`The attached file ${attachment.name} is missing from the storage`);
          return stream;
        }),
      );
      await transport.deliver({
        messageId: claimed.messageId,
        to: claimed.to,
        cc: claimed.cc,
        subject: claimed.subject,
        text: claimed.text,
        html: claimed.html,
        attachments: attachments.map((attachment, index) => ({
          filename: attachment.name,
          contentType: attachment.type,
          content: contents[index]!,
        })),
      });
    } catch (error) {
      // Refused before delivery: back to the queue for the engine's next attempt, or failed
      // for good after the last one; either way the next claim starts clean.
      const last = retryCount >= retryLimit;
      await db
        .update(outbox)
        .set({
          state: last ? 'failed' : 'queued',
          sendKey: null,
          lastError: reasonOf(error),
          updatedAt: new Date(),
        })
        .where(and(eq(outbox.id, outboxId), eq(outbox.sendKey, sendKey)));
      throw last ? new PermanentJobError(reasonOf(error)) : error;
    }
    await db
      .update(outbox)
      .set({
        state: 'sent',
        sentAt: new Date(),
        transport: transport.name,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(and(eq(outbox.id, outboxId), eq(outbox.sendKey, sendKey)));
    return { outbox_id: outboxId, state: 'sent' };
  },
});
