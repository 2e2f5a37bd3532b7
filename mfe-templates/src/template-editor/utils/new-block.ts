import {
  pageDimensions,
  type BlockKind,
  type PageOrientation,
  type PageSize,
  type TemplateBlock,
} from '@solar/shared';
import { newId } from './new-id';

/** Default sizes in mm: a paragraph, a logo, a half-page chart, a small table. */
const defaultSizes: Record<BlockKind, { width: number; height: number }> = {
  text: { width: 120, height: 20 },
  image: { width: 50, height: 30 },
  chart: { width: 140, height: 80 },
  table: { width: 140, height: 30 },
};

/** A block's place on the page, in millimetres. */
interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Page margin new blocks keep, and the gap they keep from the blocks already there, in mm. */
const marginMm = 15;
const gapMm = 2;
/** Places are tried on this grid, row by row from the top left. */
const stepMm = 5;

const overlaps = (a: Frame, b: Frame) =>
  a.x < b.x + b.width + gapMm &&
  b.x < a.x + a.width + gapMm &&
  a.y < b.y + b.height + gapMm &&
  b.y < a.y + a.height + gapMm;

/**
 * Where a new block of this size goes: the first free place inside the margins, reading the page
 * from the top left, so it never lands on what is already there. On a page with no room left it
 * goes below the last block (or at the bottom), still inside the page, for the user to move.
 */
export function freePlace(
  existing: readonly Frame[],
  size: { width: number; height: number },
  page: { widthMm: number; heightMm: number },
): { x: number; y: number } {
  const lastX = page.widthMm - marginMm - size.width;
  const lastY = page.heightMm - marginMm - size.height;
  for (let y = marginMm; y <= lastY; y += stepMm) {
    for (let x = marginMm; x <= lastX; x += stepMm) {
      if (!existing.some((block) => overlaps(block, { x, y, ...size }))) return { x, y };
    }
  }
  const below = Math.max(marginMm, ...existing.map((block) => block.y + block.height + gapMm));
  return {
    x: Math.max(0, Math.min(marginMm, page.widthMm - size.width)),
    y: Math.max(0, Math.min(below, page.heightMm - size.height)),
  };
}

/** A new block of a kind, in the page's first free place (see `freePlace`). */
export function newBlock(
  kind: BlockKind,
  existing: readonly Frame[],
  pageSize: PageSize,
  orientation: PageOrientation,
): TemplateBlock {
  const page = pageDimensions(pageSize, orientation);
  const width = Math.min(defaultSizes[kind].width, page.widthMm - 2 * marginMm);
  const height = Math.min(defaultSizes[kind].height, page.heightMm - 2 * marginMm);
  const frame = {
    id: newId('block'),
    ...freePlace(existing, { width, height }, page),
    width,
    height,
  };
  switch (kind) {
    case 'text':
      return {
        ...frame,
        kind,
        text: 'New text',
        font_size_pt: 12,
        bold: false,
        italic: false,
        align: 'left',
      };
    case 'image':
      return { ...frame, kind, image_id: null, alt: '' };
    case 'chart':
      return { ...frame, kind, chart: 'monthly-usage', title: 'Monthly usage' };
    case 'table':
      return {
        ...frame,
        kind,
        rows: [
          ['Item', 'Amount'],
          ['', ''],
        ],
        header_row: true,
        font_size_pt: 10,
      };
  }
}
