import { Tag } from '@chakra-ui/react';
import { dealTagColorOf } from '../../domain/deals/deal-tag-colors';
import { tagColorOf } from './tag-color-of';

interface StatusTagProps {
  label: string;
  /** Overrides the colour derived from the label. */
  colorPalette?: string;
}

/**
 * A stage or status shown as a coloured tag whose colour follows its name: the fixed colour of a
 * known deal stage or status, else the name's hashed colour.
 */
export function StatusTag({ label, colorPalette }: StatusTagProps) {
  const palette = colorPalette ?? dealTagColorOf(label) ?? tagColorOf(label);
  // The palette is also written as a data attribute: Emotion's class names do not reveal it, and
  // the page tests and the end-to-end tests read it.
  return (
    <Tag.Root size="sm" variant="subtle" colorPalette={palette} data-color-palette={palette}>
      {/* A stage or status is a short name: shown whole, a table gives its column the room
          rather than cutting it to "In…". */}
      <Tag.Label whiteSpace="nowrap" overflow="visible">
        {label}
      </Tag.Label>
    </Tag.Root>
  );
}
