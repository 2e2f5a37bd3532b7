/** A drawn line of the signature: its points in the pad's pixels. */
export type SignatureStroke = readonly { x: number; y: number }[];

/** The signature image's size in pixels (the pad draws at this size and scales to its box). */
export const signatureSize = { width: 600, height: 200 } as const;

/** The handwriting-style fonts a typed signature is drawn in, the first one installed winning. */
export const scriptFontFamily =
  '"Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive';

/** Whether the strokes make a signature (a dot or a stray click does not). */
export function hasSignature(strokes: readonly SignatureStroke[]): boolean {
  return strokes.some((stroke) => stroke.length >= 2);
}

/** Draws one stroke on a 2D context, as the pad and the image both do. */
export function drawStroke(context: CanvasRenderingContext2D, stroke: SignatureStroke): void {
  const [first, ...rest] = stroke;
  if (!first) return;
  context.lineWidth = 3;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#1a1a2e';
  context.beginPath();
  context.moveTo(first.x, first.y);
  for (const point of rest) context.lineTo(point.x, point.y);
  context.stroke();
}

/** A white canvas of the signature's size, or null where the browser cannot draw. */
function blankCanvas(): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } | null {
  const canvas = document.createElement('canvas');
  canvas.width = signatureSize.width;
  canvas.height = signatureSize.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, context };
}

/** The PNG's bytes in base64, as the API takes them (without the data-URL prefix). */
function pngBase64(canvas: HTMLCanvasElement): string | null {
  const url = canvas.toDataURL('image/png');
  const prefix = 'data:image/png;base64,';
  return url.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/** The drawn signature as a PNG (base64), or null when the browser cannot make one. */
export function drawnSignaturePng(strokes: readonly SignatureStroke[]): string | null {
  const blank = blankCanvas();
  if (!blank) return null;
  for (const stroke of strokes) drawStroke(blank.context, stroke);
  return pngBase64(blank.canvas);
}

/** The typed signature drawn in a handwriting style as a PNG (base64), or null. */
export function typedSignaturePng(text: string): string | null {
  const blank = blankCanvas();
  if (!blank) return null;
  const { context } = blank;
  let size = 64;
  context.font = `italic ${size}px ${scriptFontFamily}`;
  // A long name gets a smaller size so it stays whole on the image.
  while (size > 20 && context.measureText(text).width > signatureSize.width - 40) {
    size -= 4;
    context.font = `italic ${size}px ${scriptFontFamily}`;
  }
  context.fillStyle = '#1a1a2e';
  context.textBaseline = 'middle';
  context.fillText(text, 20, signatureSize.height / 2);
  return pngBase64(blank.canvas);
}
