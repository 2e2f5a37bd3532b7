import { Input, Textarea } from '@chakra-ui/react';
import {
  FormDialog,
  FormField,
  messages,
  notify,
  proposalDescriptionMaxLength,
  type ProposalRow,
  type ProposalStatus,
  proposalWriteSchema,
  SelectField,
  serverFieldTextOf,
  useVersionConflict,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  useCrmCreateProposalMutation,
  useCrmUpdateProposalMutation,
  useLazyCrmProposalDocumentQuery,
} from '../../crm-shared/api/proposals-endpoints';

interface ProposalDialogProps {
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

/** The proposals list's create and edit dialog. */
export function ProposalDialog({ open, ...formProps }: ProposalDialogProps) {
  // Mounted only while open, so every opening starts from the row or an empty form.
  return open ? <ProposalForm {...formProps} /> : null;
}

function ProposalForm({
  proposal,
  deals,
  statuses,
  onClose,
  onSaved,
}: Omit<ProposalDialogProps, 'open'>) {
  const editing = proposal !== undefined;
  const valuesOf = (row: ProposalRow | undefined): FormValues => ({
    dealId: row ? String(row.deal.id) : '',
    version: row ? String(row.proposal_version) : '1',
    statusId: row
      ? String(row.proposal_status.id)
      : String(statuses.find((status) => status.name === 'Draft')?.id ?? ''),
    description: row?.proposal_description ?? '',
  });
  const [values, setValues] = useState<FormValues>(() => valuesOf(proposal));
  // The record's edit version the form was filled from (not `proposal_version`).
  const [recordVersion, setRecordVersion] = useState(proposal?.version ?? 1);
  const [fetchProposal] = useLazyCrmProposalDocumentQuery();
  const conflict = useVersionConflict(async () => {
    if (!proposal) return;
    const fresh = (await fetchProposal(proposal.id)).data?.proposal;
    if (!fresh) return;
    setValues(valuesOf(fresh));
    setRecordVersion(fresh.version);
    setErrors({});
  });
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
      const result = await updateProposal({
        id: proposal.id,
        payload: { ...parsed.data, version: recordVersion },
      });
      if ('error' in result) {
        if (conflict.caught(result.error)) return;
        notify.error(serverFieldTextOf(result.error, ['detail', 'message'], messages.updateFailed));
        return;
      }
      notify.success(messages.updatedSuccessfully);
    } else {
      const result = await createProposal(parsed.data);
      if ('error' in result) {
        notify.error(
          serverFieldTextOf(result.error, ['detail', 'message'], messages.creationFailed),
        );
        return;
      }
      notify.success(messages.createdSuccessfully);
    }
    onSaved();
  };

  const saving = creation.isLoading || update.isLoading;

  return (
    <FormDialog
      title={editing ? 'Edit Proposal' : 'Add New Proposal'}
      submitLabel={editing ? 'Update' : 'Create'}
      saving={saving}
      onCancel={onClose}
      onSubmit={submit}
      widthPx={560}
    >
      <SelectField
        label="Deal"
        required
        error={errors.dealId}
        placeholder="Select a deal"
        value={values.dealId}
        onChange={(dealId) => change('dealId', dealId)}
        options={dealOptions.map((deal) => ({ value: deal.id, label: deal.name }))}
      />
      <FormField label="Version" required error={errors.version}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={values.version}
          onChange={(event) => change('version', event.currentTarget.value)}
        />
      </FormField>
      <SelectField
        label="Status"
        required
        error={errors.statusId}
        placeholder="Select a status"
        value={values.statusId}
        onChange={(statusId) => change('statusId', statusId)}
        options={statuses.map((status) => ({ value: status.id, label: status.name }))}
      />
      <FormField
        label="Description"
        error={errors.description}
        helperText={`${values.description.trim().length} / ${proposalDescriptionMaxLength}`}
      >
        <Textarea
          value={values.description}
          rows={4}
          onChange={(event) => change('description', event.currentTarget.value)}
        />
      </FormField>
      {conflict.dialog}
    </FormDialog>
  );
}
