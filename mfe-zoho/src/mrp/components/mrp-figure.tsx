import { Button, Text } from '@chakra-ui/react';
import { formatNumber } from '@solar/shared';

interface MrpFigureProps {
  value: number;
  /** Opens the figure's sources; a figure without any is plain text. */
  onOpen?: (() => void) | undefined;
  /** What the number is, for screen readers ("46 gross demand of MOD-405 in Mar 8, 2027"). */
  label: string;
  /** Shown in red: a shortage, or stock below safety stock. */
  warn?: boolean;
}

/** One number of the plan: a dot for zero, else a button when its sources can be opened. */
export function MrpFigure({ value, onOpen, label, warn = false }: MrpFigureProps) {
  if (value === 0) {
    return (
      <Text as="span" color="fg.subtle" aria-label={`0 ${label}`}>
        ·
      </Text>
    );
  }
  if (onOpen) {
    return (
      <Button
        size="xs"
        variant="ghost"
        px="1"
        minW="0"
        aria-label={`${formatNumber(value)} ${label}: show sources`}
        onClick={onOpen}
      >
        {formatNumber(value)}
      </Button>
    );
  }
  return (
    <Text
      as="span"
      color={warn ? 'fg.error' : undefined}
      fontWeight={warn ? 'semibold' : undefined}
    >
      {formatNumber(value)}
    </Text>
  );
}
