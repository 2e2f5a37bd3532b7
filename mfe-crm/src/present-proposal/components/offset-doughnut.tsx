import { Box } from '@chakra-ui/react';
import { formatHundredths } from '@solar/shared';
import { arc, pie, type PieArcDatum } from 'd3';
import { useMemo } from 'react';

export interface OffsetDoughnutProps {
  offsetHundredthsPercent: number;
  /** Pixel size of the square chart; the spec caps it at 120. */
  size?: number;
}

const maxSize = 120;
const cutout = 0.65;
const colours = { production: '#16a34a', remainder: '#facc15' } as const;

interface Slice {
  key: keyof typeof colours;
  value: number;
}

/**
 * The solar offset doughnut: green is production's share of consumption, yellow the rest, with a
 * 65 % cutout. An offset above 100 % is a full green ring (there is no remainder to show).
 */
export function OffsetDoughnut({ offsetHundredthsPercent, size = maxSize }: OffsetDoughnutProps) {
  const side = Math.min(size, maxSize);
  const paths = useMemo(() => {
    const share = Math.min(Math.max(offsetHundredthsPercent, 0), 10_000);
    const slices: Slice[] = [
      { key: 'production', value: share },
      { key: 'remainder', value: 10_000 - share },
    ];
    const radius = side / 2;
    const shape = arc<PieArcDatum<Slice>>()
      .innerRadius(radius * cutout)
      .outerRadius(radius);
    return pie<Slice>()
      .sort(null)
      .value((slice) => slice.value)(slices)
      .filter((datum) => datum.data.value > 0)
      .map((datum) => ({ key: datum.data.key, d: shape(datum) ?? '' }));
  }, [offsetHundredthsPercent, side]);
  const label = `${formatHundredths(offsetHundredthsPercent)}%`;
  return (
    <Box maxH={`${maxSize}px`} display="flex" justifyContent="center">
      <svg
        width={side}
        height={side}
        viewBox={`${-side / 2} ${-side / 2} ${side} ${side}`}
        role="img"
        aria-label={`Solar offset ${label}`}
      >
        {paths.map((path) => (
          <path key={path.key} d={path.d} fill={colours[path.key]} data-slice={path.key} />
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
