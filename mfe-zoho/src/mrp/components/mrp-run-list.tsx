import { Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatDateTime,
  formatNumber,
  messages,
  type MrpRun,
} from '@solar/shared';

interface MrpRunListProps {
  runs: readonly MrpRun[];
  selectedId: number | null;
  onSelect: (runId: number) => void;
}

const statusColors: Record<MrpRun['status'], string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
};

/** The kept runs, newest first: who started each, when, with which inputs, and how it went. */
export function MrpRunList({ runs, selectedId, onSelect }: MrpRunListProps) {
  if (runs.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        {messages.mrpRunsEmpty}
      </Text>
    );
  }
  return (
    <Box borderWidth="1px" borderRadius="md" overflowX="auto" mb="4">
      <Table.Root size="sm" aria-label="Planning runs">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Run</Table.ColumnHeader>
            <Table.ColumnHeader>Started</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
            <Table.ColumnHeader>Horizon</Table.ColumnHeader>
            <Table.ColumnHeader>Warehouse</Table.ColumnHeader>
            <Table.ColumnHeader>Forecast</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Items</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Planned orders</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Exceptions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {runs.map((run) => {
            const selected = run.id === selectedId;
            return (
              <Table.Row key={run.id} bg={selected ? 'bg.muted' : undefined}>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant={selected ? 'solid' : 'outline'}
                    aria-current={selected ? 'true' : undefined}
                    aria-label={`Show run ${run.id}`}
                    onClick={() => onSelect(run.id)}
                  >
                    #{run.id}
                  </Button>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(run.created_at)}</Table.Cell>
                <Table.Cell>{run.created_by ?? '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {formatCalendarDay(run.horizon_start)}, {run.weeks} weeks
                </Table.Cell>
                <Table.Cell>{run.warehouse?.name ?? 'All warehouses'}</Table.Cell>
                <Table.Cell>{run.include_forecast ? 'Included' : 'No'}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={statusColors[run.status]}>{run.status}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(run.item_count)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(run.planned_order_count)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(run.exception_count)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
