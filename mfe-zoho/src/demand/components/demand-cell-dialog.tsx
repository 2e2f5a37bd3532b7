import { Table } from '@chakra-ui/react';
import { formatCalendarDay, formatIsoWeek, formatNumber } from '@solar/shared';
import { FigureSourcesDialog } from '../../zoho-shared/components/figure-sources-dialog';
import { useDemandCellQuery } from '../api/demand-endpoints';

interface DemandCellDialogProps {
  item: { id: number; itemno: string; itemdes: string };
  week: string;
  onClose: () => void;
}

const columns = [
  { label: 'Source' },
  { label: 'Installation' },
  { label: 'Date' },
  { label: 'Panels each', numeric: true },
  { label: 'Required', numeric: true },
  { label: 'Shipped', numeric: true },
  { label: 'Demand', numeric: true },
];

/** Where one number of the grid comes from: each project and planned installation. */
export function DemandCellDialog({ item, week, onClose }: DemandCellDialogProps) {
  const cell = useDemandCellQuery({ itemId: item.id, week });
  const rows = cell.data ?? [];
  return (
    <FigureSourcesDialog
      title={`${item.itemno}, week of ${formatIsoWeek(week)}`}
      intro={item.itemdes}
      columns={columns}
      loading={cell.isFetching}
      failed={cell.isError}
      onRetry={() => void cell.refetch()}
      size="xl"
      onClose={onClose}
    >
      {rows.map((row) => (
        <Table.Row key={`${row.source}-${row.source_id}`}>
          <Table.Cell>{row.source === 'project' ? 'Project' : 'Plan'}</Table.Cell>
          <Table.Cell>{row.label}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {row.installation_date
              ? formatCalendarDay(row.installation_date)
              : `Week of ${formatIsoWeek(week)}`}
          </Table.Cell>
          <Table.Cell textAlign="end">{formatNumber(row.panel_count)}</Table.Cell>
          <Table.Cell textAlign="end">{formatNumber(row.required)}</Table.Cell>
          <Table.Cell textAlign="end">{formatNumber(row.shipped)}</Table.Cell>
          <Table.Cell textAlign="end" fontWeight="semibold">
            {formatNumber(row.quantity)}
          </Table.Cell>
        </Table.Row>
      ))}
    </FigureSourcesDialog>
  );
}
