import { Box, VisuallyHidden } from '@chakra-ui/react';
import {
  pageDimensions,
  sampleChartData,
  type PageOrientation,
  type PageSize,
  type TemplateBlock,
  type TemplatePage,
} from '@solar/shared';
import { useRef, useState, type Dispatch, type KeyboardEvent, type PointerEvent } from 'react';
import { BlockContent } from './block-content';
import { blockLabelOf } from '../utils/block-label-of';
import { PageSheet, sheetLabelOf } from './page-sheet';
import { clampFrame, type BlockFrame, type EditorAction } from '../utils/editor-reducer';

interface PageCanvasProps {
  page: TemplatePage;
  pageNumber: number;
  size: PageSize;
  orientation: PageOrientation;
  scale: number;
  selectedBlockId: string | null;
  dispatch: Dispatch<EditorAction>;
}

interface Drag {
  blockId: string;
  mode: 'move' | 'resize';
  pointerX: number;
  pointerY: number;
  origin: BlockFrame;
  frame: BlockFrame;
}

/** Arrow keys move by 1 mm, 10 mm with Shift; with Alt they resize instead. */
function keyboardChange(event: KeyboardEvent): { dx: number; dy: number } | null {
  const step = event.shiftKey ? 10 : 1;
  switch (event.key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/**
 * The page being edited: blocks at their millimetre frames, selectable by click or Tab, moved by
 * dragging or the arrow keys, resized by the corner handle or Alt+arrows, deleted with Delete.
 * A drag previews locally and commits one change on release, so one drag is one undo step.
 */
export function PageCanvas({
  page,
  pageNumber,
  size,
  orientation,
  scale,
  selectedBlockId,
  dispatch,
}: PageCanvasProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const { widthMm, heightMm } = pageDimensions(size, orientation);

  const startDrag = (event: PointerEvent, block: TemplateBlock, mode: Drag['mode']) => {
    // Only the primary button drags (a right click opens the context menu).
    if (event.button > 0) return;
    event.stopPropagation();
    event.preventDefault();
    dispatch({ type: 'selectBlock', blockId: block.id });
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    const origin = { x: block.x, y: block.y, width: block.width, height: block.height };
    setDrag({
      blockId: block.id,
      mode,
      pointerX: event.clientX,
      pointerY: event.clientY,
      origin,
      frame: origin,
    });
  };

  const moveDrag = (event: PointerEvent) => {
    if (!drag) return;
    const dx = (event.clientX - drag.pointerX) / scale;
    const dy = (event.clientY - drag.pointerY) / scale;
    const next =
      drag.mode === 'move'
        ? { ...drag.origin, x: drag.origin.x + dx, y: drag.origin.y + dy }
        : { ...drag.origin, width: drag.origin.width + dx, height: drag.origin.height + dy };
    setDrag({ ...drag, frame: clampFrame(next, widthMm, heightMm) });
  };

  const endDrag = () => {
    if (!drag) return;
    const moved = (['x', 'y', 'width', 'height'] as const).some(
      (key) => drag.frame[key] !== drag.origin[key],
    );
    if (moved) dispatch({ type: 'setFrame', blockId: drag.blockId, frame: drag.frame });
    setDrag(null);
  };

  const onKeyDown = (event: KeyboardEvent, block: TemplateBlock) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      dispatch({ type: 'deleteBlock', blockId: block.id });
      sheet.current?.focus();
      return;
    }
    if (event.key === 'Escape') {
      dispatch({ type: 'selectBlock', blockId: null });
      return;
    }
    const change = keyboardChange(event);
    if (!change) return;
    event.preventDefault();
    if (event.altKey) {
      dispatch({ type: 'resizeBy', blockId: block.id, dw: change.dx, dh: change.dy });
    } else {
      dispatch({ type: 'nudge', blockId: block.id, dx: change.dx, dy: change.dy });
    }
  };

  return (
    <PageSheet
      label={sheetLabelOf('Editor', pageNumber, size, orientation)}
      size={size}
      orientation={orientation}
      scale={scale}
      sheetRef={sheet}
      onPointerDown={() => dispatch({ type: 'selectBlock', blockId: null })}
    >
      {page.blocks.map((block, index) => {
        const frame = drag?.blockId === block.id ? drag.frame : block;
        const selected = block.id === selectedBlockId;
        return (
          <Box
            key={block.id}
            role="button"
            tabIndex={0}
            aria-pressed={selected}
            aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Alt+ArrowRight Alt+ArrowDown Delete"
            position="absolute"
            cursor={drag?.blockId === block.id ? 'grabbing' : 'grab'}
            outline={selected ? '2px solid' : '1px dashed'}
            outlineColor={selected ? 'colorPalette.solid' : 'gray.300'}
            _focusVisible={{ outline: '3px solid', outlineColor: 'colorPalette.focusRing' }}
            touchAction="none"
            userSelect="none"
            style={{
              left: `${frame.x * scale}px`,
              top: `${frame.y * scale}px`,
              width: `${frame.width * scale}px`,
              height: `${frame.height * scale}px`,
            }}
            onPointerDown={(event) => startDrag(event, block, 'move')}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onFocus={() => {
              if (!selected) dispatch({ type: 'selectBlock', blockId: block.id });
            }}
            onKeyDown={(event) => onKeyDown(event, block)}
          >
            <VisuallyHidden>{blockLabelOf(block, index)}</VisuallyHidden>
            <BlockContent block={block} scale={scale} values={null} chart={sampleChartData} />
            {selected ? (
              <Box
                aria-hidden="true"
                data-testid="resize-handle"
                position="absolute"
                right="-5px"
                bottom="-5px"
                width="10px"
                height="10px"
                bg="colorPalette.solid"
                cursor="nwse-resize"
                onPointerDown={(event) => startDrag(event, block, 'resize')}
                onPointerMove={moveDrag}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
              />
            ) : null}
          </Box>
        );
      })}
    </PageSheet>
  );
}
