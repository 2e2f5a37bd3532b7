import { Grid } from '@chakra-ui/react';
import { type NamedItem, SelectField } from '@solar/shared';
import type { DealPipelineChoice } from '../utils/deal-pipeline-choice';

interface DealPipelineFieldsProps {
  value: DealPipelineChoice;
  onChange: (value: DealPipelineChoice) => void;
  stages: readonly NamedItem[];
  statuses: readonly NamedItem[];
  /** Prefix of the selects' ids, unique on the page. */
  idPrefix: string;
  disabled?: boolean;
}

/** The Stage and Status selects of a deal, side by side where there is room. */
export function DealPipelineFields({
  value,
  onChange,
  stages,
  statuses,
  idPrefix,
  disabled = false,
}: DealPipelineFieldsProps) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
      <SelectField
        id={`${idPrefix}-stage`}
        label="Stage"
        required
        disabled={disabled}
        value={String(value.stage)}
        onChange={(stage) => onChange({ ...value, stage: Number(stage) })}
        options={stages.map(({ id, name }) => ({ value: id, label: name }))}
      />
      <SelectField
        id={`${idPrefix}-status`}
        label="Status"
        required
        disabled={disabled}
        value={String(value.status)}
        onChange={(status) => onChange({ ...value, status: Number(status) })}
        options={statuses.map(({ id, name }) => ({ value: id, label: name }))}
      />
    </Grid>
  );
}
