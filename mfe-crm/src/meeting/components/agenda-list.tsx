import { Badge, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import {
  formatTime,
  formatWeekday,
  messages,
  workplacePath,
  type MeetingSlot,
} from '@solar/shared';
import { addDays, dayKey } from '../utils/calendar-range';
import { meetingsOfDay } from '../utils/day-layout';
import { kindColor } from '../utils/kind-color';

interface AgendaListProps {
  days: readonly Date[];
  meetings: readonly MeetingSlot[];
  onOpen: (meeting: MeetingSlot) => void;
  onDownload: (meeting: MeetingSlot) => void;
}

const TitleButton = chakra('button');

/** The meetings of the coming days as a list, day by day: the phone's calendar. */
export function AgendaList({ days, meetings, onOpen, onDownload }: AgendaListProps) {
  const groups = days
    .map((day) => ({ day, list: meetingsOfDay(meetings, day, addDays(day, 1)) }))
    .filter((group) => group.list.length > 0);
  if (groups.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {messages.meetingsEmpty}
      </Text>
    );
  }
  return (
    <Stack gap="5">
      {groups.map(({ day, list }) => (
        <Stack as="section" key={dayKey(day)} gap="2" aria-labelledby={`agenda-${dayKey(day)}`}>
          <Text as="h3" id={`agenda-${dayKey(day)}`} fontWeight="semibold">
            {formatWeekday(day.toISOString())}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {list.map((meeting) => (
              <Stack
                as="li"
                key={meeting.id}
                direction={{ base: 'column', md: 'row' }}
                gap={{ base: '1', md: '4' }}
                borderWidth="1px"
                borderLeftWidth="4px"
                borderLeftColor={`${kindColor(meeting.kind)}.solid`}
                rounded="md"
                p="3"
              >
                <Text minW="9rem" fontSize="sm" color="fg.muted">
                  {formatTime(meeting.start)}–{formatTime(meeting.end)}
                </Text>
                <Stack gap="1" flex="1" minW="0">
                  <HStack wrap="wrap" gap="2">
                    <TitleButton
                      type="button"
                      fontWeight="semibold"
                      textAlign="start"
                      textDecoration="underline"
                      onClick={() => onOpen(meeting)}
                    >
                      {meeting.title}
                    </TitleButton>
                    <Badge colorPalette={kindColor(meeting.kind)}>{meeting.kind}</Badge>
                  </HStack>
                  {meeting.deal ? (
                    <Link
                      to={workplacePath('crm/deal-details/:dealId', { dealId: meeting.deal.id })}
                    >
                      <Text as="span" fontSize="sm" color="blue.fg" textDecoration="underline">
                        {meeting.deal.name}
                      </Text>
                    </Link>
                  ) : null}
                  {meeting.location ? (
                    <Text fontSize="sm" overflowWrap="anywhere">
                      {meeting.location}
                    </Text>
                  ) : null}
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf={{ base: 'flex-start', md: 'center' }}
                  onClick={() => onDownload(meeting)}
                >
                  {messages.meetingDownloadIcs}
                </Button>
              </Stack>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
