import { Input } from '@chakra-ui/react';
import {
  type BomDetail,
  bomDetailDefaults,
  type BomDetailInput,
  bomDetailInputSchema,
  bomDialogWidthPx,
  calculationMethods,
  firstErrorByField,
  FormDialog,
  FormField,
  type ItemSearchResult,
  messages,
  SelectField,
  useVersionConflict,
} from '@solar/shared';
import { useId, useState, type FormEvent } from 'react';
import { ItemAttributeSummary } from './item-attribute-summary';
import { ItemSearchSelect } from './item-search-select';
import {
  useLazyZohoBomDetailsQuery,
  useZohoBomDetailCreateMutation,
  useZohoBomDetailUpdateMutation,
} from '../api/bom-endpoints';
import { finishDialogSave } from '../../zoho-shared/utils/finish-dialog-save';

interface BomDetailDialogProps {
  bomId: number;
  /** The line being edited; null adds a new one. */
  detail: BomDetail | null;
  /** Told of the new line once the server has created it. */
  onAdded?: (detail: BomDetail) => void;
  onClose: () => void;
}

type FieldName = keyof BomDetailInput;

interface FormState {
  item: ItemSearchResult | null;
  calculationmethod: string;
  parameter: string;
  denominator: string;
}

function initialState(detail: BomDetail | null): FormState {
  if (!detail) {
    return {
      item: null,
      calculationmethod: bomDetailDefaults.calculationmethod,
      parameter: String(bomDetailDefaults.parameter),
      denominator: String(bomDetailDefaults.denominator),
    };
  }
  return {
    item: { itemid: detail.itemid, itemno: detail.itemno, itemdes: detail.itemdes },
    calculationmethod: detail.calculationmethod,
    parameter: String(detail.parameter),
    denominator: String(detail.denominator),
  };
}

/** Number fields: empty is "missing" (the required message), anything else is checked as a number. */
const numberOrMissing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The 500 px Add/Edit dialog of the BOM design page: Item ID (searchable,
 * fixed when editing), Calculation Method, Parameter and Denominator, Cancel and Create or Update.
 * The form checks the shared schema, the same one the API applies, before it calls.
 */
export function BomDetailDialog({ bomId, detail, onAdded, onClose }: BomDetailDialogProps) {
  const editing = detail !== null;
  const [form, setForm] = useState<FormState>(() => initialState(detail));
  const [version, setVersion] = useState(detail?.version ?? 1);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [fetchLines] = useLazyZohoBomDetailsQuery();
  // Each line has its own version: only a newer save of this same line is a conflict.
  const conflict = useVersionConflict(async () => {
    if (!detail) return;
    const fresh = (await fetchLines(bomId)).data?.find((line) => line.id === detail.id);
    if (!fresh) {
      onClose(); // someone deleted the line: the refreshed list no longer shows it
      return;
    }
    setForm(initialState(fresh));
    setVersion(fresh.version);
    setErrors({});
  });
  const [create, creating] = useZohoBomDetailCreateMutation();
  const [update, updating] = useZohoBomDetailUpdateMutation();
  const saving = creating.isLoading || updating.isLoading;
  const itemInputId = useId();

  const change = <K extends keyof FormState>(name: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    const field: FieldName = name === 'item' ? 'itemid' : (name as FieldName);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bomDetailInputSchema.safeParse({
      itemid: form.item?.itemid,
      calculationmethod: form.calculationmethod === '' ? undefined : form.calculationmethod,
      parameter: numberOrMissing(form.parameter),
      denominator: numberOrMissing(form.denominator),
    });
    if (!parsed.success) {
      setErrors(firstErrorByField<FieldName>(parsed.error));
      return;
    }
    const result = editing
      ? await update({ bomId, detailId: detail.id, body: { ...parsed.data, version } })
      : await create({ bomId, body: parsed.data });
    if (!editing && 'data' in result && result.data) onAdded?.(result.data);
    finishDialogSave(result, {
      conflict,
      savedMessage: editing ? messages.itemUpdated : messages.itemAdded,
      onClose,
    });
  };

  return (
    <FormDialog
      title={editing ? 'Edit Item' : 'Add Item'}
      submitLabel={editing ? 'Update' : 'Create'}
      saving={saving}
      onCancel={onClose}
      onSubmit={submit}
      widthPx={bomDialogWidthPx}
    >
      <FormField label="Item ID" required error={errors.itemid} htmlFor={itemInputId}>
        <ItemSearchSelect
          id={itemInputId}
          value={form.item}
          onChange={(item) => change('item', item)}
          disabled={editing}
          invalid={Boolean(errors.itemid)}
        />
      </FormField>
      {form.item ? <ItemAttributeSummary itemId={form.item.itemid} /> : null}
      <SelectField
        label="Calculation Method"
        required
        error={errors.calculationmethod}
        placeholder="Select a method"
        value={form.calculationmethod}
        onChange={(method) => change('calculationmethod', method)}
        options={calculationMethods.map((method) => ({ value: method, label: method }))}
      />
      <FormField label="Parameter" required error={errors.parameter}>
        <Input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={form.parameter}
          onChange={(event) => change('parameter', event.currentTarget.value)}
        />
      </FormField>
      <FormField label="Denominator" required error={errors.denominator}>
        <Input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={form.denominator}
          onChange={(event) => change('denominator', event.currentTarget.value)}
        />
      </FormField>
      {conflict.dialog}
    </FormDialog>
  );
}
