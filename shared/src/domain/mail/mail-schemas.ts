import { z } from 'zod';
import type { MergeFieldDefinition } from '../templates/merge-fields';
import { mergeFields } from '../templates/merge-fields';
import {
  mailTemplateSubjectRequired,
  mailTemplateTextRequired,
  signInLinkEmailInvalid,
} from './mail-messages';

/** What the product sends: one editable template each. */
export const mailKinds = [
  'proposal-sent',
  'sign-in-link',
  'signed-copy-customer',
  'signed-copy-sales',
  'milestone-reached',
  'service-request-received',
  'purchase-order',
] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailKindLabels: Record<MailKind, string> = {
  'proposal-sent': 'Proposal sent',
  'sign-in-link': 'Sign-in link',
  'signed-copy-customer': 'Signed copy (customer)',
  'signed-copy-sales': 'Signed copy (sales person)',
  'milestone-reached': 'Project milestone reached',
  'service-request-received': 'Service request received',
  'purchase-order': 'Purchase order to a vendor',
};

/** queued: waiting for the sending job; sending: handed to the transport; then sent or failed. */
export const outboxStates = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof outboxStates)[number];

/** The merge fields an e-mail offers beside the document templates' deal and customer fields. */
export const mailMergeFields: readonly MergeFieldDefinition[] = [
  ...mergeFields,
  { key: 'recipient.name', label: 'Recipient name' },
  { key: 'link', label: 'Link (portal, proposal or sign-in)' },
  { key: 'link.expires_minutes', label: 'Minutes the sign-in link stays valid' },
  { key: 'proposal.title', label: 'Proposal title' },
  { key: 'milestone.name', label: 'Milestone' },
  { key: 'service_request.kind', label: 'Service requested' },
  { key: 'service_request.message', label: 'Service request message' },
  { key: 'vendor.name', label: 'Vendor name' },
  { key: 'vendor.contact', label: 'Vendor contact' },
  { key: 'purchase_order.number', label: 'Purchase order number' },
  { key: 'purchase_order.total', label: 'Purchase order total' },
  { key: 'purchase_order.warehouse', label: 'Purchase order: deliver to (warehouse)' },
  { key: 'purchase_order.warehouse_address', label: 'Purchase order: delivery address' },
  { key: 'product.name', label: 'Product name' },
];

/** How long a sign-in link works, and how many a person or a network address may ask for. */
export const signInLinkMinutes = 15;
export const signInLinksPerAddressPerHour = 5;
export const signInLinksPerIpPerHour = 20;

export const outboxPageSize = 25;

/** `POST /api/auth/email-link/`: the customer's address. */
export const emailLinkRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, signInLinkEmailInvalid)
    .pipe(z.email({ error: signInLinkEmailInvalid })),
});
export type EmailLinkRequest = z.infer<typeof emailLinkRequestSchema>;

/** `POST /api/auth/email-link/sign-in/`: the token the link carried. */
export const emailLinkSignInSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const emailLinkAnswerSchema = z.object({ message: z.string() });

const outboxAttachmentSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});

/** One row of the Outbox page. */
export const outboxRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(mailKinds),
  to: z.array(z.string()),
  subject: z.string(),
  state: z.enum(outboxStates),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const outboxPageSchema = z.object({
  count: z.number().int(),
  results: z.array(outboxRowSchema),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** One message as the Outbox page opens it. */
export const outboxMessageSchema = outboxRowSchema.extend({
  cc: z.array(z.string()),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  attachments: z.array(outboxAttachmentSchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** An editable template: subject and both bodies of one kind. */
export const mailTemplateBodySchema = z.object({
  subject: z.string().trim().min(1, mailTemplateSubjectRequired).max(300),
  text: z.string().trim().min(1, mailTemplateTextRequired).max(20_000),
  html: z.string().max(50_000),
  version: z.number().int().positive(),
});
export type MailTemplateBody = z.infer<typeof mailTemplateBodySchema>;

export const mailTemplateSchema = mailTemplateBodySchema.extend({
  kind: z.enum(mailKinds),
  updated_at: z.string(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

export const mailTemplateListSchema = z.array(mailTemplateSchema);
