import {
  formatCalendarDay,
  formatDateTime,
  isRecord,
  messages,
  type ServiceRequestKind,
  serviceRequestKindLabels,
  type TimelineEntry,
} from '@solar/shared';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);
/** The name of a `{from, to}` end as the event recorded it. */
const nameOf = (end: unknown): string => (isRecord(end) ? textOf(end.name) : '');

/** A recorded instant in the user's format; nothing when the event did not record one. */
const whenOf = (value: unknown): string => {
  const text = textOf(value);
  return text === '' ? '' : formatDateTime(text);
};

/** The lines of a stage and status move: one per field that moved. */
function pipelineLines(details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const { stage, status } = details;
  if (isRecord(stage))
    lines.push(messages.timelineStageChanged(nameOf(stage.from), nameOf(stage.to)));
  if (isRecord(status)) {
    lines.push(messages.timelineStatusChanged(nameOf(status.from), nameOf(status.to)));
  }
  return lines;
}

/**
 * What an entry's heading says: its kind for what people wrote (with the call's or e-mail's
 * direction), the task's title, or the sentence of an automatic event.
 */
export function timelineEntryTitle(entry: TimelineEntry): string {
  const { details } = entry;
  switch (entry.kind) {
    case 'note':
      return 'Note';
    case 'call':
      return entry.direction === 'in' ? 'Incoming call' : 'Outgoing call';
    case 'email':
      return entry.direction === 'in' ? 'E-mail received' : 'E-mail sent';
    case 'task':
      return entry.task?.title ?? 'Task';
    case 'deal.pipeline_changed':
      return pipelineLines(details).join('. ');
    case 'deal.deleted':
      return messages.timelineDealDeleted(textOf(details.name));
    case 'power_bill.saved':
      return details.created === true
        ? messages.timelinePowerBillAdded(textOf(details.bill_name))
        : messages.timelinePowerBillSaved(textOf(details.bill_name));
    case 'deal_contact.added':
      return messages.timelineContactAdded(textOf(details.name));
    case 'site_sketch.saved':
      return messages.timelineSiteSketchSaved;
    case 'proposal_version.saved':
      return details.created === true
        ? messages.timelineProposalCreated(numberOf(details.proposal_version))
        : messages.timelineProposalSaved(numberOf(details.proposal_version));
    case 'proposal.status_changed':
      return messages.timelineProposalStatusChanged(
        numberOf(details.proposal_version),
        nameOf(details.from),
        nameOf(details.to),
      );
    case 'proposal.sent':
      return messages.timelineProposalSent(
        numberOf(details.proposal_version),
        textOf(details.recipients),
      );
    case 'proposal.viewed':
      return messages.timelineProposalViewed(numberOf(details.proposal_version));
    case 'proposal.signed':
      return messages.timelineProposalSigned(
        numberOf(details.proposal_version),
        textOf(details.signer_name),
      );
    case 'proposal.declined':
      return messages.timelineProposalDeclined(
        numberOf(details.proposal_version),
        textOf(details.reason),
      );
    case 'document.generated':
      return messages.timelineDocumentGenerated(textOf(details.file_name));
    case 'service_request.created': {
      const kind = textOf(details.request_kind) as ServiceRequestKind;
      return messages.timelineServiceRequest(serviceRequestKindLabels[kind] ?? kind);
    }
    case 'meeting.booked':
      return messages.timelineMeetingBooked(
        textOf(details.title),
        textOf(details.kind),
        whenOf(details.start),
      );
    case 'meeting.rescheduled':
      return messages.timelineMeetingRescheduled(
        textOf(details.title),
        whenOf(details.previous_start),
        whenOf(details.start),
      );
    case 'meeting.cancelled':
      return messages.timelineMeetingCancelled(textOf(details.title), whenOf(details.start));
    case 'lead.created':
      return messages.timelineLeadCreated(textOf(details.name));
    case 'lead.status_changed':
      return messages.timelineLeadStatusChanged(textOf(details.from), textOf(details.to));
    case 'lead.assigned':
      return messages.timelineLeadAssigned(textOf(details.owner_name));
    case 'lead.converted':
      return messages.timelineLeadConverted(textOf(details.deal_name));
    case 'project.created':
      return messages.timelineProjectCreated;
    case 'project.changed':
      return messages.timelineProjectChanged(projectChangeOf(details));
    case 'project.milestone_changed':
      return milestoneLine(details);
  }
}

/** What a project change was: its new status (with the reason it is blocked), else an update. */
function projectChangeOf(details: Record<string, unknown>): string {
  const { changes } = details;
  if (isRecord(changes) && isRecord(changes.status)) {
    const status = textOf(changes.status.to);
    return status === 'Blocked'
      ? `status Blocked: ${textOf(details.blocked_reason)}`
      : `status ${status}`;
  }
  return 'details updated';
}

/** A milestone completed (and why out of order, when it was), or one whose plan changed. */
function milestoneLine(details: Record<string, unknown>): string {
  const name = textOf(details.milestone_name);
  const completed = textOf(details.completed_on);
  if (completed === '') return messages.timelineMilestoneChanged(name);
  const reason = textOf(details.out_of_order_reason);
  return reason === ''
    ? messages.timelineMilestoneCompleted(name, formatCalendarDay(completed))
    : messages.timelineMilestoneCompletedOutOfOrder(name, formatCalendarDay(completed), reason);
}
