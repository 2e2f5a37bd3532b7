import { proposalMergeFields } from './proposal-merge-values';
import { savingsMergeFields } from '../savings/savings-merge-values';

/**
 * Merge fields: `{{deal.name}}`-style placeholders a template's text and table cells may contain,
 * replaced by a deal's details when the template is previewed or printed.
 */
export interface MergeFieldDefinition {
  key: string;
  label: string;
}

/**
 * The catalogue the editor offers. The customer is the deal's primary contact (the deal's name
 * when it has none); the proposal fields come from the chosen saved proposal version.
 */
export const mergeFields: readonly MergeFieldDefinition[] = [
  { key: 'deal.name', label: 'Deal name' },
  { key: 'deal.address', label: 'Deal address' },
  { key: 'deal.city', label: 'Deal city' },
  { key: 'deal.province', label: 'Deal province' },
  { key: 'deal.postal_code', label: 'Deal postal code' },
  { key: 'deal.stage', label: 'Deal stage' },
  { key: 'deal.status', label: 'Deal status' },
  { key: 'deal.sales_person', label: 'Sales person' },
  { key: 'customer.name', label: 'Customer name' },
  { key: 'customer.email', label: 'Customer email' },
  { key: 'customer.phone', label: 'Customer phone' },
  ...proposalMergeFields,
  ...savingsMergeFields,
  { key: 'today', label: "Today's date" },
];

const knownKeys = new Set(mergeFields.map((field) => field.key));

export function isMergeField(key: string): boolean {
  return knownKeys.has(key);
}

/** The text that inserts a field into a block. */
export function mergeFieldToken(key: string): string {
  return `{{${key}}}`;
}

/** Values by field key; null (or absent) means "no value for this deal yet". */
export type MergeValues = Readonly<Record<string, string | null | undefined>>;

interface FilledText {
  text: string;
  /** Placeholders that are not in the catalogue (typos, fields of another product). */
  unknown: string[];
  /** Catalogue fields without a value for this deal (e.g. no proposal yet). */
  unavailable: string[];
}

// `{{ deal.name }}`: spaces inside the braces are tolerated, as people type them.
const placeholder = /\{\{\s*([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)\s*\}\}/g;

/**
 * Replaces every known field that has a value. Unknown fields and fields without a value are left
 * exactly as written, so the reader of a preview or PDF sees what is missing instead of a silent
 * gap or an invented value, and both are reported (each once, in order of appearance). `catalogue`
 * is the fields the text may use: the document templates' by default, a wider one for e-mails.
 */
export function fillMergeFields(
  text: string,
  values: MergeValues,
  catalogue: readonly MergeFieldDefinition[] = mergeFields,
): FilledText {
  const known =
    catalogue === mergeFields ? knownKeys : new Set(catalogue.map((field) => field.key));
  const unknown: string[] = [];
  const unavailable: string[] = [];
  const filled = text.replace(placeholder, (whole, key: string) => {
    if (!known.has(key)) {
      if (!unknown.includes(key)) unknown.push(key);
      return whole;
    }
    const value = values[key];
    if (value === null || value === undefined) {
      if (!unavailable.includes(key)) unavailable.push(key);
      return whole;
    }
    return value;
  });
  return { text: filled, unknown, unavailable };
}

/** The date `{{today}}` prints: "March 5, 2026" (the product's US formats). */
export function formatTemplateDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}
