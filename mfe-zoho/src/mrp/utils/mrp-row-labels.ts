import type { MrpRowKey } from '@solar/shared';

/** The plan's rows in the order planners read them, with their names. */
export const mrpRowLabels: readonly { key: MrpRowKey; label: string }[] = [
  { key: 'gross', label: 'Gross demand' },
  { key: 'receipts', label: 'Scheduled receipts' },
  { key: 'projected', label: 'Projected on hand' },
  { key: 'net', label: 'Net requirement' },
  { key: 'planned_receipts', label: 'Planned order receipts' },
  { key: 'planned_releases', label: 'Planned order releases' },
];
