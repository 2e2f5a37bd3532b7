// What other modules use of leads: the per-lead access rule (a meeting about a lead needs it), and
// the Leads page's path (the upload engine's lead files are for its people).
export { requireLeadAccess } from './leads-queries';
export { leadPaths } from './leads-menu-paths';
