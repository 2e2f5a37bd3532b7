import { messages, type Notification } from '@solar/shared';

/** What a notification says, from the names kept when it happened. */
export function notificationSentence({ kind, parts }: Notification): string {
  const part = (name: string) => parts[name] ?? '';
  switch (kind) {
    case 'task_assigned':
      return messages.notificationTaskAssigned(part('actor'), part('task'), part('subject'));
    case 'task_due':
      return messages.notificationTaskDue(part('task'));
    case 'deal_assigned':
      return messages.notificationDealAssigned(part('actor'), part('deal'));
    case 'meeting_soon':
      return messages.notificationMeetingSoon(part('meeting'));
    case 'service_request':
      return messages.notificationServiceRequest(part('deal'));
    case 'proposal_status':
      return messages.notificationProposalStatus(
        part('proposal_version'),
        part('deal'),
        part('status').toLowerCase(),
      );
    case 'import_finished':
      return messages.notificationImportFinished(part('file_name'), part('imported_rows'));
    case 'project_changed':
      return messages.notificationProjectChanged(part('actor'), part('deal'), part('change'));
    case 'proposal_customer':
      return messages.notificationProposalCustomer(
        part('actor'),
        part('action'),
        part('proposal_version'),
        part('deal'),
      );
  }
}
