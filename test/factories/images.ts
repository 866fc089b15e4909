import { crc32, deflateSync } from 'node:zlib';

/*
 * Hostile images built byte by byte, at their real size, for the upload tests and
 * `npm run bench:abuse`: files of a few kilobytes that decode to hundreds of megapixels.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid black-and-white PNG of `width` × `height` pixels, all black: 1 bit per pixel and
 * compressed to almost nothing (16000 × 16000 is about 32 KB on disk, 256 megapixels decoded).
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter type 0, then one bit per pixel, all zero.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * LZW data for `pixels` (colour indexes) that never compresses: a clear code every 250 codes
 * keeps every code 9 bits wide. Valid for any decoder, and simple enough to read.
 */
function lzwUncompressed(pixels: Uint8Array): Buffer {
  const clear = 256;
  const end = 257;
  const bytes: number[] = [];
  let bitBuffer = 0;
  let bitCount = 0;
  const write = (code: number) => {
    bitBuffer |= code << bitCount;
    bitCount += 9;
    while (bitCount >= 8) {
      bytes.push(bitBuffer & 0xff);
      bitBuffer >>>= 8;
      bitCount -= 8;
    }
  };
  pixels.forEach((pixel, index) => {
    if (index % 250 === 0) write(clear);
    write(pixel);
  });
  write(end);
  if (bitCount > 0) bytes.push(bitBuffer & 0xff);
  // Image data travels in sub-blocks of at most 255 bytes, ended by an empty one.
  const blocks: number[] = [8];
  for (let start = 0; start < bytes.length; start += 255) {
    const block = bytes.slice(start, start + 255);
    blocks.push(block.length, ...block);
  }
  blocks.push(0);
  return Buffer.from(blocks);
}

const uint16 = (value: number) => [value & 0xff, value >> 8];

export interface AnimatedGifOptions {
  /** The canvas every frame is drawn on. */
  width: number;
  height: number;
  frames: number;
  /** Side of the small square each frame changes; the rest of the canvas stays as it was. */
  patch: number;
}

/**
 * An animated GIF built as animation tools write them: a large canvas where each frame redraws
 * only a small square. The file stays small while a decoder that reads every frame produces
 * `frames` full canvases (the defaults: about 140 KB, 200 frames of 1000 × 800 pixels).
 */
export function animatedGif({
  width = 1000,
  height = 800,
  frames = 200,
  patch = 24,
}: Partial<AnimatedGifOptions> = {}): Buffer {
  // 256 colours: a grey ramp, index 0 being the background.
  const palette = Buffer.alloc(256 * 3);
  for (let index = 0; index < 256; index += 1) palette.fill(index, index * 3, index * 3 + 3);
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([...uint16(width), ...uint16(height), 0xf7, 0, 0]),
    palette,
    // Loop for ever (the NETSCAPE2.0 extension).
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, 0, 0, 0]),
  ];
  const pixels = new Uint8Array(patch * patch);
  for (let frame = 0; frame < frames; frame += 1) {
    for (let index = 0; index < pixels.length; index += 1) {
      pixels[index] = 1 + ((frame * 7 + index * 13) % 255);
    }
    const left = (frame * 37) % (width - patch);
    const top = (frame * 53) % (height - patch);
    parts.push(
      // Graphic control: keep the previous frame underneath, 20 ms per frame.
      Buffer.from([0x21, 0xf9, 4, 0x04, ...uint16(2), 0, 0]),
      Buffer.from([0x2c, ...uint16(left), ...uint16(top), ...uint16(patch), ...uint16(patch), 0]),
      lzwUncompressed(pixels),
    );
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
