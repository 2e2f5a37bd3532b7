import { Input } from '@chakra-ui/react';
import {
  firstErrorByField,
  type ForecastStage,
  type ForecastStageUpdate,
  forecastStageUpdateSchema,
  FormDialog,
  FormField,
  messages,
  notify,
  serverFieldTextOf,
  useVersionConflict,
} from '@solar/shared';
import { type FormEvent, useState } from 'react';
import { useForecastStageUpdateMutation } from '../api/forecast-endpoints';

interface ForecastStageDialogProps {
  stage: ForecastStage;
  onClose: () => void;
  onReload: () => void;
}

type Field = Exclude<keyof ForecastStageUpdate, 'version'>;

/** Edit a stage's probability of installing and its typical days to installation. */
export function ForecastStageDialog({ stage, onClose, onReload }: ForecastStageDialogProps) {
  const [probability, setProbability] = useState(String(stage.probability_percent));
  const [days, setDays] = useState(String(stage.typical_days));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [update, updating] = useForecastStageUpdateMutation();
  const conflict = useVersionConflict(() => {
    onReload();
    onClose();
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forecastStageUpdateSchema.safeParse({
      probability_percent: probability.trim() === '' ? Number.NaN : Number(probability),
      typical_days: days.trim() === '' ? Number.NaN : Number(days),
      version: stage.version,
    });
    if (!parsed.success) {
      setErrors(firstErrorByField<Field>(parsed.error));
      return;
    }
    const result = await update({ stageId: stage.stage_id, body: parsed.data });
    if (result.error) {
      if (conflict.caught(result.error)) return;
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.forecastStageSaved);
    onClose();
  };

  return (
    <FormDialog
      title={`Forecast of ${stage.stage_name}`}
      submitLabel="Save"
      saving={updating.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <FormField
        label="Probability (%)"
        required
        helperText="The share of this stage's deals that end in an installation."
        error={errors.probability_percent}
      >
        <Input
          inputMode="numeric"
          value={probability}
          onChange={(event) => {
            setProbability(event.currentTarget.value);
            setErrors((current) => ({ ...current, probability_percent: undefined }));
          }}
        />
      </FormField>
      <FormField
        label="Typical days to installation"
        required
        helperText="From the day a deal enters this stage to its installation."
        error={errors.typical_days}
      >
        <Input
          inputMode="numeric"
          value={days}
          onChange={(event) => {
            setDays(event.currentTarget.value);
            setErrors((current) => ({ ...current, typical_days: undefined }));
          }}
        />
      </FormField>
      {conflict.dialog}
    </FormDialog>
  );
}
