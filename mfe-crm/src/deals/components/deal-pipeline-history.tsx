import { List, Text } from '@chakra-ui/react';
import {
  type DealPipelineChange,
  formatDateTime,
  messages,
  type PipelineMove,
} from '@solar/shared';
import { useCrmDealPipelineHistoryQuery } from '../../crm-shared/api/deals-endpoints';

/** "Stage changed from X to Y by NAME, DATE": one line per move, the stage's before the status's. */
function sentencesOf(change: DealPipelineChange): string[] {
  const by = change.changed_by?.name ?? 'a removed user';
  const date = formatDateTime(change.at);
  const line = (field: string, move: PipelineMove) =>
    `${field} changed from ${move.from.name} to ${move.to.name} by ${by}, ${date}`;
  return [
    ...(change.stage ? [line('Stage', change.stage)] : []),
    ...(change.status ? [line('Status', change.status)] : []),
  ];
}

/** Who moved the deal's stage and status, and when, newest first. */
export function DealPipelineHistory({ dealId }: { dealId: number }) {
  const history = useCrmDealPipelineHistoryQuery(dealId);
  if (history.isLoading) {
    return <Text color="fg.muted">Loading the history…</Text>;
  }
  if (!history.data) {
    return <Text color="fg.error">{messages.failedToLoadDealPipelineHistory}</Text>;
  }
  if (history.data.length === 0) {
    return <Text color="fg.muted">{messages.noDealPipelineChanges}</Text>;
  }
  return (
    <List.Root as="ol" gap="1" ps="5" aria-label="Stage and status history">
      {history.data.flatMap((change) =>
        sentencesOf(change).map((sentence) => (
          <List.Item key={`${change.id}-${sentence}`}>{sentence}</List.Item>
        )),
      )}
    </List.Root>
  );
}
