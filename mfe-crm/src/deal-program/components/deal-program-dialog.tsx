import { Box, Checkbox, Input, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import {
  dealProgramKindLabels,
  dealProgramKinds,
  dealProgramWriteSchema,
  FormDialog,
  FormField,
  messages,
  notify,
  SelectField,
  serverReasonOf,
  useVersionConflict,
  type DealProgramRecord,
} from '@solar/shared';
import { useState } from 'react';
import {
  useCrmCreateDealProgramMutation,
  useCrmUpdateDealProgramMutation,
} from '../api/deal-program-endpoints';

/** The provinces and territories a program may be offered in, by code. */
const provinceCodes = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
];

interface DealProgramDialogProps {
  /** The program changed, or null for a new one. */
  program: DealProgramRecord | null;
  onReload: () => unknown;
  onClose: () => void;
}

type Form = {
  name: string;
  kind: string;
  active_from: string;
  active_to: string;
  provinces: string[];
};

function formOf(program: DealProgramRecord | null): Form {
  return {
    name: program?.name ?? '',
    kind: program?.kind ?? 'purchase',
    active_from: program?.active_from ?? new Date().toISOString().slice(0, 10),
    active_to: program?.active_to ?? '',
    provinces: program?.provinces ?? [],
  };
}

/** Creates a program or changes its name, kind, active dates and provinces (administrators). */
export function DealProgramDialog({ program, onReload, onClose }: DealProgramDialogProps) {
  const [form, setForm] = useState(() => formOf(program));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [create, created] = useCrmCreateDealProgramMutation();
  const [update, updated] = useCrmUpdateDealProgramMutation();
  const conflict = useVersionConflict(async () => {
    await onReload();
    onClose();
  });

  const submit = async () => {
    const parsed = dealProgramWriteSchema.safeParse({
      ...form,
      active_to: form.active_to === '' ? null : form.active_to,
    });
    if (!parsed.success) {
      const next: Partial<Record<keyof Form, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Form] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const result = program
      ? await update({ id: program.id, body: { ...parsed.data, version: program.version } })
      : await create(parsed.data);
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      notify.error(messages.failedToSaveDealProgram + serverReasonOf(result.error));
      return;
    }
    notify.success(program ? messages.dealProgramSaved : messages.dealProgramCreated);
    await onReload();
    onClose();
  };

  return (
    <>
      <FormDialog
        title={program ? `Edit ${program.name}` : 'New deal program'}
        submitLabel={program ? 'Update' : 'Create'}
        saving={created.isLoading || updated.isLoading}
        onCancel={onClose}
        onSubmit={(event) => {
          event.preventDefault();
          return submit();
        }}
        widthPx={560}
      >
        <FormField label="Name" required error={errors.name}>
          <Input
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
          />
        </FormField>
        <SelectField
          id="deal-program-kind"
          label="Kind"
          required
          value={form.kind}
          onChange={(value) => setForm({ ...form, kind: value })}
          options={dealProgramKinds.map((kind) => ({
            value: kind,
            label: dealProgramKindLabels[kind],
          }))}
          error={errors.kind}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Active from" required error={errors.active_from}>
            <Input
              type="date"
              value={form.active_from}
              onChange={(event) => setForm({ ...form, active_from: event.currentTarget.value })}
            />
          </FormField>
          <FormField label="Active to" error={errors.active_to} helperText="Empty: no end date">
            <Input
              type="date"
              value={form.active_to}
              onChange={(event) => setForm({ ...form, active_to: event.currentTarget.value })}
            />
          </FormField>
        </SimpleGrid>
        {/* Checkboxes get their own labels: a field label would name every one of them. */}
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            Provinces *
          </Text>
          <Wrap gap="3" role="group" aria-label="Provinces">
            {provinceCodes.map((code) => (
              <Checkbox.Root
                key={code}
                size="sm"
                checked={form.provinces.includes(code)}
                onCheckedChange={(details) =>
                  setForm({
                    ...form,
                    provinces: details.checked
                      ? [...form.provinces, code]
                      : form.provinces.filter((entry) => entry !== code),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{code}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
          {errors.provinces ? (
            <Text fontSize="sm" color="fg.error" mt="1">
              {errors.provinces}
            </Text>
          ) : null}
        </Box>
      </FormDialog>
      {conflict.dialog}
    </>
  );
}
