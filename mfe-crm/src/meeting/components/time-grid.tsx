import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  formatDateTime,
  formatTime,
  formatWeekday,
  messages,
  type MeetingSlot,
} from '@solar/shared';
import { addDays, dayKey } from '../utils/calendar-range';
import { layoutDay } from '../utils/day-layout';
import { kindColor } from '../utils/kind-color';

const hourPx = 48;
const slotsPerHour = 2;
const slotMinutes = 60 / slotsPerHour;
const slotPx = hourPx / slotsPerHour;
const slotsPerDay = 24 * slotsPerHour;
/** The working day starts in view; earlier and later hours are a scroll away. */
const firstHourInView = 7;

interface TimeGridProps {
  days: readonly Date[];
  meetings: readonly MeetingSlot[];
  /** A slot was chosen (click, Enter or Space): book from its start. */
  onCreate: (start: Date) => void;
  onOpen: (meeting: MeetingSlot) => void;
  /** A meeting was dropped on a slot: move it there, keeping its length. */
  onMove: (meeting: MeetingSlot, start: Date) => void;
}

const SlotButton = chakra('button');

function slotStart(day: Date, slot: number): Date {
  const start = new Date(day);
  start.setHours(0, slot * slotMinutes, 0, 0);
  return start;
}

/**
 * The day and week views: a column per day, half-hour slots to book in (the arrow keys move
 * between them, Enter books), and the meetings placed by their times, side by side where they
 * overlap. A meeting the user may change can be dragged to another slot.
 */
export function TimeGrid({ days, meetings, onCreate, onOpen, onMove }: TimeGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const slotRefs = useRef(new Map<string, HTMLButtonElement>());
  const [active, setActive] = useState({ day: 0, slot: firstHourInView * slotsPerHour + 2 });
  const [focusWanted, setFocusWanted] = useState(false);
  const dragged = useRef<MeetingSlot | null>(null);
  const byId = new Map(meetings.map((meeting) => [meeting.id, meeting]));

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = firstHourInView * hourPx;
  }, []);
  useEffect(() => {
    if (!focusWanted) return;
    slotRefs.current.get(`${active.day}-${active.slot}`)?.focus();
    setFocusWanted(false);
  }, [active, focusWanted]);
  const dayCount = days.length;
  const activeDay = Math.min(active.day, dayCount - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: number, slot: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      PageUp: [0, -slotsPerHour * 2],
      PageDown: [0, slotsPerHour * 2],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive({
      day: Math.max(0, Math.min(dayCount - 1, day + move[0])),
      slot: Math.max(0, Math.min(slotsPerDay - 1, slot + move[1])),
    });
    setFocusWanted(true);
  };

  const columns = `4.75rem repeat(${dayCount}, minmax(${dayCount > 1 ? '5.5rem' : '0'}, 1fr))`;
  return (
    <Box borderWidth="1px" rounded="md" overflowX="auto">
      <Box minW={dayCount > 1 ? '44rem' : undefined}>
        <Grid templateColumns={columns} borderBottomWidth="1px" bg="bg.subtle">
          <Box />
          {days.map((day) => (
            <Text
              key={dayKey(day)}
              as="h3"
              textAlign="center"
              fontWeight="semibold"
              fontSize="sm"
              py="2"
              color={dayKey(day) === dayKey(new Date()) ? 'blue.fg' : undefined}
            >
              {formatWeekday(day.toISOString())}
            </Text>
          ))}
        </Grid>
        <Box ref={scrollRef} maxH="36rem" overflowY="auto">
          <Grid templateColumns={columns} position="relative" h={`${24 * hourPx}px`}>
            <Box position="relative" aria-hidden="true">
              {Array.from({ length: 24 }, (_, hour) => (
                <Text
                  key={hour}
                  position="absolute"
                  top={`${hour * hourPx}px`}
                  right="1"
                  fontSize="xs"
                  color="fg.muted"
                  whiteSpace="nowrap"
                  transform="translateY(-0.1rem)"
                >
                  {formatTime(new Date(2000, 0, 1, hour).toISOString())}
                </Text>
              ))}
            </Box>
            {days.map((day, dayIndex) => {
              const next = addDays(day, 1);
              return (
                <Box
                  key={dayKey(day)}
                  position="relative"
                  borderLeftWidth="1px"
                  role="group"
                  aria-label={formatWeekday(day.toISOString())}
                >
                  {Array.from({ length: slotsPerDay }, (_, slot) => {
                    const start = slotStart(day, slot);
                    const isActive = dayIndex === activeDay && slot === active.slot;
                    return (
                      <SlotButton
                        key={slot}
                        ref={(element: HTMLButtonElement | null) => {
                          const key = `${dayIndex}-${slot}`;
                          if (element) slotRefs.current.set(key, element);
                          else slotRefs.current.delete(key);
                        }}
                        type="button"
                        display="block"
                        w="full"
                        h={`${slotPx}px`}
                        borderTopWidth={slot % slotsPerHour === 0 ? '1px' : '0'}
                        borderColor="border.muted"
                        cursor="pointer"
                        _hover={{ bg: 'blue.subtle' }}
                        _focusVisible={{
                          outline: '2px solid',
                          outlineColor: 'blue.focusRing',
                          outlineOffset: '-2px',
                        }}
                        tabIndex={isActive ? 0 : -1}
                        aria-label={messages.meetingSlotLabel(formatDateTime(start.toISOString()))}
                        onClick={() => {
                          setActive({ day: dayIndex, slot });
                          onCreate(start);
                        }}
                        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) =>
                          onKeyDown(event, dayIndex, slot)
                        }
                        onDragOver={(event) => {
                          if (dragged.current) event.preventDefault();
                        }}
                        onDrop={(event) => {
                          event.preventDefault();
                          const id = Number(event.dataTransfer.getData('text/plain'));
                          const meeting = dragged.current ?? byId.get(id);
                          dragged.current = null;
                          if (meeting) onMove(meeting, start);
                        }}
                      />
                    );
                  })}
                  {layoutDay(meetings, day, next).map((placed) => {
                    const { meeting } = placed;
                    // The right edge stays free, so a busy slot can still be clicked to book.
                    const width = 85 / placed.columns;
                    const color = kindColor(meeting.kind);
                    return (
                      <SlotButton
                        key={meeting.id}
                        type="button"
                        position="absolute"
                        top={`${(placed.startMinute / 60) * hourPx}px`}
                        h={`${Math.max(((placed.endMinute - placed.startMinute) / 60) * hourPx, 18)}px`}
                        left={`calc(${placed.column * width}% + 2px)`}
                        w={`calc(${width}% - 4px)`}
                        overflow="hidden"
                        textAlign="start"
                        fontSize="xs"
                        px="1"
                        rounded="sm"
                        bg={`${color}.subtle`}
                        color={`${color}.fg`}
                        borderLeftWidth="3px"
                        borderColor={`${color}.solid`}
                        cursor={meeting.can_edit ? 'grab' : 'pointer'}
                        draggable={meeting.can_edit}
                        title={meeting.title}
                        onDragStart={(event) => {
                          dragged.current = meeting;
                          event.dataTransfer.setData('text/plain', String(meeting.id));
                          event.dataTransfer.effectAllowed = 'move';
                        }}
                        onDragEnd={() => {
                          dragged.current = null;
                        }}
                        onClick={() => onOpen(meeting)}
                      >
                        <Text as="span" fontWeight="semibold" display="block" truncate>
                          {meeting.title}
                          <Text as="span" srOnly>
                            ,{' '}
                          </Text>
                        </Text>
                        <Text as="span" display="block" truncate>
                          {formatTime(meeting.start)}–{formatTime(meeting.end)}
                        </Text>
                      </SlotButton>
                    );
                  })}
                </Box>
              );
            })}
          </Grid>
        </Box>
      </Box>
    </Box>
  );
}
