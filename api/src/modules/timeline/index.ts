// What other modules use of the timeline: recording an automatic event inside their transaction,
// and reading and writing a lead's timeline behind the lead's own access rule.
export { recordTimelineEvent, type TimelineEventRecord } from './timeline-record-queries';
export {
  addNote,
  addTask,
  deleteNote,
  logMessage,
  subjectTimeline,
  type TimelineSubject,
  updateTask,
} from './timeline-queries';
export {
  timelineEntryResponseSchema,
  timelineMessageBodySchema,
  timelineNoteBodySchema,
  timelinePageResponseSchema,
  timelineQuerySchema,
  timelineTaskBodySchema,
  timelineTaskPatchBodySchema,
} from './timeline-schemas';
export { subjectTimelineRoutes } from './subject-timeline-routes';
