import { Text, Textarea } from '@chakra-ui/react';
import {
  firstErrorByField,
  FormDialog,
  FormField,
  messages,
  ncmMoveSchema,
  type NcmRecord,
  type NcmStatus,
  notify,
  serverFieldTextOf,
  useVersionConflict,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useNcmMoveMutation } from '../api/ncm-inventory-endpoints';

interface NcmMoveDialogProps {
  record: NcmRecord;
  to: NcmStatus;
  onClose: () => void;
}

/** What each move does to the stock, said before the person confirms it. */
function consequenceOf(record: NcmRecord, to: NcmStatus): string {
  const what = `${record.quantity} × ${record.item.itemno}`;
  switch (to) {
    case 'Under review':
      return `${what} stays in quarantine in ${record.warehouse.name} while it is examined.`;
    case 'Returned to vendor':
      return `${what} leaves the quarantine of ${record.warehouse.name}, going back to the vendor. The record closes.`;
    case 'Repaired':
      return `${what} moves from quarantine back to stock in ${record.warehouse.name} and is available again. The record closes.`;
    case 'Scrapped':
      return `${what} leaves the quarantine of ${record.warehouse.name} as scrap. The record closes.`;
    default:
      return '';
  }
}

/** The confirmation of a status move, with its reason (required to close a record). */
export function NcmMoveDialog({ record, to, onClose }: NcmMoveDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [move, moving] = useNcmMoveMutation();
  const conflict = useVersionConflict(onClose);
  const closing = to !== 'Under review';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ncmMoveSchema.safeParse({ status: to, reason, version: record.version });
    if (!parsed.success) {
      setError(firstErrorByField<'reason'>(parsed.error).reason);
      return;
    }
    const result = await move({ id: record.id, ...parsed.data });
    if (result.error) {
      if (conflict.caught(result.error)) return;
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.ncmRecordMoved(to));
    onClose();
  };

  return (
    <FormDialog
      title={`Mark ${record.number} as ${to}?`}
      submitLabel={`Mark ${to.toLowerCase()}`}
      saving={moving.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Text>{consequenceOf(record, to)}</Text>
      <FormField
        label={closing ? 'Reason' : 'Note'}
        required={closing}
        error={error}
        helperText={closing ? 'An RMA number, what was repaired, why it was scrapped.' : undefined}
      >
        <Textarea
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </FormField>
      {conflict.dialog}
    </FormDialog>
  );
}
