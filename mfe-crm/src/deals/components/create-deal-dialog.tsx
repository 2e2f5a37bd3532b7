import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { dealNameError, messages, notify, type NamedItem } from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useCrmCreateDealMutation } from '../api/deals-endpoints';
import { serverErrorTextOf } from '../utils/server-error-text';

export interface CreateDealDialogProps {
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

/** Part 1 section 5, "Older create-deal form". */
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
export function CreateDealDialog({
  open,
  stages,
  statuses,
  onClose,
  onCreated,
}: CreateDealDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="600px" maxW="calc(100vw - 2rem)">
            {/* Mounted only while open, so every opening starts from a fresh form. */}
            {open ? (
              <CreateDealForm
                stages={stages}
                statuses={statuses}
                onClose={onClose}
                onCreated={onCreated}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CreateDealForm({
  stages,
  statuses,
  onClose,
  onCreated,
}: Omit<CreateDealDialogProps, 'open'>) {
  const [values, setValues] = useState<FormValues>(() => ({
    name: '',
    stage: stages[0] ? String(stages[0].id) : '',
    status: statuses[0] ? String(statuses[0].id) : '',
    address: '',
    city: '',
    postalCode: '',
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [createDeal, { isLoading }] = useCrmCreateDealMutation();

  const change = (field: keyof FormValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first submit, messages follow the fields as they are corrected.
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Header>
        <Dialog.Title>Create New Deal</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={errors.name !== undefined}>
            <Field.Label>
              Deal Name <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={values.name}
              maxLength={100}
              onChange={(event) => change('name', event.currentTarget.value)}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={errors.stage !== undefined}>
            <Field.Label>
              Stage <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.stage}
                onChange={(event) => change('stage', event.currentTarget.value)}
              >
                <option value="">Select a stage</option>
                {stages.map((stage) => (
                  <option key={stage.id} value={stage.id}>
                    {stage.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.stage}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={errors.status !== undefined}>
            <Field.Label>
              Status <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.status}
                onChange={(event) => change('status', event.currentTarget.value)}
              >
                <option value="">Select a status</option>
                {statuses.map((status) => (
                  <option key={status.id} value={status.id}>
                    {status.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.status}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Address</Field.Label>
            <Input
              value={values.address}
              maxLength={255}
              autoComplete="street-address"
              onChange={(event) => change('address', event.currentTarget.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>City</Field.Label>
            <Input
              value={values.city}
              maxLength={120}
              autoComplete="address-level2"
              onChange={(event) => change('city', event.currentTarget.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Postal Code</Field.Label>
            <Input
              value={values.postalCode}
              maxLength={20}
              autoComplete="postal-code"
              onChange={(event) => change('postalCode', event.currentTarget.value)}
            />
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={isLoading}>
          Create
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </form>
  );
}
