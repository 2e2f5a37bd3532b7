import { localCalendarDay, type Notification, workplacePath } from '@solar/shared';

/**
 * The page a notification opens: the deal's details; the leads list for a lead or a lead import
 * (a lead has no page of its own); the calendar's day of a meeting.
 */
export function notificationPath({ target, parts }: Notification): string {
  switch (target.kind) {
    case 'deal':
      return workplacePath('crm/deal-details/:dealId', { dealId: target.id });
    case 'lead':
    case 'import':
      return workplacePath('crm/leads');
    case 'meeting': {
      const startsAt = parts.starts_at ? new Date(parts.starts_at) : new Date();
      return `${workplacePath('crm/meeting')}?date=${localCalendarDay(startsAt)}&view=day`;
    }
  }
}
