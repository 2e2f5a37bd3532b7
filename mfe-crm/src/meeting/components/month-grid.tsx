import { Box, Button, chakra, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatTime, messages, type MeetingSlot } from '@solar/shared';
import { addDays, dayKey } from '../utils/calendar-range';
import { meetingsOfDay } from '../utils/day-layout';
import { kindColor } from '../utils/kind-color';

/** How many meetings a day's cell lists before "+N more". */
const shownPerDay = 3;
const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface MonthGridProps {
  days: readonly Date[];
  /** The month the grid is about: days of the edge weeks are dimmed. */
  month: number;
  meetings: readonly MeetingSlot[];
  onCreate: (start: Date) => void;
  onOpen: (meeting: MeetingSlot) => void;
  onOpenDay: (day: Date) => void;
}

const MeetingChip = chakra('button');

/** Six weeks around a month: each day lists its first meetings, links to its day view, books. */
export function MonthGrid({ days, month, meetings, onCreate, onOpen, onOpenDay }: MonthGridProps) {
  return (
    <Box borderWidth="1px" rounded="md" overflowX="auto">
      <Grid templateColumns="repeat(7, minmax(2.75rem, 1fr))" minW="20rem">
        {weekdayNames.map((name) => (
          <Text
            key={name}
            textAlign="center"
            fontSize="sm"
            fontWeight="semibold"
            py="1"
            bg="bg.subtle"
            borderBottomWidth="1px"
          >
            {name}
          </Text>
        ))}
        {days.map((day) => {
          const list = meetingsOfDay(meetings, day, addDays(day, 1));
          const label = formatDate(day.toISOString());
          const nineOClock = new Date(day);
          nineOClock.setHours(9);
          return (
            <Stack
              key={dayKey(day)}
              gap="1"
              minH="6.5rem"
              p="1"
              borderTopWidth="1px"
              borderLeftWidth="1px"
              opacity={day.getMonth() === month ? 1 : 0.6}
            >
              <HStack justify="space-between" gap="0">
                <Button
                  size="xs"
                  variant="ghost"
                  px="1"
                  fontWeight={dayKey(day) === dayKey(new Date()) ? 'bold' : 'normal'}
                  aria-label={label}
                  onClick={() => onOpenDay(day)}
                >
                  {day.getDate()}
                </Button>
                {/* Phones book from the day view or "New meeting": seven columns leave no room. */}
                <IconButton
                  display={{ base: 'none', sm: 'inline-flex' }}
                  size="2xs"
                  variant="ghost"
                  aria-label={messages.meetingDayLabel(label)}
                  onClick={() => onCreate(nineOClock)}
                >
                  +
                </IconButton>
              </HStack>
              {list.slice(0, shownPerDay).map((meeting) => (
                <MeetingChip
                  key={meeting.id}
                  type="button"
                  textAlign="start"
                  fontSize="xs"
                  px="1"
                  rounded="sm"
                  bg={`${kindColor(meeting.kind)}.subtle`}
                  color={`${kindColor(meeting.kind)}.fg`}
                  truncate
                  title={meeting.title}
                  onClick={() => onOpen(meeting)}
                >
                  {formatTime(meeting.start)} {meeting.title}
                </MeetingChip>
              ))}
              {list.length > shownPerDay ? (
                <Button size="2xs" variant="plain" onClick={() => onOpenDay(day)}>
                  {messages.meetingMoreCount(list.length - shownPerDay)}
                </Button>
              ) : null}
            </Stack>
          );
        })}
      </Grid>
    </Box>
  );
}
