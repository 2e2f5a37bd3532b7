import { Input } from '@chakra-ui/react';
import {
  dealNameError,
  FormDialog,
  FormField,
  messages,
  type NamedItem,
  notify,
  SelectField,
  serverErrorTextOf,
  useCheckedForm,
} from '@solar/shared';
import type { FormEvent } from 'react';
import { useCrmCreateDealMutation } from '../../crm-shared/api/deals-endpoints';

interface CreateDealDialogProps {
  open: boolean;
  stages: readonly NamedItem[];
  statuses: readonly NamedItem[];
  onClose: () => void;
  onCreated: (dealId: number) => void;
}

interface FormValues {
  name: string;
  stage: string;
  status: string;
  address: string;
  city: string;
  postalCode: string;
}

type FormErrors = Partial<Record<'name' | 'stage' | 'status', string>>;

/** The create-deal form's checks: a valid name, a stage and a status. */
function validate(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  const nameError = dealNameError(values.name);
  if (nameError) errors.name = nameError;
  if (values.stage === '') errors.stage = messages.pleaseSelectStage;
  if (values.status === '') errors.status = messages.pleaseSelectStatus;
  return errors;
}

/**
 * The older Create New Deal dialog (600 px, does not close on an outside click). New deals start
 * at the first stage and status, as the map's do; the caller becomes the sales person.
 */
export function CreateDealDialog({ open, ...form }: CreateDealDialogProps) {
  // Mounted only while open, so every opening starts from a fresh form.
  return open ? <CreateDealForm {...form} /> : null;
}

function CreateDealForm({
  stages,
  statuses,
  onClose,
  onCreated,
}: Omit<CreateDealDialogProps, 'open'>) {
  const { values, errors, change, passes } = useCheckedForm<FormValues, FormErrors>(
    () => ({
      name: '',
      stage: stages[0] ? String(stages[0].id) : '',
      status: statuses[0] ? String(statuses[0].id) : '',
      address: '',
      city: '',
      postalCode: '',
    }),
    validate,
  );
  const [createDeal, { isLoading }] = useCrmCreateDealMutation();

  const submit = async (event: FormEvent) => {
    if (!passes(event)) return;
    const result = await createDeal({
      name: values.name.trim(),
      stage: Number(values.stage),
      status: Number(values.status),
      business_type: 1,
      deal_group_type: 1,
      address: {
        address: values.address.trim(),
        city_text: values.city.trim(),
        postal_code: values.postalCode.replace(/\s+/g, ''),
      },
    });
    if ('error' in result) {
      notify.error(messages.failedToCreateDeal, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    notify.success(messages.dealCreated);
    onCreated(result.data.id);
  };

  const options = (items: readonly NamedItem[]) =>
    items.map((item) => ({ value: item.id, label: item.name }));

  return (
    <FormDialog
      title="Create New Deal"
      submitLabel="Create"
      saving={isLoading}
      onCancel={onClose}
      onSubmit={submit}
      widthPx={600}
    >
      <FormField label="Deal Name" required error={errors.name}>
        <Input
          value={values.name}
          maxLength={100}
          onChange={(event) => change('name', event.currentTarget.value)}
        />
      </FormField>
      <SelectField
        label="Stage"
        required
        error={errors.stage}
        placeholder="Select a stage"
        value={values.stage}
        onChange={(stage) => change('stage', stage)}
        options={options(stages)}
      />
      <SelectField
        label="Status"
        required
        error={errors.status}
        placeholder="Select a status"
        value={values.status}
        onChange={(status) => change('status', status)}
        options={options(statuses)}
      />
      <FormField label="Address">
        <Input
          value={values.address}
          maxLength={255}
          autoComplete="street-address"
          onChange={(event) => change('address', event.currentTarget.value)}
        />
      </FormField>
      <FormField label="City">
        <Input
          value={values.city}
          maxLength={120}
          autoComplete="address-level2"
          onChange={(event) => change('city', event.currentTarget.value)}
        />
      </FormField>
      <FormField label="Postal Code">
        <Input
          value={values.postalCode}
          maxLength={20}
          autoComplete="postal-code"
          onChange={(event) => change('postalCode', event.currentTarget.value)}
        />
      </FormField>
    </FormDialog>
  );
}
