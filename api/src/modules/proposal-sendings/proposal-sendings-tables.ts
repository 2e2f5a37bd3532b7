import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { deals } from '../deals/deals-tables';
import { dealContacts } from '../deal-contacts/deal-contacts-tables';
import { dealDocuments } from '../documents/documents-tables';
import { proposals } from '../proposals/proposals-tables';

/** A contact a proposal was sent to, as they were named and addressed when it was sent. */
export interface SendingRecipient {
  contact_id: number;
  name: string;
  email: string;
}

/**
 * One send of a proposal version to the deal's customer, and what the customer did with it:
 * opened (first and last time), signed (with the audit trail) or declined (with a reason). A
 * later send on the same deal supersedes one still awaiting an answer. The document sent is kept
 * as a file on the deal; `document_sha256` is the hash of its exact bytes, the document signed.
 */
export const proposalSendings = pgTable(
  'proposal_sendings',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('sent'),
    recipients: jsonb('recipients').$type<SendingRecipient[]>().notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    // No action (checked at the statement's end): a file the customer was sent or signed cannot
    // be deleted on its own, while deleting the whole deal takes both rows together.
    documentId: integer('document_id')
      .notNull()
      .references(() => dealDocuments.id, { onDelete: 'no action' }),
    documentSha256: text('document_sha256').notNull(),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredContactId: integer('answered_contact_id').references(() => dealContacts.id, {
      onDelete: 'set null',
    }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    signatureMethod: text('signature_method'),
    signedDocumentId: integer('signed_document_id').references(() => dealDocuments.id, {
      onDelete: 'no action',
    }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
  },
  (table) => [
    index('proposal_sendings_deal_id_idx').on(table.dealId, table.sentAt),
    index('proposal_sendings_proposal_id_idx').on(table.proposalId),
    // One signature per deal, whatever the code does: the second signer's insert fails here.
    uniqueIndex('proposal_sendings_one_signed_idx')
      .on(table.dealId)
      .where(sql`${table.state} = 'signed'`),
    check(
      'proposal_sendings_state_check',
      sql`${table.state} IN ('sent', 'superseded', 'signed', 'declined')`,
    ),
    check(
      'proposal_sendings_signed_check',
      sql`(${table.state} = 'signed') = (${table.signedAt} IS NOT NULL)`,
    ),
    check(
      'proposal_sendings_decline_reason_check',
      sql`char_length(coalesce(${table.declineReason}, '')) <= 500`,
    ),
  ],
);
