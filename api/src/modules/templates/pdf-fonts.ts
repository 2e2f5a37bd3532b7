import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

/** The font engine pdf-lib is handed (its own type is not exported). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
}

const require = createRequire(import.meta.url);

/**
 * Noto Sans (SIL Open Font Licence) in its four styles. The PDF standard fonts encode WinAnsi
 * only, so a customer's name with an accent from outside it, a typographic dash or quote printed
 * as "?"; Noto Sans covers every Latin, Greek and Cyrillic letter and the typographic marks.
 */
const fontFiles: Record<keyof Fonts, string> = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  boldItalic: '@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf',
};

type FontBytes = Record<keyof Fonts, Uint8Array>;

/** The font files, read once per render process and kept for its next documents. */
let fontBytes: Promise<FontBytes> | null = null;

async function readFonts(): Promise<FontBytes> {
  const read = (style: keyof Fonts) => readFile(require.resolve(fontFiles[style]));
  const [regular, bold, italic, boldItalic] = await Promise.all([
    read('regular'),
    read('bold'),
    read('italic'),
    read('boldItalic'),
  ]);
  return { regular, bold, italic, boldItalic };
}

function loadFontBytes(): Promise<FontBytes> {
  if (!fontBytes) {
    const loading = readFonts();
    // A failed read (a broken installation) is tried again by the next document.
    loading.catch(() => {
      if (fontBytes === loading) fontBytes = null;
    });
    fontBytes = loading;
  }
  return fontBytes;
}

/**
 * Fontkit reading each font file once per render process: reading a font's tables (its shaping
 * rules above all) is most of a document's work, and the parsed font only caches what it reads,
 * so the next documents reuse it.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const cachingFontkit: Fontkit = {
  create(buffer, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let parsed = parsedFonts.get(buffer);
    if (!parsed) {
      parsed = fontkit.create(buffer);
      parsedFonts.set(buffer, parsed);
    }
    return parsed;
  },
};

/**
 * The four styles embedded in `document`, each cut down to the characters the document prints,
 * so a one-page contract carries a few kilobytes of font instead of half a megabyte per style.
 */
export async function embedFonts(document: PDFDocument): Promise<Fonts> {
  document.registerFontkit(cachingFontkit);
  const bytes = await loadFontBytes();
  const embed = (style: keyof Fonts) => document.embedFont(bytes[style], { subset: true });
  return {
    regular: await embed('regular'),
    bold: await embed('bold'),
    italic: await embed('italic'),
    boldItalic: await embed('boldItalic'),
  };
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * The text as the font can draw it: tabs become spaces, and a character the font has no glyph
 * for (an emoji, a CJK ideograph) is printed as "?" rather than an empty box or a failed
 * document.
 */
export function encodable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  const known = supported;
  return [...text.replace(/\t/g, '    ')]
    .map((character) =>
      character === '\n' || known.has(character.codePointAt(0)!) ? character : '?',
    )
    .join('');
}
