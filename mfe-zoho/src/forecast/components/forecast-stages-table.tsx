import { Box, Button, Table } from '@chakra-ui/react';
import { type ForecastStage, formatNumber } from '@solar/shared';

interface ForecastStagesTableProps {
  stages: readonly ForecastStage[];
  onEdit: (stage: ForecastStage) => void;
}

/** Each open stage's probability and typical days to installation. */
export function ForecastStagesTable({ stages, onEdit }: ForecastStagesTableProps) {
  return (
    <Box borderWidth="1px" borderRadius="md" overflowX="auto">
      <Table.Root size="sm" aria-label="Stage probabilities">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Stage</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Probability</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Typical days to installation</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stages.map((stage) => (
            <Table.Row key={stage.stage_id}>
              <Table.Cell fontWeight="medium">{stage.stage_name}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(stage.probability_percent)} %</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(stage.typical_days)}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Edit ${stage.stage_name}`}
                  onClick={() => onEdit(stage)}
                >
                  Edit
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
