import { Text } from '@chakra-ui/react';
import {
  FormDialog,
  type Lead,
  messages,
  notify,
  SelectField,
  serverErrorTextOf,
  useVersionConflict,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useCrmAssignLeadMutation } from '../api/leads-endpoints';
import type { SalesPersonOption } from '../../crm-shared/utils/sales-person-options-of';

interface AssignLeadDialogProps {
  lead: Lead;
  owners: readonly SalesPersonOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Assign: gives the lead to someone in the user's team. */
export function AssignLeadDialog({ lead, owners, onClose, onSaved }: AssignLeadDialogProps) {
  const [owner, setOwner] = useState(lead.owner ? String(lead.owner.id) : '');
  const [error, setError] = useState<string | undefined>();
  const [assign, assigning] = useCrmAssignLeadMutation();
  const conflict = useVersionConflict(() => onSaved());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (owner === '') {
      setError(messages.pleaseSelectLeadOwner);
      return;
    }
    const result = await assign({
      id: lead.id,
      payload: { owner: Number(owner), version: lead.version },
    });
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      notify.error(messages.failedToSaveLead + serverErrorTextOf(result.error));
      return;
    }
    notify.success(messages.leadAssigned);
    onSaved();
  };

  return (
    <>
      <FormDialog
        title="Assign lead"
        submitLabel="Assign"
        saving={assigning.isLoading}
        onCancel={onClose}
        onSubmit={submit}
        widthPx={480}
      >
        <Text>
          {lead.first_name} {lead.last_name}
        </Text>
        <SelectField
          label="Owner"
          required
          error={error}
          placeholder="Select an owner"
          placeholderDisabled
          value={owner}
          onChange={(value) => {
            setOwner(value);
            setError(undefined);
          }}
          options={owners.map((option) => ({ value: option.id, label: option.username }))}
        />
      </FormDialog>
      {conflict.dialog}
    </>
  );
}
