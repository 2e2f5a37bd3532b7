import { type PointerEvent as ReactPointerEvent, type RefObject, useRef, useState } from 'react';

/** A card being dragged: which, where the pointer is, and the column under it. */
interface BoardDrag {
  dealId: number;
  x: number;
  y: number;
  overStageId: number | null;
}

/** How far the pointer must travel before a press on the handle becomes a drag (px). */
const dragThreshold = 5;
/** Near the board's left or right edge a drag scrolls the columns (px from the edge, px a move). */
const edge = 48;
const edgeStep = 24;

/** The column under a point: columns carry `data-board-stage` with their stage id. */
function stageAt(x: number, y: number): number | null {
  const column = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-board-stage]');
  return column ? Number(column.dataset.boardStage) : null;
}

/**
 * Dragging cards between columns with pointer events, so a mouse, a pen and a finger all work. A
 * drag starts on a card's handle (the rest of the card scrolls the board on a phone); the card
 * follows the pointer as a copy that ignores the pointer, so the column under it can be found.
 */
export function useBoardDrag(
  scroller: RefObject<HTMLElement | null>,
  onDrop: (dealId: number, stageId: number) => void,
) {
  const [drag, setDrag] = useState<BoardDrag | null>(null);
  const press = useRef<{ dealId: number; x: number; y: number; dragging: boolean } | null>(null);

  const end = () => {
    press.current = null;
    setDrag(null);
  };

  const handleProps = (dealId: number) => ({
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      press.current = { dealId, x: event.clientX, y: event.clientY, dragging: false };
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const current = press.current;
      if (!current) return;
      const moved = Math.hypot(event.clientX - current.x, event.clientY - current.y);
      if (!current.dragging && moved < dragThreshold) return;
      current.dragging = true;
      const area = scroller.current?.getBoundingClientRect();
      if (scroller.current && area) {
        if (event.clientX < area.left + edge) scroller.current.scrollLeft -= edgeStep;
        else if (event.clientX > area.right - edge) scroller.current.scrollLeft += edgeStep;
      }
      setDrag({
        dealId,
        x: event.clientX,
        y: event.clientY,
        overStageId: stageAt(event.clientX, event.clientY),
      });
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      const current = press.current;
      end();
      if (!current?.dragging) return;
      const stageId = stageAt(event.clientX, event.clientY);
      if (stageId !== null) onDrop(current.dealId, stageId);
    },
    onPointerCancel: end,
  });

  return { drag, handleProps };
}
