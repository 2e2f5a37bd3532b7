// Messages: the activity timeline of a deal (notes, logged calls and e-mails, tasks) and My tasks.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// The composer's fields, checked by the browser and again by the API.
export const timelineNoteRequired = 'Please write the note';
export const timelineSummaryRequired = 'Please write a short summary';
export const timelineTextTooLong = 'Keep it under 5000 characters';
export const timelineDirectionRequired = 'Please choose incoming or outgoing';
export const timelineTaskTitleRequired = 'Please enter the task';
export const timelineTaskTitleTooLong = 'Keep the task under 200 characters';
export const timelineDueDateRequired = 'Please choose a due date';
export const timelineAssigneeRequired = 'Please choose who does the task';
export const timelineTaskChangeRequired = 'Nothing to change on the task';

// Answers of the API.
export const apiTimelineAssigneeNotStaff = 'Tasks can only be assigned to an active staff member';
export const apiTimelineEntryNotFound = 'Timeline entry not found';
export const apiTimelineNotYourNote = 'Only the author may delete a note';

// The timeline panel of a deal or a lead.
export const failedToLoadTimeline = 'Failed to load the timeline';
export const timelineEmpty =
  'Nothing has happened on this deal yet. Write a note, log a call or an e-mail, or add a task above.';
export const leadTimelineEmpty =
  'Nothing has happened on this lead yet. Write a note, log a call or an e-mail, or add a task above.';
export const timelineEmptyForKind = 'No entries of this kind yet. Choose "Everything" to see all.';
export const timelineEntryAdded = 'Added to the timeline';
export const failedToAddTimelineEntry = 'Failed to add to the timeline';
export const timelineTaskUpdated = 'Task updated';
export const failedToUpdateTimelineTask = 'Failed to update the task';
export const deleteNoteTitle = 'Delete Note';
export const deleteNoteConfirmText = 'Are you sure you want to delete this note?';
export const timelineNoteDeleted = 'Note deleted';
export const failedToDeleteTimelineNote = 'Failed to delete the note';
export const failedToLoadStaffUsers = 'Failed to load the staff to assign';

// My tasks on the dashboard.
export const failedToLoadMyTasks = 'Failed to load your tasks';
export const myTasksEmpty =
  'No open tasks. Tasks assigned to you on a deal’s or a lead’s timeline appear here.';

// What the timeline says of each automatic event (names as they were then).
export const timelineStageChanged = (from: string, to: string) =>
  `Stage changed from ${from} to ${to}`;
export const timelineStatusChanged = (from: string, to: string) =>
  `Status changed from ${from} to ${to}`;
export const timelineDealDeleted = (name: string) => `Deal ${name} deleted`;
export const timelinePowerBillAdded = (name: string) => `Power bill “${name}” added`;
export const timelinePowerBillSaved = (name: string) => `Power bill “${name}” saved`;
export const timelineContactAdded = (name: string) => `Contact ${name} added`;
export const timelineSiteSketchSaved = 'Site sketch saved';
export const timelineProposalCreated = (version: number) => `Proposal version ${version} created`;
export const timelineProposalSaved = (version: number) => `Proposal version ${version} saved`;
export const timelineProposalStatusChanged = (version: number, from: string, to: string) =>
  `Proposal version ${version} moved from ${from} to ${to}`;
export const timelineProposalSent = (version: number, to: string) =>
  `Proposal version ${version} sent to ${to}`;
export const timelineProposalViewed = (version: number) =>
  `The customer opened proposal version ${version}`;
export const timelineProposalSigned = (version: number, signer: string) =>
  `Proposal version ${version} signed by ${signer}`;
export const timelineProposalDeclined = (version: number, reason: string) =>
  reason === ''
    ? `The customer declined proposal version ${version}`
    : `The customer declined proposal version ${version}: ${reason}`;
export const timelineDocumentGenerated = (fileName: string) => `Document generated: ${fileName}`;
export const timelineServiceRequest = (kind: string) => `Service request: ${kind}`;
export const timelineMeetingBooked = (title: string, kind: string, start: string) =>
  `${kind} “${title}” booked for ${start}`;
export const timelineMeetingRescheduled = (title: string, from: string, to: string) =>
  `Meeting “${title}” moved from ${from} to ${to}`;
export const timelineMeetingCancelled = (title: string, start: string) =>
  `Meeting “${title}” of ${start} cancelled`;
export const timelineLeadCreated = (name: string) => `Lead ${name} recorded`;
export const timelineLeadStatusChanged = (from: string, to: string) =>
  `Lead status changed from ${from} to ${to}`;
export const timelineLeadAssigned = (name: string) => `Lead assigned to ${name}`;
export const timelineLeadConverted = (dealName: string) => `Lead converted to deal ${dealName}`;
