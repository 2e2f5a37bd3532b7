// What other modules use of the timeline: recording an automatic event inside their transaction.
export { recordTimelineEvent, type TimelineEventRecord } from './timeline-record-queries';
