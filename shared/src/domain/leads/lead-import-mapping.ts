import type { LeadInput } from './lead-schemas';
import { type LeadImportField, leadImportFields } from './lead-import-constants';
import type { LeadImportColumns } from './lead-import-schemas';
import { leadInterests, leadSources } from './lead-constants';

/** Header words that name each field, compared without case, spaces, dashes or underscores. */
export const leadImportHeaderNames: Record<LeadImportField, readonly string[]> = {
  full_name: ['name', 'fullname', 'contactname', 'contact', 'customername', 'customer'],
  first_name: ['firstname', 'first', 'givenname', 'forename'],
  last_name: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'cell', 'cellphone'],
  address: ['address', 'streetaddress', 'street', 'location', 'siteaddress'],
  source: ['source', 'leadsource', 'channel', 'origin'],
  interest: ['interest', 'product', 'interestedin'],
  notes: ['notes', 'note', 'comments', 'comment', 'description', 'message'],
  owner: ['owner', 'owneremail', 'salesperson', 'rep', 'assignedto', 'assignee'],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The mapping guessed from the file's header names: each field takes the first column named like
 * it; a full-name column is used only when the file has no first and last name columns.
 */
export function guessLeadImportColumns(header: readonly string[]): LeadImportColumns {
  const keys = header.map(headerKey);
  const columns = Object.fromEntries(leadImportFields.map((field) => [field, null])) as Record<
    LeadImportField,
    number | null
  >;
  const taken = new Set<number>();
  for (const field of leadImportFields) {
    const index = keys.findIndex(
      (key, column) => !taken.has(column) && leadImportHeaderNames[field].includes(key),
    );
    if (index >= 0) {
      columns[field] = index;
      taken.add(index);
    }
  }
  if (columns.first_name !== null && columns.last_name !== null) columns.full_name = null;
  return columns;
}

/** A choice cell matched to its option without regard to case or spacing ("door to door"). */
function optionOf<T extends string>(options: readonly T[], cell: string): string | undefined {
  const key = headerKey(cell);
  if (key === '') return undefined;
  return options.find((option) => headerKey(option) === key) ?? cell;
}

/**
 * The lead form's input made from one row of the file, its cells by field (empty when no column
 * feeds it): the same fields the form sends, so the form's schema checks the row. A full name is
 * used, split at its last space, when the row has neither a first nor a last name; the owner
 * stays an e-mail for the caller to resolve.
 */
export function leadInputOfValues(values: Readonly<Partial<Record<LeadImportField, string>>>): {
  input: Omit<LeadInput, 'owner'>;
  ownerEmail: string;
} {
  const cell = (field: LeadImportField) => (values[field] ?? '').trim();
  let firstName = cell('first_name');
  let lastName = cell('last_name');
  const fullName = cell('full_name').replace(/\s+/g, ' ');
  if (firstName === '' && lastName === '' && fullName !== '') {
    const split = fullName.lastIndexOf(' ');
    firstName = split > 0 ? fullName.slice(0, split) : fullName;
    lastName = split > 0 ? fullName.slice(split + 1) : '';
  }
  return {
    input: {
      first_name: firstName,
      last_name: lastName,
      email: cell('email'),
      phone: cell('phone'),
      address: cell('address'),
      source: optionOf(leadSources, cell('source')) as LeadInput['source'],
      interest: optionOf(leadInterests, cell('interest')) as LeadInput['interest'],
      notes: cell('notes'),
    },
    ownerEmail: cell('owner').toLowerCase(),
  };
}
