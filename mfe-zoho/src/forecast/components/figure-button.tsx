import { Button } from '@chakra-ui/react';
import { formatNumber } from '@solar/shared';

interface FigureButtonProps {
  value: number;
  /** What the figure is, for a screen reader: `Deals of 3.2 expected installations in April 2027`. */
  label: string;
  selected: boolean;
  onSelect: () => void;
}

/** A figure of the forecast that shows the deals it comes from when chosen. */
export function FigureButton({ value, label, selected, onSelect }: FigureButtonProps) {
  return (
    <Button
      size="xs"
      variant={selected ? 'solid' : 'ghost'}
      aria-label={label}
      aria-pressed={selected}
      fontVariantNumeric="tabular-nums"
      onClick={onSelect}
    >
      {formatNumber(value)}
    </Button>
  );
}
