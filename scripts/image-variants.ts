/**
 * Writes the responsive variants of every raster image under public/images/ into the build
 * output, at build time (scripts/ensure-build.ts calls it after Vite has copied public/):
 * `name.webp` → `name-640w.webp`, `-768w`, `-1024w`, `-1280w` in the same format, the naming
 * <Image> derives its srcset from. Only widths narrower than the original are made (no
 * upscaling); a variant already committed next to its original is copied as it is.
 *
 *   node --import tsx scripts/image-variants.ts [publicDir] [outDir]
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { imageWidths, variantSrc } from '../views/components/ui/image';

const rasterFile = /\.(webp|jpe?g|png)$/i;
const variantFile = new RegExp(`-(${imageWidths.join('|')})w\\.[a-z]+$`, 'i');

async function listRasterImages(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && rasterFile.test(entry.name))
    .filter((entry) => !variantFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function encode(image: Sharp, file: string): Sharp {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.webp') return image.webp({ quality: 75, effort: 5 });
  if (ext === '.png') return image.png({ compressionLevel: 9 });
  return image.jpeg({ quality: 78, mozjpeg: true });
}

export interface VariantReport {
  sources: number;
  written: string[];
  committed: number;
}

/** Variants of the images under `publicDir`/images, written below `outDir` (paths mirrored). */
export async function writeImageVariants(
  publicDir: string,
  outDir: string,
): Promise<VariantReport> {
  const report: VariantReport = { sources: 0, written: [], committed: 0 };
  for (const source of await listRasterImages(path.join(publicDir, 'images'))) {
    report.sources += 1;
    const { width = 0 } = await sharp(source).metadata();
    const relative = `/${path.relative(publicDir, source).split(path.sep).join('/')}`;
    for (const variantWidth of imageWidths.filter((candidate) => candidate < width)) {
      const variant = variantSrc(relative, variantWidth);
      if (!variant) continue;
      if (existsSync(path.join(publicDir, variant))) {
        report.committed += 1;
        continue;
      }
      const target = path.join(outDir, variant);
      await mkdir(path.dirname(target), { recursive: true });
      await encode(sharp(source).resize({ width: variantWidth }), target).toFile(target);
      report.written.push(variant);
    }
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const publicDir = path.resolve(process.argv[2] ?? path.join(root, 'public'));
  const outDir = path.resolve(process.argv[3] ?? path.join(root, 'dist/client'));
  const report = await writeImageVariants(publicDir, outDir);
  console.log(
    `Image variants: ${report.written.length} written, ${report.committed} committed, from ${report.sources} images.`,
  );
}
