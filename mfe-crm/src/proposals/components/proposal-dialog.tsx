import {
  Button,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import {
  messages,
  notify,
  proposalDescriptionMaxLength,
  proposalWriteSchema,
  type ProposalRow,
  type ProposalStatus,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  useCrmCreateProposalMutation,
  useCrmUpdateProposalMutation,
} from '../api/proposals-endpoints';
import { proposalErrorTextOf } from '../utils/proposal-error-text';

export interface ProposalDialogProps {
  open: boolean;
  /** The row being edited; creating when absent. */
  proposal?: ProposalRow | undefined;
  deals: readonly { id: number; name: string }[];
  statuses: readonly ProposalStatus[];
  onClose: () => void;
  onSaved: () => void;
}

interface FormValues {
  dealId: string;
  version: string;
  statusId: string;
  description: string;
}
type FormErrors = Partial<Record<keyof FormValues, string>>;

const fieldOfPath: Record<string, keyof FormValues> = {
  deal_id: 'dealId',
  proposal_version: 'version',
  proposal_status_id: 'statusId',
  proposal_description: 'description',
};

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The payload from the form, validated by the same schema the API uses. */
function parse(values: FormValues, id: number | undefined) {
  return proposalWriteSchema.safeParse({
    ...(id === undefined ? {} : { id }),
    deal_id: numberOrUndefined(values.dealId),
    proposal_version: numberOrUndefined(values.version),
    proposal_status_id: numberOrUndefined(values.statusId),
    proposal_description: values.description,
  });
}

function errorsOf(values: FormValues, id: number | undefined): FormErrors {
  const result = parse(values, id);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath[String(issue.path[0])];
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The proposals list's create and edit dialog (part 2 sections 2, 3, 5 and 8). */
export function ProposalDialog({ open, onClose, ...formProps }: ProposalDialogProps) {
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
          <Dialog.Content width="560px" maxW="calc(100vw - 2rem)">
            {/* Mounted only while open, so every opening starts from the row or an empty form. */}
            {open ? <ProposalForm onClose={onClose} {...formProps} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ProposalForm({
  proposal,
  deals,
  statuses,
  onClose,
  onSaved,
}: Omit<ProposalDialogProps, 'open'>) {
  const editing = proposal !== undefined;
  const [values, setValues] = useState<FormValues>(() => ({
    dealId: proposal ? String(proposal.deal.id) : '',
    version: proposal ? String(proposal.proposal_version) : '1',
    statusId: proposal
      ? String(proposal.proposal_status.id)
      : String(statuses.find((status) => status.name === 'Draft')?.id ?? ''),
    description: proposal?.proposal_description ?? '',
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [createProposal, creation] = useCrmCreateProposalMutation();
  const [updateProposal, update] = useCrmUpdateProposalMutation();

  // The edited row's deal stays choosable even when it is not among the loaded options.
  const dealOptions =
    proposal && !deals.some((deal) => deal.id === proposal.deal.id)
      ? [proposal.deal, ...deals]
      : deals;

  const change = (field: keyof FormValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first submit, messages follow the fields as they are corrected.
    if (submitted) setErrors(errorsOf(next, proposal?.id));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = errorsOf(values, proposal?.id);
    setErrors(found);
    const parsed = parse(values, proposal?.id);
    if (!parsed.success) return;
    if (proposal) {
      const result = await updateProposal({ id: proposal.id, payload: parsed.data });
      if ('error' in result) {
        notify.error(proposalErrorTextOf(result.error, messages.updateFailed));
        return;
      }
      notify.success(messages.updatedSuccessfully);
    } else {
      const result = await createProposal(parsed.data);
      if ('error' in result) {
        notify.error(proposalErrorTextOf(result.error, messages.creationFailed));
        return;
      }
      notify.success(messages.createdSuccessfully);
    }
    onSaved();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{editing ? 'Edit Proposal' : 'Add New Proposal'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={errors.dealId !== undefined}>
            <Field.Label>
              Deal <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.dealId}
                onChange={(event) => change('dealId', event.currentTarget.value)}
              >
                <option value="">Select a deal</option>
                {dealOptions.map((deal) => (
                  <option key={deal.id} value={deal.id}>
                    {deal.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.dealId}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={errors.version !== undefined}>
            <Field.Label>
              Version <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.version}
              onChange={(event) => change('version', event.currentTarget.value)}
            />
            <Field.ErrorText>{errors.version}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={errors.statusId !== undefined}>
            <Field.Label>
              Status <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.statusId}
                onChange={(event) => change('statusId', event.currentTarget.value)}
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
            <Field.ErrorText>{errors.statusId}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.description !== undefined}>
            <Field.Label>Description</Field.Label>
            <Textarea
              value={values.description}
              rows={4}
              onChange={(event) => change('description', event.currentTarget.value)}
            />
            <Field.HelperText>
              {values.description.trim().length} / {proposalDescriptionMaxLength}
            </Field.HelperText>
            <Field.ErrorText>{errors.description}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={creation.isLoading || update.isLoading}>
          {editing ? 'Update' : 'Create'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
