export type PaperSize = 'Letter' | 'A4';
export const paperSizes: readonly PaperSize[] = ['Letter', 'A4'];
export const proposalDocumentId = 'proposal-document';

/**
 * The print stylesheet: only the proposal document prints (the shell's sidebar, header and this
 * page's toolbar are hidden by visibility, which keeps the document's own layout), on the chosen
 * paper with margins, and sections are not split across pages.
 */
export function printStylesOf(paper: PaperSize): string {
  return `
@media print {
  @page { size: ${paper === 'A4' ? 'A4' : 'letter'} portrait; margin: 12mm; }
  body * { visibility: hidden; }
  #${proposalDocumentId}, #${proposalDocumentId} * { visibility: visible; }
  #${proposalDocumentId} { position: absolute; left: 0; top: 0; width: 100%; box-shadow: none; border: 0; }
  #${proposalDocumentId} section { break-inside: avoid; }
  #${proposalDocumentId} svg { max-height: 90mm; }
  [data-print-hidden] { display: none !important; }
}`;
}
