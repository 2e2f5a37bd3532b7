import { Text } from '@chakra-ui/react';
import { type DealListRow, FormDialog, type NamedItem } from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  pipelineChoiceChanged,
  pipelineChoiceOf,
  type DealPipelineChoice,
} from '../utils/deal-pipeline-choice';
import { DealPipelineFields } from './deal-pipeline-fields';

interface DealPipelineDialogProps {
  deal: DealListRow;
  stages: readonly NamedItem[];
  statuses: readonly NamedItem[];
  saving: boolean;
  /** Saves the choice; resolves to whether the dialog should close. */
  onSave: (choice: DealPipelineChoice) => Promise<boolean>;
  onCancel: () => void;
}

/** The deals list's quick change of one deal's stage and status. Mount it to open it. */
export function DealPipelineDialog({
  deal,
  stages,
  statuses,
  saving,
  onSave,
  onCancel,
}: DealPipelineDialogProps) {
  const [choice, setChoice] = useState<DealPipelineChoice>(() => pipelineChoiceOf(deal));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing changed: nothing to save or record.
    if (!pipelineChoiceChanged(deal, choice)) {
      onCancel();
      return;
    }
    if (await onSave(choice)) onCancel();
  };

  return (
    <FormDialog
      title="Change stage and status"
      submitLabel="Save"
      saving={saving}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <Text fontWeight="semibold">{deal.name}</Text>
      <DealPipelineFields
        idPrefix={`deal-${deal.id}-pipeline-dialog`}
        value={choice}
        onChange={setChoice}
        stages={stages}
        statuses={statuses}
        disabled={saving}
      />
    </FormDialog>
  );
}
