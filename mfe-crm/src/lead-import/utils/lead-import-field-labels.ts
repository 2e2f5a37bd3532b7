import type { LeadImportField } from '@solar/shared';

/** How the mapping step names each lead field. */
export const leadImportFieldLabels: Record<LeadImportField, string> = {
  full_name: 'Full name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  source: 'Source',
  interest: 'Interest',
  notes: 'Notes',
  owner: 'Owner (e-mail)',
};
