import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid all-black PNG of any size, one bit per pixel, made here so no binary is committed.
 * Zeros compress about a thousand to one: 16 000 × 16 000 pixels fit in a few hundred KB, while a
 * decoder must still unpack every pixel. `padTo` adds a private chunk to reach an exact file size.
 */
export function blackPng(width: number, height: number, padTo?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
  ];
  const end = chunk('IEND', Buffer.alloc(0));
  if (padTo !== undefined) {
    const used = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
    // A chunk costs 12 bytes around its data; lower-case "pdNg" marks it as safe to ignore.
    parts.push(chunk('pdNg', Buffer.alloc(padTo - used - 12)));
  }
  return Buffer.concat([...parts, end]);
}
