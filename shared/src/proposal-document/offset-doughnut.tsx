import { Box } from '@chakra-ui/react';
import { formatHundredths } from '@solar/shared';

interface OffsetDoughnutProps {
  offsetHundredthsPercent: number;
  /** Pixel size of the square chart; the spec caps it at 120. */
  size?: number;
}

const maxSize = 120;
const cutout = 0.65;
const colours = { production: '#16a34a', remainder: '#facc15' } as const;

/**
 * The solar offset doughnut: green is production's share of consumption, yellow the rest, with a
 * 65 % cutout; an offset above 100 % is a full green ring. Drawn as two stroked circles (the ring
 * between the cutout and the edge) with `pathLength` 100, so it needs no chart library: the
 * customer's browser loads it with the proposal document and nothing else.
 */
export function OffsetDoughnut({ offsetHundredthsPercent, size = maxSize }: OffsetDoughnutProps) {
  const side = Math.min(size, maxSize);
  const share = Math.min(Math.max(offsetHundredthsPercent, 0), 10_000) / 100;
  const outer = side / 2;
  const ringWidth = outer * (1 - cutout);
  const radius = outer - ringWidth / 2;
  const label = `${formatHundredths(offsetHundredthsPercent)}%`;
  const slices = [
    { key: 'remainder', length: 100, colour: colours.remainder, visible: share < 100 },
    { key: 'production', length: share, colour: colours.production, visible: share > 0 },
  ] as const;
  return (
    <Box maxH={`${maxSize}px`} display="flex" justifyContent="center">
      <svg
        width={side}
        height={side}
        viewBox={`${-side / 2} ${-side / 2} ${side} ${side}`}
        role="img"
        aria-label={`Solar offset ${label}`}
      >
        {slices
          .filter((slice) => slice.visible)
          .map((slice) => (
            <circle
              key={slice.key}
              data-slice={slice.key}
              r={radius}
              fill="none"
              stroke={slice.colour}
              strokeWidth={ringWidth}
              pathLength={100}
              strokeDasharray={`${slice.length} ${100 - slice.length}`}
              // Start at twelve o'clock and run clockwise, as the presenter's chart does.
              transform="rotate(-90)"
            />
          ))}
        <text
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={side / 7}
          fontWeight="600"
          fill="currentColor"
        >
          {label}
        </text>
      </svg>
    </Box>
  );
}
