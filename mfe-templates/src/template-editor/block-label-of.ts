import type { TemplateBlock } from '@solar/shared';

const kindNames: Record<TemplateBlock['kind'], string> = {
  text: 'Text block',
  image: 'Image block',
  table: 'Table block',
  chart: 'Chart block',
};

/** "Text block 2: Dear {{customer.name}}…": kind, position on the page, and a hint of content. */
export function blockLabelOf(block: TemplateBlock, index: number): string {
  const base = `${kindNames[block.kind]} ${index + 1}`;
  const hint =
    block.kind === 'text'
      ? block.text
      : block.kind === 'chart'
        ? block.title
        : block.kind === 'image'
          ? block.alt
          : '';
  const short = hint.replace(/\s+/g, ' ').trim().slice(0, 40);
  return short ? `${base}: ${short}` : base;
}
