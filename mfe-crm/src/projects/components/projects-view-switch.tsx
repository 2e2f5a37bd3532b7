import { Button, Group } from '@chakra-ui/react';

const views = [
  { value: 'list', label: 'List' },
  { value: 'board', label: 'Board' },
] as const;

/** List or board by milestone: two toggle buttons, the chosen one pressed (as on the deals page). */
export function ProjectsViewSwitch({
  view,
  onChange,
}: {
  view: 'list' | 'board';
  onChange: (view: 'list' | 'board') => void;
}) {
  return (
    <Group attached role="group" aria-label="Show projects as" mb="3">
      {views.map((item) => (
        <Button
          key={item.value}
          size="sm"
          variant={view === item.value ? 'solid' : 'outline'}
          aria-pressed={view === item.value}
          onClick={() => onChange(item.value)}
        >
          {item.label}
        </Button>
      ))}
    </Group>
  );
}
