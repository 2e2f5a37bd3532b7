import { pageDimensions, type PageOrientation, type PageSize } from '@solar/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { scaleToFit } from '../components/page-sheet';

/**
 * Screen pixels per millimetre for a sheet: its longer side fills `boxPx`, unless the container is
 * narrower (a phone), where the sheet shrinks to the container's width so nothing is cut off.
 */
export function useFittedScale(
  size: PageSize,
  orientation: PageOrientation,
  boxPx: number,
): { containerRef: RefObject<HTMLDivElement | null>; scale: number } {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [available, setAvailable] = useState<number | null>(null);
  useEffect(() => {
    const container = containerRef.current;
    // Without a layout engine (tests, very old browsers) the sheet keeps its box size.
    if (!container || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      setAvailable(width > 0 ? width : null);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);
  const { widthMm } = pageDimensions(size, orientation);
  const boxScale = scaleToFit(size, orientation, boxPx);
  // The sheet's shadow and outline need a couple of pixels beside it.
  const scale = available === null ? boxScale : Math.min(boxScale, (available - 4) / widthMm);
  return { containerRef, scale };
}
