import {
  type Lead,
  type LeadInput,
  leadInputSchema,
  type LeadInterest,
  type LeadSource,
} from '@solar/shared';

/** What the lead form holds: text as typed, choices as their option values ('' for none). */
export interface LeadFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  source: string;
  interest: string;
  owner: string;
  status: string;
  disqualify_reason: string;
  notes: string;
}

export type LeadFormErrors = Partial<Record<keyof LeadFormValues, string>>;

/** A new lead's form, owned by `ownerId` when known; an existing lead's as stored. */
export function leadFormValuesOf(lead: Lead | null, ownerId: number | null): LeadFormValues {
  return {
    first_name: lead?.first_name ?? '',
    last_name: lead?.last_name ?? '',
    email: lead?.email ?? '',
    phone: lead?.phone ?? '',
    address: lead?.address ?? '',
    source: lead?.source ?? '',
    interest: lead?.interest ?? '',
    owner: String(lead?.owner?.id ?? ownerId ?? ''),
    status: lead?.status ?? 'New',
    disqualify_reason: lead?.disqualify_reason ?? '',
    notes: lead?.notes ?? '',
  };
}

/** The form as the API's body (a Converted lead's status is not sent: it cannot change). */
export function leadPayloadOf(values: LeadFormValues): LeadInput {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    address: values.address,
    source: values.source as LeadSource,
    interest: values.interest as LeadInterest,
    notes: values.notes,
    ...(values.owner === '' ? {} : { owner: Number(values.owner) }),
    ...(values.status === 'Converted'
      ? {}
      : { status: values.status as LeadInput['status'] & string }),
    disqualify_reason: values.disqualify_reason,
  };
}

/** Field → first message, by the same schema the API applies. */
export function leadFormErrorsOf(values: LeadFormValues): LeadFormErrors {
  const result = leadInputSchema.safeParse(leadPayloadOf(values));
  if (result.success) return {};
  const errors: LeadFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LeadFormValues | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
