/**
 * The text a reader of a PDF sees, page by page, as PDF.js (Firefox's viewer) extracts it: each
 * drawn run of text on a line of its own (the gaps between runs left out). Embedded fonts print glyph numbers, not letters, so only
 * a real reader (which maps them back through the font's Unicode table) shows what a customer
 * would copy from the document, replaced characters included.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    // PDF.js takes ownership of the buffer it is given.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter((text) => text.trim() !== '')
          .join('\n'),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
