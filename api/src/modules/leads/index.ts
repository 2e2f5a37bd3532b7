// What other modules use of leads: the per-lead access rule (a meeting about a lead needs it).
export { requireLeadAccess } from './leads-queries';
