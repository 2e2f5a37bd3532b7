import {
  detectTemplateImageType,
  maxTemplateImageBytes,
  templateImageProblem,
} from '../image-type';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const webp = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50];

describe('detectTemplateImageType', () => {
  it.each([
    ['PNG', png, 'image/png'],
    ['JPEG', jpeg, 'image/jpeg'],
    ['WebP', webp, 'image/webp'],
  ])('recognises %s by its first bytes', (_name, bytes, type) => {
    expect(detectTemplateImageType(Uint8Array.from(bytes))).toBe(type);
  });

  it.each([
    ['GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
    ['SVG text', [...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')]],
    [
      'a RIFF file that is not WebP (WAV)',
      [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45],
    ],
    ['a truncated PNG signature', png.slice(0, 5)],
    ['nothing', []],
  ])('refuses %s', (_name, bytes) => {
    expect(detectTemplateImageType(Uint8Array.from(bytes))).toBeNull();
  });
});

describe('templateImageProblem', () => {
  const padded = (signature: number[], length: number) => {
    const bytes = new Uint8Array(length);
    bytes.set(signature);
    return bytes;
  };

  it('accepts an image of exactly 2 MiB', () => {
    expect(maxTemplateImageBytes).toBe(2 * 1024 * 1024);
    expect(templateImageProblem(padded(png, maxTemplateImageBytes))).toBeNull();
  });

  it('refuses one byte more', () => {
    expect(templateImageProblem(padded(jpeg, maxTemplateImageBytes + 1))).toBe('size');
  });

  it('reports the type before the size', () => {
    expect(templateImageProblem(new Uint8Array(maxTemplateImageBytes + 1))).toBe('type');
  });
});
