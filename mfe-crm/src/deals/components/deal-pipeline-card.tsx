import { Box, Button, Card, Heading, Stack } from '@chakra-ui/react';
import type { DealDetails, NamedItem } from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useSaveDealPipeline } from '../hooks/use-save-deal-pipeline';
import {
  pipelineChoiceChanged,
  pipelineChoiceOf,
  type DealPipelineChoice,
} from '../utils/deal-pipeline-choice';
import { DealPipelineFields } from './deal-pipeline-fields';
import { DealPipelineHistory } from './deal-pipeline-history';

interface DealPipelineCardProps {
  deal: DealDetails;
  stages: readonly NamedItem[];
  statuses: readonly NamedItem[];
  /** Whether the user may change deals (the deals list's menu path); the API decides too. */
  canEdit: boolean;
  /** Loads the deal again (after someone else's save). */
  onReload: () => unknown;
}

/** The deal's stage and status: change them (permitted users) and see who changed them when. */
export function DealPipelineCard({
  deal,
  stages,
  statuses,
  canEdit,
  onReload,
}: DealPipelineCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          Stage and status
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {canEdit && stages.length > 0 && statuses.length > 0 ? (
            <PipelineForm
              // A deal loaded again (someone's save) starts the choice from what is stored.
              key={`${deal.id}-${deal.version}`}
              deal={deal}
              stages={stages}
              statuses={statuses}
              onReload={onReload}
            />
          ) : null}
          <Box>
            <Heading as="h3" size="sm" mb="2">
              History
            </Heading>
            <DealPipelineHistory dealId={deal.id} />
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function PipelineForm({
  deal,
  stages,
  statuses,
  onReload,
}: Omit<DealPipelineCardProps, 'canEdit'>) {
  const [choice, setChoice] = useState<DealPipelineChoice>(() => pipelineChoiceOf(deal));
  const { save, saving, conflictDialog } = useSaveDealPipeline(onReload);
  const changed = pipelineChoiceChanged(deal, choice);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changed) await save(deal, choice);
  };

  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        aria-label="Change stage and status"
        noValidate
      >
        <Stack gap="3" maxW="3xl">
          <DealPipelineFields
            idPrefix={`deal-${deal.id}-pipeline`}
            value={choice}
            onChange={setChoice}
            stages={stages}
            statuses={statuses}
            disabled={saving}
          />
          <Stack direction="row" gap="2" wrap="wrap">
            <Button
              type="submit"
              colorPalette="blue"
              size="sm"
              loading={saving}
              disabled={!changed}
            >
              Save stage and status
            </Button>
            {changed ? (
              <Button
                variant="outline"
                size="sm"
                disabled={saving}
                onClick={() => setChoice(pipelineChoiceOf(deal))}
              >
                Undo
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </form>
      {conflictDialog}
    </>
  );
}
