import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';
import { defineRoute } from '../../http/route-declaration';
import { requireDealAccess } from '../deals';
import { myTasks } from './timeline-queries';
import { myTasksQuerySchema, myTasksResponseSchema } from './timeline-schemas';
import { subjectTimelineRoutes } from './subject-timeline-routes';

const tag = 'timeline';
/**
 * The timeline is part of the deal details page (the deals list opens it): whoever may open a
 * deal there reads and writes its timeline, behind the per-deal rule like the details themselves.
 */
const staffAccess = {
  staff: true,
  menuPaths: catalogueMenuPathsOf('crm/deals', 'crm/deal-details'),
} as const;

/** "My tasks" lists tasks on deals and on leads: either page's path opens it. */
const myTasksAccess = {
  staff: true,
  menuPaths: catalogueMenuPathsOf('crm/deals', 'crm/deal-details', 'crm/leads'),
} as const;

/** The calendar day of the server, for a caller that does not say which day it is for them. */
const serverToday = () => new Date().toISOString().slice(0, 10);

/**
 * The activity timeline of a deal: what people write (notes, logged calls and e-mails, tasks) and
 * what the product records by itself; and the caller's open tasks.
 */
export const timelineRoutes = [
  ...subjectTimelineRoutes({
    noun: 'deal',
    access: staffAccess,
    tag,
    requireAccess: requireDealAccess,
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/tasks/mine/',
    access: myTasksAccess,
    tag,
    summary: "The caller's open tasks on deals and leads they may open: overdue, today, upcoming",
    schemas: { querystring: myTasksQuerySchema, response: myTasksResponseSchema },
    async handler({ query }, { deps, auth }) {
      return myTasks(deps.database.db, auth.user, query.today ?? serverToday());
    },
  }),
];
