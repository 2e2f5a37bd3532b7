import { productName } from '../constants';
import { fillMergeFields, type MergeValues } from '../templates/merge-fields';
import { sampleMergeValues } from '../templates/merge-values';
import { mailMergeFields, signInLinkMinutes } from './mail-schemas';

export interface MailTemplateText {
  subject: string;
  text: string;
  html: string;
}

export interface RenderedMail extends MailTemplateText {
  /** Every distinct web address the bodies lead to, in order of appearance. */
  links: string[];
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

const linkPattern = /https?:\/\/[^\s"'<>()]+/g;

/** The addresses in a body, with the `&amp;` of HTML read back to `&`. */
function linksOf(...bodies: string[]): string[] {
  const found: string[] = [];
  for (const body of bodies) {
    for (const [match] of body.matchAll(linkPattern)) {
      const link = match.replace(/&amp;/g, '&').replace(/[.,;:!?]+$/, '');
      if (!found.includes(link)) found.push(link);
    }
  }
  return found;
}

/**
 * Fills a template's merge fields (the document templates' engine, with the e-mail catalogue).
 * Values are escaped in the HTML body, so a customer's name cannot add markup to a message; the
 * subject is one line whatever a value holds.
 */
export function renderMail(template: MailTemplateText, values: MergeValues): RenderedMail {
  const escaped: Record<string, string | null | undefined> = {};
  for (const [key, value] of Object.entries(values)) {
    escaped[key] = typeof value === 'string' ? escapeHtml(value) : value;
  }
  const subject = fillMergeFields(template.subject, values, mailMergeFields)
    .text.replace(/\s+/g, ' ')
    .trim();
  const text = fillMergeFields(template.text, values, mailMergeFields).text;
  const html = template.html ? fillMergeFields(template.html, escaped, mailMergeFields).text : '';
  return { subject, text, html, links: linksOf(text, html) };
}

/** The values a template's preview shows: the document templates' sample deal, and a recipient. */
export function sampleMailValues(today: Date): Record<string, string> {
  return {
    ...sampleMergeValues(today),
    'recipient.name': 'Alex Sample',
    link: 'https://solar.example.com/customer',
    'link.expires_minutes': String(signInLinkMinutes),
    'proposal.title': 'Proposal v2',
    'milestone.name': 'Permit approved',
    'service_request.kind': 'After Service',
    'service_request.message': 'The inverter shows a red light since Monday.',
    'product.name': productName,
  };
}
