/**
 * The text a reader of a PDF sees, as PDF.js (Firefox's viewer) extracts it: each drawn run of
 * text on a line of its own. The documents embed their font, whose glyph numbers only a real
 * reader maps back to letters.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) {
        if ('str' in item && item.str.trim() !== '') lines.push(item.str);
      }
    }
    return lines.join('\n');
  } finally {
    await document.destroy();
  }
}
