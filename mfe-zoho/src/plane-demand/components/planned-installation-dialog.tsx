import { Input } from '@chakra-ui/react';
import {
  firstErrorByField,
  FormDialog,
  FormField,
  installationTypeLabels,
  installationTypes,
  messages,
  panelSizes,
  plannedInstallationInputSchema,
  SelectField,
  useVersionConflict,
  type PlannedInstallation,
  type PlannedInstallationInput,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { WeekInput } from '../../zoho-shared/components/week-input';
import { useDemandOptionsQuery } from '../../zoho-shared/api/demand-options-endpoints';
import { finishDialogSave } from '../../zoho-shared/utils/finish-dialog-save';
import { usePlannedCreateMutation, usePlannedUpdateMutation } from '../api/plane-demand-endpoints';

interface PlannedInstallationDialogProps {
  planned: PlannedInstallation | null;
  defaultWeek: string;
  onClose: () => void;
  onReload: () => void;
}

type Field = keyof PlannedInstallationInput;

/** Add or edit a planned installation: how many, of which kind, where and in which week. */
export function PlannedInstallationDialog({
  planned,
  defaultWeek,
  onClose,
  onReload,
}: PlannedInstallationDialogProps) {
  const options = useDemandOptionsQuery();
  const [week, setWeek] = useState(planned?.week ?? defaultWeek);
  const [count, setCount] = useState(planned ? String(planned.count) : '');
  const [type, setType] = useState<string>(planned?.installation_type ?? 'rooftop');
  const [size, setSize] = useState(String(planned?.panel_size_w ?? panelSizes[0]));
  const [panelsEach, setPanelsEach] = useState(planned ? String(planned.panels_each) : '');
  const [province, setProvince] = useState(
    planned?.province_id == null ? '' : String(planned.province_id),
  );
  const [program, setProgram] = useState(planned?.program ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [create, creating] = usePlannedCreateMutation();
  const [update, updating] = usePlannedUpdateMutation();
  const conflict = useVersionConflict(() => {
    onReload();
    onClose();
  });
  const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = plannedInstallationInputSchema.safeParse({
      week,
      count: numberOf(count),
      installation_type: type,
      panel_size_w: Number(size),
      panels_each: numberOf(panelsEach),
      province_id: province === '' ? null : Number(province),
      program: program.trim() === '' ? null : program,
    });
    if (!parsed.success) {
      setErrors(firstErrorByField<Field>(parsed.error));
      return;
    }
    const result = planned
      ? await update({ id: planned.id, body: { ...parsed.data, version: planned.version } })
      : await create(parsed.data);
    finishDialogSave(result, {
      conflict,
      savedMessage: messages.plannedInstallationSaved,
      onClose,
    });
  };

  return (
    <FormDialog
      title={planned ? 'Edit planned installations' : 'Plan installations'}
      submitLabel={planned ? 'Save' : 'Add'}
      saving={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <WeekInput label="Week" required value={week} onChange={setWeek} error={errors.week} />
      <FormField label="Installations" required error={errors.count}>
        <Input
          inputMode="numeric"
          value={count}
          onChange={(event) => setCount(event.currentTarget.value)}
        />
      </FormField>
      <SelectField
        label="Installation type"
        required
        value={type}
        onChange={setType}
        error={errors.installation_type}
        options={installationTypes.map((value) => ({
          value,
          label: installationTypeLabels[value],
        }))}
      />
      <SelectField
        label="Panel size"
        required
        value={size}
        onChange={setSize}
        options={panelSizes.map((value) => ({ value, label: `${value} W` }))}
      />
      <FormField
        label="Panels per installation"
        required
        error={errors.panels_each}
        helperText="The parts lists' quantities follow it."
      >
        <Input
          inputMode="numeric"
          value={panelsEach}
          onChange={(event) => setPanelsEach(event.currentTarget.value)}
        />
      </FormField>
      <SelectField
        label="Province"
        value={province}
        onChange={setProvince}
        options={[
          { value: '', label: 'Any' },
          ...(options.data?.provinces ?? []).map((row) => ({ value: row.id, label: row.name })),
        ]}
      />
      <FormField label="Program" error={errors.program} helperText="Empty for any program.">
        <Input
          value={program}
          maxLength={50}
          onChange={(event) => setProgram(event.currentTarget.value)}
        />
      </FormField>
      {conflict.dialog}
    </FormDialog>
  );
}
