import { dashboardResponseSchema } from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import { dealListPaths } from '../crm';
import { proposalListPaths } from '../proposals';
import { menuPathsOf } from '../users';
import { dashboardDeals, dashboardProposals } from './dashboard-queries';

export const dashboardRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/dashboard/',
    // Every staff user has a dashboard (the spec's /dashboard is "staff only"); what it holds
    // follows the caller's menu paths below, so nobody learns counts of an area they cannot open.
    access: { staff: true, menuPaths: [] },
    tag: 'dashboard',
    summary:
      'Staff dashboard figures: visible deals by stage, waiting, recent; proposals by status',
    schemas: { response: dashboardResponseSchema },
    async handler(_input, { deps, auth }) {
      const db = deps.database.db;
      const caller = auth.user;
      const permitted = caller.isSuperuser ? null : await menuPathsOf(db, caller);
      const holds = (paths: readonly string[]) =>
        permitted === null || paths.some((path) => permitted.has(path));
      // Deal figures go to whoever may list deals, so they match that list for the same user.
      const [deals, proposals] = await Promise.all([
        holds(dealListPaths) ? dashboardDeals(db, caller) : null,
        holds(proposalListPaths) ? dashboardProposals(db, caller) : null,
      ]);
      return { deals, proposals };
    },
  }),
];
