import type { DashboardResponse, MyTasks } from '@solar/shared';
import { menuItem } from '@solar/shared/testing';

/** A sales person's menu: deals (with the hidden deal details page) and proposals. */
export const salesMenu = [
  menuItem(1, null, 'CRM', [
    menuItem(2, 'crm/deals', 'Deals'),
    menuItem(3, 'crm/deal-details', 'Deal Details', [], { is_show: false }),
    menuItem(4, 'crm/proposals', 'Proposals'),
  ]),
];

/** An operations menu: no CRM at all. */
export const opsMenu = [
  menuItem(10, null, 'Logistics', [menuItem(11, 'logistics/stock', 'Stock')]),
  menuItem(12, null, 'Templates', [menuItem(13, 'template/contracts', 'Contracts Templates')]),
];

const stage = (id: number, name: string, count: number) => ({ id, name, count });

export const salesFigures: DashboardResponse = {
  deals: {
    total: 12,
    by_stage: [
      stage(1, 'Initial Contact', 3),
      stage(2, 'Qualification', 0),
      stage(3, 'Proposal', 2),
      stage(4, 'Negotiation', 1),
      stage(5, 'Closed Won', 1),
      stage(6, 'Closed Lost', 0),
      stage(7, 'Proposal Requested', 5),
    ],
    proposal_requested: {
      stage_id: 7,
      count: 5,
      oldest: [
        { id: 41, name: 'Gallant Farm', since: '2026-01-05T10:00:00.000Z' },
        { id: 42, name: 'Murphy Barn', since: '2026-02-10T10:00:00.000Z' },
      ],
    },
    recent: [
      {
        id: 51,
        name: 'Singh Cottage',
        stage: { id: 4, name: 'Negotiation' },
        status: { id: 3, name: 'In Progress' },
        updated_at: '2026-11-21T15:30:00.000Z',
      },
      {
        id: 52,
        name: 'Nguyen Shop',
        stage: { id: 1, name: 'Initial Contact' },
        status: { id: 1, name: 'Draft' },
        updated_at: '2026-11-20T09:00:00.000Z',
      },
    ],
  },
  proposals: {
    total: 6,
    by_status: [
      stage(1, 'Draft', 3),
      stage(2, 'Submitted', 0),
      stage(3, 'Approved', 2),
      stage(4, 'Rejected', 1),
    ],
  },
};

/** My tasks with nothing open. */
export const noTasks: MyTasks = {
  overdue: [],
  today: [],
  upcoming: [],
  counts: { overdue: 0, today: 0, upcoming: 0 },
};
