import { imageSize } from 'image-size';
import { maxTemplateImagePixels } from '@solar/shared/domain';

/** Width and height in pixels read from the image's header (nothing is decoded); null if unreadable. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the image can be unpacked for a PDF within the pixel cap. Checked at upload and again
 * before embedding, so an image stored before the cap existed cannot exhaust the renderer either.
 */
export function withinPixelCap(dimensions: { width: number; height: number }): boolean {
  return dimensions.width * dimensions.height <= maxTemplateImagePixels;
}
