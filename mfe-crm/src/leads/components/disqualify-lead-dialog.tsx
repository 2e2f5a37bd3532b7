import { Input, Text } from '@chakra-ui/react';
import {
  FormDialog,
  FormField,
  type Lead,
  leadUpdateSchema,
  messages,
  notify,
  serverErrorTextOf,
  useVersionConflict,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useCrmUpdateLeadMutation } from '../api/leads-endpoints';

interface DisqualifyLeadDialogProps {
  lead: Lead;
  onClose: () => void;
  onSaved: () => void;
}

/** Disqualify: the lead keeps every field, its status becomes Disqualified with the reason given. */
export function DisqualifyLeadDialog({ lead, onClose, onSaved }: DisqualifyLeadDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [update, updating] = useCrmUpdateLeadMutation();
  const conflict = useVersionConflict(() => onSaved());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = {
      first_name: lead.first_name,
      last_name: lead.last_name,
      email: lead.email,
      phone: lead.phone,
      address: lead.address,
      source: lead.source,
      interest: lead.interest,
      notes: lead.notes,
      status: 'Disqualified' as const,
      disqualify_reason: reason,
      version: lead.version,
    };
    const checked = leadUpdateSchema.safeParse(payload);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    const result = await update({ id: lead.id, payload });
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      notify.error(messages.failedToSaveLead + serverErrorTextOf(result.error));
      return;
    }
    notify.success(messages.leadDisqualified);
    onSaved();
  };

  return (
    <>
      <FormDialog
        title={messages.disqualifyLeadTitle}
        submitLabel={messages.disqualifyLead}
        saving={updating.isLoading}
        onCancel={onClose}
        onSubmit={submit}
        widthPx={480}
      >
        <Text>
          {lead.first_name} {lead.last_name}
        </Text>
        <FormField label="Reason" required error={error}>
          <Input
            value={reason}
            maxLength={500}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
          />
        </FormField>
      </FormDialog>
      {conflict.dialog}
    </>
  );
}
