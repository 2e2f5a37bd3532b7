import { Grid, Input, Textarea } from '@chakra-ui/react';
import {
  contactEmailSchema,
  contactPhoneSchema,
  FormDialog,
  FormField,
  type Lead,
  leadEditableStatuses,
  leadInterests,
  leadSources,
  messages,
  notify,
  SelectField,
  serverErrorTextOf,
  useVersionConflict,
  useCheckedForm,
} from '@solar/shared';
import { useEffect, useState, type FormEvent } from 'react';
import {
  useCrmCreateLeadMutation,
  useCrmLeadDuplicatesQuery,
  useCrmUpdateLeadMutation,
} from '../api/leads-endpoints';
import type { SalesPersonOption } from '../../crm-shared/utils/sales-person-options-of';
import {
  type LeadFormErrors,
  leadFormErrorsOf,
  type LeadFormValues,
  leadFormValuesOf,
  leadPayloadOf,
} from '../utils/lead-form-values';
import { LeadDuplicatesWarning } from './lead-duplicates-warning';

interface LeadFormDialogProps {
  /** The lead being edited; null for a new one. */
  lead: Lead | null;
  owners: readonly SalesPersonOption[];
  /** The new lead's owner until the user picks another (the signed-in user). */
  defaultOwnerId: number | null;
  onClose: () => void;
  /** After a save; a version conflict reloads the list through this too. */
  onSaved: () => void;
}

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Waits until typing pauses before asking the API about duplicates. */
function useSettled<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The email and phone worth a duplicates check: only well-formed ones, normalised as stored. */
function duplicateQueryOf(values: LeadFormValues, except: number | undefined) {
  const email = contactEmailSchema.safeParse(values.email);
  const phone = contactPhoneSchema.safeParse(values.phone);
  const query = {
    email: email.success ? email.data : '',
    phone: phone.success ? phone.data : '',
    address: values.address.trim(),
    ...(except === undefined ? {} : { except }),
  };
  return query.email || query.phone || query.address.length >= 5 ? query : null;
}

/**
 * New lead / Edit lead: the person, how to reach them, where, the source and interest, the
 * owner, the status (a Disqualified lead says why) and notes. The rules are the API's schema;
 * records sharing the email, phone or address are listed as the user types.
 */
export function LeadFormDialog({
  lead,
  owners,
  defaultOwnerId,
  onClose,
  onSaved,
}: LeadFormDialogProps) {
  const { values, errors, change, passes } = useCheckedForm<LeadFormValues, LeadFormErrors>(
    () => leadFormValuesOf(lead, defaultOwnerId),
    leadFormErrorsOf,
  );
  const [createLead, creating] = useCrmCreateLeadMutation();
  const [updateLead, updating] = useCrmUpdateLeadMutation();
  const conflict = useVersionConflict(() => {
    onSaved();
  });

  const duplicateQuery = useSettled(duplicateQueryOf(values, lead?.id));
  const duplicates = useCrmLeadDuplicatesQuery(
    duplicateQuery ?? { email: '', phone: '', address: '' },
    {
      skip: duplicateQuery === null,
    },
  );

  const submit = async (event: FormEvent) => {
    if (!passes(event)) return;
    const payload = leadPayloadOf(values);
    const result = lead
      ? await updateLead({ id: lead.id, payload: { ...payload, version: lead.version } })
      : await createLead(payload);
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      notify.error(messages.failedToSaveLead + serverErrorTextOf(result.error));
      return;
    }
    notify.success(lead ? messages.leadUpdated : messages.leadCreated);
    onSaved();
  };

  const converted = lead?.status === 'Converted';
  return (
    <>
      <FormDialog
        title={lead ? messages.editLead : messages.newLead}
        submitLabel={lead ? 'Save' : 'Create'}
        saving={creating.isLoading || updating.isLoading}
        onCancel={onClose}
        onSubmit={submit}
        widthPx={640}
      >
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <FormField label="First name" required error={errors.first_name}>
            <Input
              value={values.first_name}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => change('first_name', event.currentTarget.value)}
            />
          </FormField>
          <FormField label="Last name" required error={errors.last_name}>
            <Input
              value={values.last_name}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => change('last_name', event.currentTarget.value)}
            />
          </FormField>
          <FormField
            label="Email"
            error={errors.email}
            helperText={messages.contactNeedsEmailOrPhone}
          >
            <Input
              type="email"
              value={values.email}
              autoComplete="off"
              onChange={(event) => change('email', event.currentTarget.value)}
            />
          </FormField>
          <FormField label="Phone" error={errors.phone}>
            <Input
              type="tel"
              value={values.phone}
              autoComplete="off"
              onChange={(event) => change('phone', event.currentTarget.value)}
            />
          </FormField>
        </Grid>
        <FormField label="Address" error={errors.address}>
          <Input
            value={values.address}
            maxLength={255}
            autoComplete="off"
            onChange={(event) => change('address', event.currentTarget.value)}
          />
        </FormField>
        <LeadDuplicatesWarning
          matches={duplicateQuery === null ? [] : (duplicates.data?.matches ?? [])}
        />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <SelectField
            label="Source"
            required
            error={errors.source}
            placeholder="Select a source"
            placeholderDisabled
            value={values.source}
            onChange={(value) => change('source', value)}
            options={optionsOf(leadSources)}
          />
          <SelectField
            label="Interest"
            required
            error={errors.interest}
            placeholder="Select an interest"
            placeholderDisabled
            value={values.interest}
            onChange={(value) => change('interest', value)}
            options={optionsOf(leadInterests)}
          />
          <SelectField
            label="Owner"
            required
            error={errors.owner}
            placeholder="Select an owner"
            placeholderDisabled
            value={values.owner}
            onChange={(value) => change('owner', value)}
            options={owners.map((owner) => ({ value: owner.id, label: owner.username }))}
          />
          {converted ? null : (
            <SelectField
              label="Status"
              required
              error={errors.status}
              value={values.status}
              onChange={(value) => change('status', value)}
              options={optionsOf(leadEditableStatuses)}
            />
          )}
        </Grid>
        {values.status === 'Disqualified' ? (
          <FormField label="Reason for disqualifying" required error={errors.disqualify_reason}>
            <Input
              value={values.disqualify_reason}
              maxLength={500}
              onChange={(event) => change('disqualify_reason', event.currentTarget.value)}
            />
          </FormField>
        ) : null}
        <FormField label="Notes" error={errors.notes}>
          <Textarea
            value={values.notes}
            maxLength={2000}
            rows={3}
            onChange={(event) => change('notes', event.currentTarget.value)}
          />
        </FormField>
      </FormDialog>
      {conflict.dialog}
    </>
  );
}
