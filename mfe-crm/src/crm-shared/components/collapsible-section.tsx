import { Box, Button, Collapsible } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CollapsibleSectionProps {
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A section whose header button opens and closes it; the parent keeps only one open. */
export function CollapsibleSection({
  id,
  title,
  open,
  onToggle,
  children,
}: CollapsibleSectionProps) {
  return (
    // lazyMount: a closed section's content (the Hydro Bill's twelve inputs) is rendered on its
    // first opening, not with the page; it then stays mounted so a reopening keeps its state.
    <Collapsible.Root open={open} lazyMount borderWidth="1px" borderRadius="md">
      <Button
        variant="ghost"
        width="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {title}
        {/* A chevron that turns with the state: points down while open, right while closed. */}
        <Box
          as="span"
          aria-hidden="true"
          display="inline-flex"
          transition="transform 0.15s"
          transform={open ? 'rotate(90deg)' : undefined}
        >
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m9 6 6 6-6 6" />
          </svg>
        </Box>
      </Button>
      {/* A section open on first render and then closed kept its height in the browser (its
          closing animation starts from a height never measured), so its content stayed on screen
          under a closed header: closed means not shown, whatever the animation does. */}
      <Collapsible.Content id={id} _closed={{ display: 'none' }}>
        <Box p="3" pt="1">
          {children}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
