import type { MailKind } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import type { MailTemplateText } from '@solar/shared/domain';
import { mailTemplates } from './mail-tables';

const paragraph = (text: string) => `<p>${text}</p>`;
const button = (label: string) =>
  `<p><a href="{{link}}" style="display:inline-block;padding:10px 16px;background:#b45309;color:#ffffff;border-radius:6px;text-decoration:none">${label}</a></p>`;
const signature = paragraph('{{product.name}}');

/** The wording a new installation starts with; the administrator edits it on the templates page. */
export const defaultMailTemplates: Readonly<Record<MailKind, MailTemplateText>> = {
  'proposal-sent': {
    subject: 'Your solar proposal: {{deal.name}}',
    text: 'Hello {{recipient.name}},\n\n{{deal.sales_person}} sent you the proposal "{{proposal.title}}" for {{deal.address}}.\n\nOpen it in your customer portal to read it and, when you are ready, accept and sign it:\n{{link}}\n\n{{product.name}}',
    html: [
      paragraph('Hello {{recipient.name}},'),
      paragraph(
        '{{deal.sales_person}} sent you the proposal “{{proposal.title}}” for {{deal.address}}.',
      ),
      paragraph(
        'Open it in your customer portal to read it and, when you are ready, accept and sign it.',
      ),
      button('Open the proposal'),
      signature,
    ].join('\n'),
  },
  'sign-in-link': {
    subject: 'Your sign-in link for {{product.name}}',
    text: 'Hello {{recipient.name}},\n\nOpen this link to sign in to your customer portal:\n{{link}}\n\nThe link works once, for {{link.expires_minutes}} minutes. If you did not ask for it, you can ignore this e-mail.\n\n{{product.name}}',
    html: [
      paragraph('Hello {{recipient.name}},'),
      paragraph('Open this link to sign in to your customer portal.'),
      button('Sign in'),
      paragraph(
        'The link works once, for {{link.expires_minutes}} minutes. If you did not ask for it, you can ignore this e-mail.',
      ),
      signature,
    ].join('\n'),
  },
  'signed-copy-customer': {
    subject: 'Your signed proposal: {{deal.name}}',
    text: 'Hello {{recipient.name}},\n\nThank you for signing "{{proposal.title}}". Your signed copy is attached, and it stays in your customer portal:\n{{link}}\n\n{{product.name}}',
    html: [
      paragraph('Hello {{recipient.name}},'),
      paragraph(
        'Thank you for signing “{{proposal.title}}”. Your signed copy is attached, and it stays in your customer portal.',
      ),
      button('Open the portal'),
      signature,
    ].join('\n'),
  },
  'signed-copy-sales': {
    subject: 'Signed: {{deal.name}}',
    text: 'Hello {{recipient.name}},\n\n{{customer.name}} signed "{{proposal.title}}" for {{deal.name}}. The signed copy is attached and on the deal:\n{{link}}\n\n{{product.name}}',
    html: [
      paragraph('Hello {{recipient.name}},'),
      paragraph(
        '{{customer.name}} signed “{{proposal.title}}” for {{deal.name}}. The signed copy is attached and on the deal.',
      ),
      button('Open the deal'),
      signature,
    ].join('\n'),
  },
  'milestone-reached': {
    subject: 'Your solar project: {{milestone.name}}',
    text: 'Hello {{recipient.name}},\n\nYour project at {{deal.address}} reached a milestone: {{milestone.name}}.\n\nFollow it in your customer portal:\n{{link}}\n\n{{product.name}}',
    html: [
      paragraph('Hello {{recipient.name}},'),
      paragraph('Your project at {{deal.address}} reached a milestone: {{milestone.name}}.'),
      button('Follow your project'),
      signature,
    ].join('\n'),
  },
  'service-request-received': {
    subject: 'Service request on {{deal.name}}: {{service_request.kind}}',
    text: 'Hello {{recipient.name}},\n\n{{customer.name}} asked for {{service_request.kind}} on {{deal.name}}:\n\n{{service_request.message}}\n\nOpen the deal:\n{{link}}\n\n{{product.name}}',
    html: [
      paragraph('Hello {{recipient.name}},'),
      paragraph('{{customer.name}} asked for {{service_request.kind}} on {{deal.name}}:'),
      '<blockquote style="white-space:pre-wrap">{{service_request.message}}</blockquote>',
      button('Open the deal'),
      signature,
    ].join('\n'),
  },
  'purchase-order': {
    subject: 'Purchase order {{purchase_order.number}} from {{product.name}}',
    text: 'Hello {{vendor.contact}},\n\nPlease find attached our purchase order {{purchase_order.number}} (total {{purchase_order.total}}), to be delivered to {{purchase_order.warehouse}}:\n{{purchase_order.warehouse_address}}\n\nPlease confirm the order and the expected delivery dates by replying to this e-mail.\n\n{{product.name}}',
    html: [
      paragraph('Hello {{vendor.contact}},'),
      paragraph(
        'Please find attached our purchase order {{purchase_order.number}} (total {{purchase_order.total}}), to be delivered to {{purchase_order.warehouse}}: {{purchase_order.warehouse_address}}.',
      ),
      paragraph(
        'Please confirm the order and the expected delivery dates by replying to this e-mail.',
      ),
      signature,
    ].join('\n'),
  },
};

/** Inserts the templates a database does not have yet; an administrator's wording is kept. */
export async function seedMailTemplates(db: Database): Promise<void> {
  await db
    .insert(mailTemplates)
    .values(Object.entries(defaultMailTemplates).map(([kind, template]) => ({ kind, ...template })))
    .onConflictDoNothing();
}
