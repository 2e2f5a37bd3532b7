import { addIsoWeeks, FormDialog, messages, notify, serverFieldTextOf } from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { WeekInput } from '../../zoho-shared/components/week-input';
import { usePlannedCopyWeekMutation } from '../api/plane-demand-endpoints';

interface CopyWeekDialogProps {
  fromWeek: string;
  onClose: () => void;
}

/** Copies every planned installation of one week into another week. */
export function CopyWeekDialog({ fromWeek, onClose }: CopyWeekDialogProps) {
  const [from, setFrom] = useState(fromWeek);
  const [to, setTo] = useState(addIsoWeeks(fromWeek, 1));
  const [copy, copying] = usePlannedCopyWeekMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await copy({ from_week: from, to_week: to });
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.plannedWeekCopied(result.data.count, to));
    onClose();
  };
  return (
    <FormDialog
      title="Copy a week"
      submitLabel="Copy"
      saving={copying.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <WeekInput label="Copy the week" required value={from} onChange={setFrom} />
      <WeekInput label="Into the week" required value={to} onChange={setTo} />
    </FormDialog>
  );
}
