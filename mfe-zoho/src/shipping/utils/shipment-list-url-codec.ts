import {
  type ListUrlCodec,
  pageSizeOf,
  positiveIntegerOf,
  shipmentsPageSize,
  type ShipmentStatus,
  shipmentStatuses,
} from '@solar/shared';

export interface ShipmentListUrlState {
  page: number;
  pageSize: number;
  search: string;
  status: ShipmentStatus | '';
  warehouseId: number | null;
  /** The planned ship date range, inclusive; '' for open. */
  from: string;
  to: string;
  /** The shipment whose record is open instead of the list; null for the list. */
  shipmentId: number | null;
}

const statusOf = (text: string | null): ShipmentStatus | '' =>
  shipmentStatuses.find((status) => status === text) ?? '';
const dayOf = (text: string | null): string =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '';

/** The shipments list's paging, search and filters, kept in the address. */
export const shipmentListUrlCodec: ListUrlCodec<ShipmentListUrlState> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('page_size'), shipmentsPageSize),
    search: params.get('search') ?? '',
    status: statusOf(params.get('status')),
    warehouseId: positiveIntegerOf(params.get('warehouse')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    shipmentId: positiveIntegerOf(params.get('shipment')),
  }),
  write: ({ page, pageSize, search, status, warehouseId, from, to, shipmentId }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (pageSize !== shipmentsPageSize) params.set('page_size', String(pageSize));
    if (search !== '') params.set('search', search);
    if (status !== '') params.set('status', status);
    if (warehouseId !== null) params.set('warehouse', String(warehouseId));
    if (from !== '') params.set('from', from);
    if (to !== '') params.set('to', to);
    if (shipmentId !== null) params.set('shipment', String(shipmentId));
    return params;
  },
};
