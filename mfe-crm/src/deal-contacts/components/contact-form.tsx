import {
  Button,
  Card,
  Checkbox,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import {
  contactFieldErrors,
  type ContactInput,
  type DealContact,
  formatPhoneNumber,
  FormField,
  messages,
  type NamedItem,
  notify,
  SelectField,
  serverErrorTextOf,
  useVersionConflict,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  useCrmCreateDealContactMutation,
  useCrmUpdateDealContactMutation,
  useLazyCrmDealContactsQuery,
} from '../api/deal-contacts-endpoints';

interface FormValues {
  contactType: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  isPrimary: boolean;
}

const valuesOf = (contact: DealContact | null, firstContact: boolean): FormValues => ({
  contactType: contact ? String(contact.contact_type.id) : '',
  firstName: contact?.first_name ?? '',
  lastName: contact?.last_name ?? '',
  email: contact?.email ?? '',
  phone: contact ? formatPhoneNumber(contact.phone) : '',
  notes: contact?.notes ?? '',
  // A deal's first contact is always primary; the box shows it.
  isPrimary: contact?.is_primary ?? firstContact,
});

const payloadOf = (values: FormValues): ContactInput => ({
  contact_type: values.contactType === '' ? 0 : Number(values.contactType),
  first_name: values.firstName,
  last_name: values.lastName,
  email: values.email,
  phone: values.phone,
  notes: values.notes,
  is_primary: values.isPrimary,
});

interface ContactFormProps {
  dealId: number;
  /** The contact being edited, or null to add one. */
  contact: DealContact | null;
  /** Whether the deal has no contact yet (the new one becomes primary whatever the box says). */
  firstContact: boolean;
  contactTypes: readonly NamedItem[];
  onSaved: (contact: DealContact) => void;
  onCancel: () => void;
}

/**
 * Adds or edits one contact. The rules are the API's own (`contactInputSchema`), checked here
 * first so each message shows under its field; the server's answer is shown when it refuses.
 */
export function ContactForm({
  dealId,
  contact,
  firstContact,
  contactTypes,
  onSaved,
  onCancel,
}: ContactFormProps) {
  const [values, setValues] = useState(() => valuesOf(contact, firstContact));
  // The contact's version this form was filled from; a save sends it back.
  const [version, setVersion] = useState(contact?.version ?? 1);
  const [fetchContacts] = useLazyCrmDealContactsQuery();
  const conflict = useVersionConflict(async () => {
    if (!contact) return;
    const fresh = (await fetchContacts(dealId)).data?.find((row) => row.id === contact.id);
    if (!fresh) {
      onCancel(); // someone deleted it: the refreshed list no longer shows it
      return;
    }
    setValues(valuesOf(fresh, false));
    setVersion(fresh.version);
    setSubmitted(false);
  });
  const [submitted, setSubmitted] = useState(false);
  const [create, creating] = useCrmCreateDealContactMutation();
  const [update, updating] = useCrmUpdateDealContactMutation();
  const errors = submitted ? contactFieldErrors(payloadOf(values)) : {};
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const editing = contact !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const payload = payloadOf(values);
    if (Object.keys(contactFieldErrors(payload)).length > 0) {
      notify.error(messages.correctFormErrors);
      return;
    }
    const result = editing
      ? await update({ dealId, contactId: contact.id, payload: { ...payload, version } })
      : await create({ dealId, payload });
    if (result.error !== undefined) {
      if (conflict.caught(result.error)) return;
      const detail = serverErrorTextOf(result.error) ?? messages.genericError;
      notify.error(`${messages.failedToSaveContact}${detail}`);
      return;
    }
    notify.success(editing ? messages.contactUpdated : messages.contactCreated);
    onSaved(result.data);
  };

  const heading = editing
    ? `Edit Contact: ${contact.first_name} ${contact.last_name}`
    : 'Add Contact';
  return (
    <Card.Root as="section" aria-label={heading}>
      <Card.Header>
        <Heading as="h2" size="md">
          {heading}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <SelectField
              label="Contact Type"
              required
              error={errors.contact_type}
              value={values.contactType}
              onChange={(value) => set('contactType', value)}
              placeholder="Select a contact type"
              options={contactTypes.map((type) => ({ value: type.id, label: type.name }))}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="First Name" required error={errors.first_name}>
                <Input
                  value={values.firstName}
                  autoComplete="off"
                  onChange={(event) => set('firstName', event.target.value)}
                />
              </FormField>
              <FormField label="Last Name" required error={errors.last_name}>
                <Input
                  value={values.lastName}
                  autoComplete="off"
                  onChange={(event) => set('lastName', event.target.value)}
                />
              </FormField>
              <FormField label="Email" error={errors.email}>
                <Input
                  type="email"
                  value={values.email}
                  autoComplete="off"
                  onChange={(event) => set('email', event.target.value)}
                />
              </FormField>
              <FormField
                label="Phone"
                error={errors.phone}
                helperText="North American number; an email or a phone is needed."
              >
                <Input
                  type="tel"
                  value={values.phone}
                  placeholder="902-555-0123"
                  autoComplete="off"
                  onChange={(event) => set('phone', event.target.value)}
                />
              </FormField>
            </SimpleGrid>
            <FormField label="Notes" error={errors.notes}>
              <Textarea
                value={values.notes}
                rows={3}
                onChange={(event) => set('notes', event.target.value)}
              />
            </FormField>
            <Checkbox.Root
              checked={values.isPrimary || firstContact}
              disabled={firstContact}
              onCheckedChange={(details) => set('isPrimary', details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Primary contact</Checkbox.Label>
            </Checkbox.Root>
            <HStack justify="flex-end">
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button
                type="submit"
                colorPalette="blue"
                loading={creating.isLoading || updating.isLoading}
              >
                {editing ? 'Update' : 'Create'}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
      {conflict.dialog}
    </Card.Root>
  );
}
