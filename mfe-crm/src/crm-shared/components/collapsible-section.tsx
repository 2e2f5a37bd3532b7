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
        <Box as="span" aria-hidden="true">
          {open ? '−' : '+'}
        </Box>
      </Button>
      <Collapsible.Content id={id}>
        <Box p="3" pt="1">
          {children}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
