import { Button, Group } from '@chakra-ui/react';
import { messages } from '@solar/shared';
import type { DealListView } from '../utils/deal-list-url-state';

const views: readonly { value: DealListView; label: string }[] = [
  { value: 'table', label: messages.dealsViewTable },
  { value: 'board', label: messages.dealsViewBoard },
];

/** Table or pipeline board: two toggle buttons, the chosen one pressed. */
export function DealsViewSwitch({
  view,
  onChange,
}: {
  view: DealListView;
  onChange: (view: DealListView) => void;
}) {
  return (
    <Group attached role="group" aria-label={messages.dealsViewLabel} mb="3">
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
