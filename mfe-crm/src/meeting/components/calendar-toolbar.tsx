import { Button, ButtonGroup, HStack, Stack, Text } from '@chakra-ui/react';
import { messages, SelectField, type MeetingPeople, type MeetingScope } from '@solar/shared';
import type { CalendarView } from '../utils/calendar-range';

const views: { value: CalendarView; label: string }[] = [
  { value: 'day', label: messages.meetingViewDay },
  { value: 'week', label: messages.meetingViewWeek },
  { value: 'month', label: messages.meetingViewMonth },
  { value: 'agenda', label: messages.meetingViewAgenda },
];

interface CalendarToolbarProps {
  view: CalendarView;
  onView: (view: CalendarView) => void;
  title: string;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  scope: MeetingScope;
  personId: number | null;
  people: MeetingPeople | undefined;
  onWhose: (scope: MeetingScope, personId: number | null) => void;
}

/** The calendar's controls: whose meetings, which view, which period. */
export function CalendarToolbar({
  view,
  onView,
  title,
  onStep,
  onToday,
  scope,
  personId,
  people,
  onWhose,
}: CalendarToolbarProps) {
  const whose = scope === 'person' ? `person:${personId ?? ''}` : scope;
  const options = [
    { value: 'me', label: messages.meetingScopeMe },
    { value: 'team', label: messages.meetingScopeTeam },
    ...(people?.team ?? []).map((person) => ({
      value: `person:${person.id}`,
      label: person.name,
    })),
  ];
  return (
    <Stack gap="3">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
        <SelectField
          id="meeting-whose"
          label="Whose meetings"
          size="sm"
          maxW={{ md: '16rem' }}
          value={whose}
          onChange={(value) => {
            if (value.startsWith('person:')) onWhose('person', Number(value.slice(7)));
            else onWhose(value as MeetingScope, null);
          }}
          options={options}
        />
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="View">
          {views.map((option) => (
            <Button
              key={option.value}
              aria-pressed={view === option.value}
              variant={view === option.value ? 'solid' : 'outline'}
              onClick={() => onView(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </ButtonGroup>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onStep(-1)}>
          {messages.meetingPrevious}
        </Button>
        <Button size="sm" variant="outline" onClick={onToday}>
          {messages.meetingToday}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onStep(1)}>
          {messages.meetingNext}
        </Button>
        <Text as="h2" fontSize="lg" fontWeight="semibold" aria-live="polite">
          {title}
        </Text>
      </HStack>
    </Stack>
  );
}
