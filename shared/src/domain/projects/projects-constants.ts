// The installation project's fixed lists and limits, read by the API, the CRM and the portal.

/** Where an installation stands; Done and Cancelled projects are history. */
export const projectStatuses = ['On track', 'At risk', 'Blocked', 'Done', 'Cancelled'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** The statuses staff choose; Done comes only from completing the Closed milestone. */
export const projectChosenStatuses = ['On track', 'At risk', 'Blocked', 'Cancelled'] as const;

/** The statuses of a finished project, shown in Projects History. */
export const projectHistoryStatuses = ['Done', 'Cancelled'] as const;
export const projectActiveStatuses = ['On track', 'At risk', 'Blocked'] as const;

/** The milestones of every installation, in the order they are expected to happen. */
export const projectMilestoneKeys = [
  'site_survey',
  'design_approved',
  'permit_submitted',
  'permit_approved',
  'equipment_ordered',
  'equipment_delivered',
  'installation_scheduled',
  'installed',
  'inspection_passed',
  'utility_connection',
  'closed',
] as const;
export type ProjectMilestoneKey = (typeof projectMilestoneKeys)[number];

export const projectMilestoneNames: Record<ProjectMilestoneKey, string> = {
  site_survey: 'Site survey',
  design_approved: 'Design approved',
  permit_submitted: 'Permit submitted',
  permit_approved: 'Permit approved',
  equipment_ordered: 'Equipment ordered',
  equipment_delivered: 'Equipment delivered',
  installation_scheduled: 'Installation scheduled',
  installed: 'Installed',
  inspection_passed: 'Inspection passed',
  utility_connection: 'Utility connection (permission to operate)',
  closed: 'Closed',
};

/** The milestone whose completion finishes the project. */
export const projectFinalMilestone: ProjectMilestoneKey = 'closed';

export const projectReasonMaxLength = 500;
export const projectCrewMaxLength = 100;
export const projectNotesMaxLength = 2000;
export const projectsDefaultPageSize = 25;
export const projectsMaxPageSize = 100;
/** How many cards a board column shows; its count says how many there are in all. */
export const projectBoardColumnLimit = 50;

/** The deal stage whose reaching starts the installation project. */
export const projectStartStageName = 'Closed Won';
