import { Link, Table } from '@chakra-ui/react';
import { formatCalendarDay, formatNumber, workplacePath } from '@solar/shared';
import { Link as RouterLink } from 'react-router';
import { FigureSourcesDialog } from '../../zoho-shared/components/figure-sources-dialog';
import { useMrpSourcesQuery } from '../api/mrp-endpoints';

export interface MrpSourcesTarget {
  runId: number;
  item: { id: number; itemno: string };
  week: string;
  row: 'gross' | 'receipts';
}

interface MrpSourcesDialogProps {
  target: MrpSourcesTarget;
  onClose: () => void;
}

const kindLabels = {
  project: 'Project',
  plan: 'Planned installations',
  forecast: 'Forecast deal',
  'purchase-order': 'Purchase order',
} as const;

const grossColumns = [{ label: 'Source' }, { label: 'Name' }, { label: 'Quantity', numeric: true }];
const receiptColumns = [
  { label: 'Source' },
  { label: 'Name' },
  { label: 'Expected' },
  { label: 'Quantity', numeric: true },
];

/** Where one gross or receipt figure of a run comes from, as the run counted it. */
export function MrpSourcesDialog({ target, onClose }: MrpSourcesDialogProps) {
  const sources = useMrpSourcesQuery({
    runId: target.runId,
    itemId: target.item.id,
    week: target.week,
    row: target.row,
  });
  const rows = sources.data?.sources ?? [];
  const receipts = target.row === 'receipts';
  const what = receipts ? 'Scheduled receipts' : 'Gross demand';
  return (
    <FigureSourcesDialog
      title={`${what} of ${target.item.itemno}, week of ${formatCalendarDay(target.week)}`}
      columns={receipts ? receiptColumns : grossColumns}
      summary={sources.data ? `Total in the plan: ${formatNumber(sources.data.total)}` : undefined}
      loading={sources.isFetching}
      failed={sources.isError}
      onRetry={() => void sources.refetch()}
      onClose={onClose}
    >
      {rows.map((row) => (
        <Table.Row key={`${row.kind}-${row.source_id}`}>
          <Table.Cell>{kindLabels[row.kind]}</Table.Cell>
          <Table.Cell>
            {row.deal_id !== null ? (
              <Link asChild>
                <RouterLink to={workplacePath('crm/deal-details/:dealId', { dealId: row.deal_id })}>
                  {row.label}
                </RouterLink>
              </Link>
            ) : row.purchase_order_id !== null ? (
              <Link asChild>
                <RouterLink
                  to={`${workplacePath('logistics/orders')}?search=${encodeURIComponent(row.label)}`}
                >
                  {row.label}
                </RouterLink>
              </Link>
            ) : (
              row.label
            )}
          </Table.Cell>
          {receipts ? (
            <Table.Cell whiteSpace="nowrap">
              {row.day ? formatCalendarDay(row.day) : '—'}
            </Table.Cell>
          ) : null}
          <Table.Cell textAlign="end" fontWeight="semibold">
            {formatNumber(row.quantity)}
          </Table.Cell>
        </Table.Row>
      ))}
    </FigureSourcesDialog>
  );
}
