import type { PlanningSettings } from '@solar/shared';

/** The number fields of the planning settings, in the order the forms show them. */
export const planningNumberFields = [
  { key: 'lead_time_days', label: 'Lead time (days)' },
  { key: 'safety_stock', label: 'Safety stock' },
  { key: 'moq', label: 'Minimum order quantity' },
  { key: 'order_multiple', label: 'Order multiple' },
] as const satisfies readonly { key: keyof PlanningSettings; label: string }[];
