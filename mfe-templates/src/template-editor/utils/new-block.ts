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

/**
 * A new block of a kind, placed inside the page's 15 mm margin and stepped down 8 mm per block
 * already on the page so that new blocks do not hide each other.
 */
export function newBlock(
  kind: BlockKind,
  existing: number,
  pageSize: PageSize,
  orientation: PageOrientation,
): TemplateBlock {
  const page = pageDimensions(pageSize, orientation);
  const width = Math.min(defaultSizes[kind].width, page.widthMm - 30);
  const height = Math.min(defaultSizes[kind].height, page.heightMm - 30);
  const y = Math.min(15 + existing * 8, page.heightMm - height);
  const frame = { id: newId('block'), x: 15, y, width, height };
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
