// Messages: installation projects (Active Projects, Projects History, the project dialog) and
// their milestones. One export per text, read everywhere as `messages.x`; ../messages.ts says
// where a text goes.

// Answers of the API.
export const apiProjectNotFound = 'Project not found';
export const apiProjectOwnerNotStaff = 'The project owner must be an active staff member';
export const apiProjectDoneByClosedMilestone =
  'A project becomes Done when its Closed milestone is completed';
export const apiProjectFinished = 'This project is finished; reopen it before changing milestones';
export const projectBlockedReasonRequired = 'Please say why the project is blocked';
export const projectReasonTooLong = 'Keep the reason under 500 characters';
export const projectCrewTooLong = 'Keep the crew under 100 characters';
export const projectNotesTooLong = 'Keep the notes under 2000 characters';
export const projectMilestoneOutOfOrder =
  'Earlier milestones are not complete: please give a reason to complete this one out of order';
export const projectActualDateInFuture = 'The actual date cannot be in the future';
export const projectNothingToChange = 'Nothing to change on the project';

// The pages.
export const failedToLoadProjectList = 'Failed to load the projects';
export const failedToLoadProject = 'Failed to load the project';
export const failedToLoadProjectDocuments = 'Failed to load the project’s documents';
export const failedToSaveProject = 'Failed to save the project';
export const projectSaved = 'Project saved';
export const milestoneSaved = 'Milestone saved';
export const noActiveProjectsYet =
  'No projects under way. A project starts here when one of your deals reaches Closed Won.';
export const noProjectsMatch = 'No projects match these filters. Clear a filter or the search.';
export const noProjectsHistoryYet =
  'No finished projects yet. A project comes here when its Closed milestone is completed or it is cancelled.';
export const projectBoardColumnEmpty = 'No projects at this milestone';

// What the timeline says of a project (names as they were then).
export const timelineProjectCreated = 'Installation project started';
export const timelineProjectChanged = (what: string) => `Project ${what}`;
export const timelineMilestoneCompleted = (milestone: string, date: string) =>
  `Milestone ${milestone} completed on ${date}`;
export const timelineMilestoneCompletedOutOfOrder = (
  milestone: string,
  date: string,
  reason: string,
) => `Milestone ${milestone} completed on ${date} out of order: ${reason}`;
export const timelineMilestoneChanged = (milestone: string) => `Milestone ${milestone} updated`;

// The bell.
export const notificationProjectChanged = (actor: string, deal: string, what: string) =>
  `${actor} changed the project of ${deal}: ${what}`;

// The portal.
export const portalInstallationHeading = 'Installation';
export const projectDateInvalid = 'Please enter a valid date';
