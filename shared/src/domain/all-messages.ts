// Every area's messages in one module, for the namespace `messages` of ./messages.ts (read there).
export * from './admin/admin-messages';
export * from './api-errors/api-errors-messages';
export * from './auth/auth-messages';
export * from './bom/bom-messages';
export * from './dashboard/dashboard-messages';
export * from './deal-contacts/deal-contacts-messages';
export * from './deals/deals-messages';
export * from './jobs/jobs-messages';
export * from './leads/leads-messages';
export * from './meetings/meetings-messages';
export * from './portal/portal-messages';
export * from './power-bills/power-bills-messages';
export * from './proposals/proposals-messages';
export * from './shell/shell-messages';
export * from './site-sketch/site-sketch-messages';
export * from './templates/templates-messages';
export * from './timeline/timeline-messages';
