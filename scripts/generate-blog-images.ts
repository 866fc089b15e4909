/**
 * Renders the featured images of the seeded blog posts.
 *
 *   npx tsx scripts/generate-blog-images.ts
 *
 * For every seed post with a featuredImage ('/images/blog/<name>.webp') it builds an abstract SVG
 * (soft blue/teal/indigo gradient, glows, waves, circles and rounded "cards", no text), seeded
 * deterministically from the slug, and writes public/images/blog/<name>.webp (1600x900) plus the
 * responsive variants <name>-640w.webp, -768w.webp, -1024w.webp and -1280w.webp (16:9).
 * Same input, same output: running it again simply overwrites the files.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedPosts } from '../seeds/data/blog-content.ts';
import { buildSvg, HEIGHT, WIDTH } from './lib/blog-image-svg.ts';

const VARIANT_WIDTHS = [640, 768, 1024, 1280] as const;
const QUALITY = 72;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(projectRoot, 'public');

// ---------------------------------------------------------------------------------------------
// Output

/** '/images/blog/<name>.webp' -> '<name>', rejecting anything outside that folder. */
function imageName(featuredImage: string): string {
  const match = /^\/images\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\.webp$/.exec(featuredImage);
  if (!match?.[1]) throw new Error(`Unexpected featuredImage path: ${featuredImage}`);
  return match[1];
}

async function render(slug: string, name: string, outDir: string): Promise<number[]> {
  // Rasterise the SVG once at full size, then derive every width from that bitmap.
  const { data, info } = await sharp(Buffer.from(buildSvg(slug)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };

  const targets: Array<{ file: string; width: number }> = [
    { file: `${name}.webp`, width: WIDTH },
    ...VARIANT_WIDTHS.map((width) => ({ file: `${name}-${width}w.webp`, width })),
  ];
  const sizes: number[] = [];
  for (const target of targets) {
    const file = path.join(outDir, target.file);
    const height = Math.round((target.width * HEIGHT) / WIDTH);
    await sharp(data, { raw })
      .resize(target.width, height)
      .webp({ quality: QUALITY, effort: 6, smartSubsample: true })
      .toFile(file);
    sizes.push((await stat(file)).size);
  }
  return sizes;
}

async function main(): Promise<void> {
  const posts = seedPosts.filter(
    (post): post is typeof post & { featuredImage: string } => post.featuredImage !== null,
  );
  const outDir = path.join(publicDir, 'images', 'blog');
  await mkdir(outDir, { recursive: true });

  let total = 0;
  let files = 0;
  for (const post of posts) {
    const name = imageName(post.featuredImage);
    const sizes = await render(post.slug, name, outDir);
    total += sizes.reduce((sum, size) => sum + size, 0);
    files += sizes.length;
    const kb = sizes.map((size) => `${(size / 1024).toFixed(1)}`).join(' / ');
    console.log(`${name}: ${kb} KB (1600/640/768/1024/1280)`);
  }
  console.log(
    `Wrote ${files} files for ${posts.length} posts to ${path.relative(projectRoot, outDir)} (${(total / 1024).toFixed(1)} KB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
