import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

/** The sizes browsers and Windows ask a favicon.ico for. */
const sizes = [16, 32, 48];

/**
 * An ICO file holding PNG images (read by every browser since IE 11): a 6-byte header, a
 * 16-byte directory entry per image, then the images.
 */
export function packIco(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // 0 means 256
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** Renders the SVG favicon at each size into `/favicon.ico`, which browsers fetch on their own. */
export async function writeFavicon(svgFile: string, icoFile: string): Promise<void> {
  const svg = readFileSync(svgFile);
  const images = await Promise.all(
    sizes.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 288 }).resize(size, size).png().toBuffer(),
    })),
  );
  writeFileSync(icoFile, packIco(images));
}
