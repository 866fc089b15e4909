import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { writeImageVariants } from '../../scripts/image-variants';
import { buildSrcSet, variantSrc } from '#views/components/ui/image';

describe('variantSrc', () => {
  it('appends the width before the extension of local webp, jpg, jpeg and png files', () => {
    expect(variantSrc('/images/blog/missed-calls.webp', 640)).toBe(
      '/images/blog/missed-calls-640w.webp',
    );
    expect(variantSrc('/uploads/3f2a.jpg', 768)).toBe('/uploads/3f2a-768w.jpg');
    expect(variantSrc('/uploads/photo.JPEG', 1024)).toBe('/uploads/photo-1024w.JPEG');
    expect(variantSrc('/images/a.b.png', 1280)).toBe('/images/a.b-1280w.png');
  });

  it('has nothing for vector, animated or remote images', () => {
    expect(variantSrc('/images/illustration.svg', 640)).toBeNull();
    expect(variantSrc('/uploads/loop.gif', 640)).toBeNull();
    expect(variantSrc('https://cdn.example.net/photo.jpg', 640)).toBeNull();
    expect(variantSrc('//cdn.example.net/photo.jpg', 640)).toBeNull();
    expect(variantSrc('/images/photo.jpg?v=2', 640)).toBeNull();
  });
});

describe('buildSrcSet', () => {
  it('lists every variant narrower than the original, then the original at its own width', () => {
    expect(buildSrcSet('/images/blog/post.webp', 1600)).toBe(
      '/images/blog/post-640w.webp 640w, /images/blog/post-768w.webp 768w, ' +
        '/images/blog/post-1024w.webp 1024w, /images/blog/post-1280w.webp 1280w, ' +
        '/images/blog/post.webp 1600w',
    );
  });

  it('never offers a variant as wide as or wider than the original', () => {
    expect(buildSrcSet('/uploads/team.jpg', 1024)).toBe(
      '/uploads/team-640w.jpg 640w, /uploads/team-768w.jpg 768w, /uploads/team.jpg 1024w',
    );
    expect(buildSrcSet('/uploads/badge.png', 640)).toBeUndefined();
  });

  it('leaves images without variants to their src alone', () => {
    expect(buildSrcSet('/images/illustration.svg', 1600)).toBeUndefined();
    expect(buildSrcSet('https://cdn.example.net/photo.jpg', 1600)).toBeUndefined();
  });
});

describe('writeImageVariants', () => {
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } });

  it('writes each narrower variant in the source format, mirrors folders and skips the rest', async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'ava-public-'));
    const outDir = mkdtempSync(path.join(tmpdir(), 'ava-out-'));
    mkdirSync(path.join(publicDir, 'images/blog'), { recursive: true });
    await solid(1100, 550).webp().toFile(path.join(publicDir, 'images/blog/wide.webp'));
    await solid(700, 700).png().toFile(path.join(publicDir, 'images/square.png'));
    await solid(1400, 700).jpeg().toFile(path.join(publicDir, 'images/committed.jpg'));
    await solid(640, 320).jpeg().toFile(path.join(publicDir, 'images/committed-640w.jpg'));
    writeFileSync(
      path.join(publicDir, 'images/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );

    const report = await writeImageVariants(publicDir, outDir);

    expect(report.sources).toBe(3);
    expect(report.committed).toBe(1);
    expect(report.written).toEqual([
      '/images/blog/wide-640w.webp',
      '/images/blog/wide-768w.webp',
      '/images/blog/wide-1024w.webp',
      '/images/committed-768w.jpg',
      '/images/committed-1024w.jpg',
      '/images/committed-1280w.jpg',
      '/images/square-640w.png',
    ]);
    const wide = await sharp(path.join(outDir, 'images/blog/wide-768w.webp')).metadata();
    expect([wide.format, wide.width, wide.height]).toEqual(['webp', 768, 384]);
    const square = await sharp(path.join(outDir, 'images/square-640w.png')).metadata();
    expect([square.format, square.width, square.height]).toEqual(['png', 640, 640]);
    expect(existsSync(path.join(outDir, 'images/committed-640w.jpg'))).toBe(false);
    expect(existsSync(path.join(outDir, 'images/blog/wide-1280w.webp'))).toBe(false);
  });
});
