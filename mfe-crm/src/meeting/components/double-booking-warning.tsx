import { Alert, List } from '@chakra-ui/react';
import { formatDateTime, formatTime, messages, type MeetingConflict } from '@solar/shared';

/** Who is already booked, and in which meeting: shown before the save, which stays allowed. */
export function DoubleBookingWarning({ conflicts }: { conflicts: readonly MeetingConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{messages.meetingDoubleBookedTitle}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {conflicts.map(({ person, meeting }) => (
              <List.Item key={`${person.id}-${meeting.id}`}>
                {messages.meetingDoubleBooked(
                  person.name,
                  `${meeting.title ?? messages.meetingBusyElsewhere}, ${formatDateTime(meeting.start)}–${formatTime(meeting.end)}`,
                )}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
