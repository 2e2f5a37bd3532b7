import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import {
  bomDetailDefaults,
  bomDetailInputSchema,
  bomDialogWidthPx,
  calculationMethods,
  messages,
  notify,
  type BomDetail,
  type BomDetailInput,
  type ItemSearchResult,
} from '@solar/shared';
import { useId, useState, type FormEvent } from 'react';
import { ItemSearchSelect } from './item-search-select';
import { serverMessageOf } from './server-message-of';
import { useZohoBomDetailCreateMutation, useZohoBomDetailUpdateMutation } from './zoho-bom-api';

export interface BomDetailDialogProps {
  bomId: number;
  /** The line being edited; null adds a new one. */
  detail: BomDetail | null;
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
 * The 500 px Add/Edit dialog of the BOM design page (part 2 sections 2 and 5): Item ID (searchable,
 * fixed when editing), Calculation Method, Parameter and Denominator, Cancel and Create or Update.
 * The form checks the shared schema, the same one the API applies, before it calls.
 */
export function BomDetailDialog({ bomId, detail, onClose }: BomDetailDialogProps) {
  const editing = detail !== null;
  const [form, setForm] = useState<FormState>(() => initialState(detail));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [create, creating] = useZohoBomDetailCreateMutation();
  const [update, updating] = useZohoBomDetailUpdateMutation();
  const saving = creating.isLoading || updating.isLoading;
  const ids = { item: useId(), method: useId(), parameter: useId(), denominator: useId() };

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
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const result = editing
      ? await update({ bomId, detailId: detail.id, body: parsed.data })
      : await create({ bomId, body: parsed.data });
    if ('error' in result && result.error) {
      notify.error(serverMessageOf(result.error, messages.operationFailed));
      return;
    }
    notify.success(editing ? messages.itemUpdated : messages.itemAdded);
    onClose();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${bomDialogWidthPx}px`} maxW="calc(100vw - 2rem)">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{editing ? 'Edit Item' : 'Add Item'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(errors.itemid)} required>
                    <Field.Label htmlFor={ids.item}>
                      Item ID <Field.RequiredIndicator />
                    </Field.Label>
                    <ItemSearchSelect
                      id={ids.item}
                      value={form.item}
                      onChange={(item) => change('item', item)}
                      disabled={editing}
                      invalid={Boolean(errors.itemid)}
                    />
                    <Field.ErrorText>{errors.itemid}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.calculationmethod)} required>
                    <Field.Label htmlFor={ids.method}>
                      Calculation Method <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        id={ids.method}
                        value={form.calculationmethod}
                        onChange={(event) => change('calculationmethod', event.currentTarget.value)}
                      >
                        <option value="">Select a method</option>
                        {calculationMethods.map((method) => (
                          <option key={method} value={method}>
                            {method}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{errors.calculationmethod}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.parameter)} required>
                    <Field.Label htmlFor={ids.parameter}>
                      Parameter <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      id={ids.parameter}
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      value={form.parameter}
                      onChange={(event) => change('parameter', event.currentTarget.value)}
                    />
                    <Field.ErrorText>{errors.parameter}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.denominator)} required>
                    <Field.Label htmlFor={ids.denominator}>
                      Denominator <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      id={ids.denominator}
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      value={form.denominator}
                      onChange={(event) => change('denominator', event.currentTarget.value)}
                    />
                    <Field.ErrorText>{errors.denominator}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving}>
                  {editing ? 'Update' : 'Create'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
