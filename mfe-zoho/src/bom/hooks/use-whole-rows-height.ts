import { type RefObject, useLayoutEffect, useState } from 'react';
import { wholeRowsHeight } from '../utils/whole-rows-height';

/**
 * The height of a scrolling table's box that shows whole rows only, measured from its drawn header
 * and first row, again whenever the rows or the window's size change. `box` holds the table.
 */
export function useWholeRowsHeight(
  box: RefObject<HTMLElement | null>,
  limitPx: number,
  rowsKey: unknown,
): number {
  const [height, setHeight] = useState(limitPx);
  useLayoutEffect(() => {
    const measure = () => {
      const element = box.current;
      const header = element?.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      const row = element?.querySelector('tbody tr')?.getBoundingClientRect().height ?? 0;
      // The box's own border is part of its height (border-box), so it counts as header.
      const border = element ? element.offsetHeight - element.clientHeight : 0;
      setHeight(wholeRowsHeight(limitPx, header + Math.max(0, border), row));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [box, limitPx, rowsKey]);
  return height;
}
