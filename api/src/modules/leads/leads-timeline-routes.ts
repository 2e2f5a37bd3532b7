import { subjectTimelineRoutes } from '../timeline';
import { leadPaths } from './leads-menu-paths';
import { requireLeadAccess } from './leads-queries';

const tag = 'leads';
/** A lead's timeline is part of the Leads page: its path, then the per-lead rule. */
const access = { staff: true, menuPaths: leadPaths } as const;

/**
 * The activity timeline of a lead, the deal timeline's twin: what people write and what the
 * product records (creation, status moves, assignment, meetings, the conversion). After the
 * conversion these entries are on the new deal's timeline too.
 */
export const leadTimelineRoutes = subjectTimelineRoutes({
  noun: 'lead',
  access,
  tag,
  requireAccess: requireLeadAccess,
});
