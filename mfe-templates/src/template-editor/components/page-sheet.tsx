import { Box } from '@chakra-ui/react';
import {
  pageDimensions,
  pageOrientationLabels,
  type PageOrientation,
  type PageSize,
} from '@solar/shared';
import type { PointerEventHandler, ReactNode, Ref } from 'react';

/** How a sheet is described to screen readers: purpose, number, paper and real size. */
export function sheetLabelOf(
  prefix: string,
  pageNumber: number,
  size: PageSize,
  orientation: PageOrientation,
) {
  const { widthMm, heightMm } = pageDimensions(size, orientation);
  return `${prefix} page ${pageNumber}, ${size} ${pageOrientationLabels[orientation].toLowerCase()}, ${widthMm} × ${heightMm} mm`;
}

/** Screen pixels per millimetre that fit the sheet's longer side into `boxPx`. */
export function scaleToFit(size: PageSize, orientation: PageOrientation, boxPx: number): number {
  const { widthMm, heightMm } = pageDimensions(size, orientation);
  return boxPx / Math.max(widthMm, heightMm);
}

interface PageSheetProps {
  label: string;
  size: PageSize;
  orientation: PageOrientation;
  /** Screen pixels per millimetre. */
  scale: number;
  children?: ReactNode;
  sheetRef?: Ref<HTMLDivElement>;
  onPointerDown?: PointerEventHandler<HTMLDivElement>;
}

/**
 * A sheet of paper at a scale: its width and height follow the real paper (the aspect ratio is
 * an inline style so it is exact and readable in tests); blocks are placed inside in millimetres.
 */
export function PageSheet({
  label,
  size,
  orientation,
  scale,
  children,
  sheetRef,
  onPointerDown,
}: PageSheetProps) {
  const { widthMm, heightMm } = pageDimensions(size, orientation);
  return (
    <Box
      ref={sheetRef}
      role="group"
      aria-label={label}
      position="relative"
      flexShrink={0}
      bg="white"
      borderWidth="1px"
      borderColor="border.emphasized"
      boxShadow="sm"
      overflow="hidden"
      onPointerDown={onPointerDown}
      style={{
        width: `${widthMm * scale}px`,
        height: `${heightMm * scale}px`,
        aspectRatio: `${widthMm} / ${heightMm}`,
      }}
    >
      {children}
    </Box>
  );
}
