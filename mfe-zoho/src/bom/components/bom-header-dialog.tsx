import { Input } from '@chakra-ui/react';
import {
  bomDescriptionMaxLength,
  type BomHeader,
  type BomHeaderInput,
  bomHeaderInputSchema,
  bomStatuses,
  firstErrorByField,
  FormDialog,
  FormField,
  messages,
  SelectField,
  useVersionConflict,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  useLazyZohoBomQuery,
  useZohoBomCreateMutation,
  useZohoBomUpdateMutation,
} from '../api/bom-endpoints';
import { finishDialogSave } from '../../zoho-shared/utils/finish-dialog-save';

interface BomHeaderDialogProps {
  /** The header being edited; null creates a new parts list. */
  bom: BomHeader | null;
  onClose: () => void;
}

/**
 * Create or edit a parts list header: description and status. An edit saves from the version it
 * opened with; when someone saved the header since, the user chooses to reload it or keep editing.
 */
export function BomHeaderDialog({ bom, onClose }: BomHeaderDialogProps) {
  const editing = bom !== null;
  const [bomdes, setBomdes] = useState(bom?.bomdes ?? '');
  const [bomsts, setBomsts] = useState<string>(bom?.bomsts ?? 'Draft');
  const [version, setVersion] = useState(bom?.version ?? 1);
  const [fetchBom] = useLazyZohoBomQuery();
  const conflict = useVersionConflict(async () => {
    if (!bom) return;
    const fresh = await fetchBom(bom.id);
    if (!fresh.data) return;
    setBomdes(fresh.data.bomdes);
    setBomsts(fresh.data.bomsts);
    setVersion(fresh.data.version);
    setErrors({});
  });
  const [errors, setErrors] = useState<Partial<Record<keyof BomHeaderInput, string>>>({});
  const [create, creating] = useZohoBomCreateMutation();
  const [update, updating] = useZohoBomUpdateMutation();
  const saving = creating.isLoading || updating.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bomHeaderInputSchema.safeParse({ bomdes, bomsts });
    if (!parsed.success) {
      setErrors(firstErrorByField<keyof BomHeaderInput>(parsed.error));
      return;
    }
    const result = editing
      ? await update({ id: bom.id, body: { ...parsed.data, version } })
      : await create(parsed.data);
    finishDialogSave(result, {
      conflict,
      savedMessage: editing ? messages.bomUpdated : messages.bomCreated,
      onClose,
    });
  };

  return (
    <FormDialog
      title={editing ? 'Edit BOM' : 'New BOM'}
      submitLabel={editing ? 'Update' : 'Create'}
      saving={saving}
      onCancel={onClose}
      onSubmit={submit}
    >
      <FormField label="Description" required error={errors.bomdes}>
        <Input
          value={bomdes}
          maxLength={bomDescriptionMaxLength}
          onChange={(event) => {
            setBomdes(event.currentTarget.value);
            setErrors((current) => ({ ...current, bomdes: undefined }));
          }}
        />
      </FormField>
      <SelectField
        label="Status"
        required
        error={errors.bomsts}
        value={bomsts}
        onChange={setBomsts}
        options={bomStatuses.map((status) => ({ value: status, label: status }))}
      />
      {conflict.dialog}
    </FormDialog>
  );
}
