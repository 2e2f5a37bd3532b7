import { Button, CloseButton, DataList, Dialog, Portal } from '@chakra-ui/react';
import { formatDateTime, formatTime, messages, type Meeting } from '@solar/shared';

interface MeetingSummaryDialogProps {
  meeting: Meeting;
  onClose: () => void;
  onDownload: (meeting: Meeting) => void;
}

/** A meeting the user attends but may not change (another team's organiser): what, when, who. */
export function MeetingSummaryDialog({ meeting, onClose, onDownload }: MeetingSummaryDialogProps) {
  const rows: [string, string][] = [
    ['Kind', meeting.kind],
    ['When', `${formatDateTime(meeting.start)}–${formatTime(meeting.end)}`],
    ['Location', meeting.location || '—'],
    ['Deal', meeting.deal?.name ?? '—'],
    ['Organiser', meeting.organiser.name],
    ['Attendees', meeting.attendees.map((person) => person.name).join(', ') || '—'],
    ['Notes', meeting.notes || '—'],
    ['Outcome', meeting.outcome || '—'],
  ];
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{meeting.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DataList.Root orientation="horizontal">
                {rows.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onDownload(meeting)}>
                {messages.meetingDownloadIcs}
              </Button>
              <Button onClick={onClose}>Close</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
