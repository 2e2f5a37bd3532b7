import type { DealDetails, DealListRow, SalesPersonTreeResponse } from '@solar/shared';
import type { FakeHandler } from '@solar/shared/testing';

export const stages = [
  { id: 1, name: 'Initial Contact' },
  { id: 2, name: 'Qualification' },
  { id: 7, name: 'Proposal Requested' },
];
export const statuses = [
  { id: 1, name: 'Draft' },
  { id: 2, name: 'In Progress' },
];
export const provinces = [
  { id: 1, name: 'Ontario', code: 'ON', country: 1 },
  { id: 2, name: 'Quebec', code: 'QC', country: 1 },
];
export const salesTree: SalesPersonTreeResponse = {
  status: 'success',
  current_user_id: 10,
  data: [
    {
      id: 10,
      username: 'manager',
      email: 'manager@example.com',
      first_name: 'Mia',
      last_name: 'Manager',
      children: [
        {
          id: 11,
          username: 'rep1',
          email: 'rep1@example.com',
          first_name: 'Rea',
          last_name: 'One',
          children: [],
        },
      ],
    },
  ],
};

export function dealRow(id: number, overrides: Partial<DealListRow> = {}): DealListRow {
  return {
    id,
    name: `Deal ${id}`,
    version: 1,
    stage: { id: 7, name: 'Proposal Requested' },
    status: { id: 1, name: 'Draft' },
    business_type: 1,
    deal_group_type: 1,
    sales_person: { id: 11, username: 'rep1', email: 'rep1@example.com' },
    address: {
      address_id: 100 + id,
      address: `${id} King St W`,
      city: null,
      city_text: 'Toronto',
      city_name: 'Toronto',
      province: 1,
      province_text: 'Ontario',
      province_name: 'Ontario',
      postal_code: 'M5H1A1',
      latitude: 43.6487,
      longitude: -79.3817,
    },
    power_bill: null,
    has_contact: false,
    has_site_sketch: false,
    created_at: '2025-01-02T10:00:00.000Z',
    updated_at: '2025-01-03T10:00:00.000Z',
    ...overrides,
  };
}

export function dealDetails(id: number, overrides: Partial<DealDetails> = {}): DealDetails {
  return {
    ...dealRow(id),
    created_by: { id: 10, username: 'manager', email: 'm@x' },
    ...overrides,
  };
}

/** The reference lists every deals page loads. */
export const referenceHandlers: Record<string, FakeHandler> = {
  'GET /api/crm/deal-stages/': { body: stages },
  'GET /api/crm/deal-statuses/': { body: statuses },
  'GET /api/crm/provinces/': { body: provinces },
  'GET /api/crm/plus/sales-person-tree/': { body: salesTree },
};
