import type { TemplateBlock } from '@solar/shared';

const kindNames: Record<TemplateBlock['kind'], string> = {
  text: 'Text block',
  image: 'Image block',
  table: 'Table block',
  chart: 'Chart block',
};

/** Whether the block shows (or, for an image, announces) any text of its own. */
function hasContentText(block: TemplateBlock): boolean {
  switch (block.kind) {
    case 'text':
      return block.text.trim() !== '';
    case 'table':
      return block.rows.some((row) => row.some((cell) => cell.trim() !== ''));
    case 'image':
      // Without an image the block says so in words.
      return block.image_id === null || block.alt.trim() !== '';
    case 'chart':
      return true;
  }
}

/**
 * The hidden start of a block's accessible name: "Text block 2: " (kind and position on the
 * page). The rest of the name is the block's own content, so the name always contains the text
 * the block shows (WCAG 2.5.3 label in name) — a shortened copy in `aria-label` did not.
 */
export function blockLabelOf(block: TemplateBlock, index: number): string {
  const base = `${kindNames[block.kind]} ${index + 1}`;
  return hasContentText(block) ? `${base}: ` : base;
}
