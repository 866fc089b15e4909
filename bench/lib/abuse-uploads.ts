/** The uploads section of `npm run bench:abuse`: hostile and heavy images, and a burst of uploads. */
import sharp from 'sharp';
import { animatedGif, pngBomb } from '../../test/factories/images';
import {
  mib,
  ms,
  peakRows,
  sleep,
  statusSummary,
  whileSampling,
  type BenchContext,
} from './abuse-common';
import type { Row } from './report';
import { processTreeRssMiB } from './server';

type Upload = (file: Buffer, name: string) => Promise<number>;

function uploader(context: BenchContext, cookie: string): Upload {
  return async (file, name) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    const response = await fetch(`${context.server.baseUrl}/api/media`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: context.server.baseUrl },
      body: form,
    });
    await response.arrayBuffer();
    return response.status;
  };
}

/** A 12-megapixel photo-like JPEG (blurred noise, about 1.8 MB). */
function photo() {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** Images built to exhaust memory or time: a PNG bomb, an animated GIF, four of them at once. */
async function hostileImages(pid: number, upload: Upload): Promise<Row[]> {
  const rows: Row[] = [];
  const bomb = pngBomb(16_000, 16_000);
  const png = await whileSampling(pid, () => upload(bomb, 'bomb.png'));
  rows.push({
    measure: `16000×16000 PNG (${(bomb.length / 1024).toFixed(0)} KB): answer, time`,
    value: `${png.result}, ${ms(png.elapsedMs)}`,
    budget: '413, < 1 s',
    pass: png.result === 413 && png.elapsedMs < 1000,
  });
  rows.push(...peakRows(png));

  const gif = animatedGif();
  const one = await whileSampling(pid, () => upload(gif, 'animated.gif'));
  rows.push({
    measure: `animated GIF (${(gif.length / 1024).toFixed(0)} KB, 200 frames of 1000×800): answer, time`,
    value: `${one.result}, ${ms(one.elapsedMs)}`,
    budget: '201 (first frame)',
    pass: one.result === 201,
  });
  rows.push(...peakRows(one));

  const four = await whileSampling(pid, () =>
    Promise.all(Array.from({ length: 4 }, (_, index) => upload(gif, `animated-${index}.gif`))),
  );
  rows.push({
    measure: 'four animated GIFs at once: answers, time for all',
    value: `${statusSummary(four.result)}, ${ms(four.elapsedMs)}`,
    budget: '',
    pass: null,
  });
  rows.push(...peakRows(four));
  return rows;
}

/** Eight large photos at once, then 40 small uploads from one account (its allowance is 30). */
async function uploadBursts(pid: number, asEditor: Upload, asAuthor: Upload): Promise<Row[]> {
  const rows: Row[] = [];
  const photoBytes = await photo();
  const photos = await whileSampling(pid, () =>
    Promise.all(
      Array.from({ length: 8 }, (_, index) => asEditor(photoBytes, `photo-${index}.jpg`)),
    ),
  );
  rows.push({
    measure: `eight 12 MP JPEG photos (${(photoBytes.length / 1024 / 1024).toFixed(1)} MB) at once: answers, time`,
    value: `${statusSummary(photos.result)}, ${ms(photos.elapsedMs)}`,
    budget: '',
    pass: null,
  });
  rows.push(...peakRows(photos));

  const tiny = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const flood = await Promise.all(
    Array.from({ length: 40 }, (_, index) => asAuthor(tiny, `tiny-${index}.png`)),
  );
  const accepted = flood.filter((status) => status === 201).length;
  rows.push({
    measure: '40 uploads at once from one account',
    value: statusSummary(flood),
    budget: '≤ 30 × 201, rest 429',
    pass: accepted <= 30 && flood.every((status) => status === 201 || status === 429),
  });
  return rows;
}

/** The worker exits 5 s after its last upload; then only the server's own memory is left. */
async function memoryAfterBursts(context: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const seconds of [10, 20]) {
    await sleep(10_000);
    // "Back near idle": within a quarter of the idle figure.
    const after = processTreeRssMiB(context.pid);
    const near = context.idleMiB * 1.25;
    rows.push({
      measure: `RSS ${seconds} s after the bursts, any worker included (idle ${mib(context.idleMiB)})`,
      value: mib(after),
      budget: `≤ ${mib(near)} (idle + 25%)`,
      pass: after <= near,
    });
  }
  return rows;
}

export async function uploads(context: BenchContext): Promise<Row[]> {
  const { pid } = context;
  const asAdmin = uploader(context, await context.signIn('admin', 'admin123'));
  const asEditor = uploader(context, await context.signIn('editor', 'editor123'));
  const asAuthor = uploader(context, await context.signIn('author', 'author123'));
  return [
    ...(await hostileImages(pid, asAdmin)),
    ...(await uploadBursts(pid, asEditor, asAuthor)),
    ...(await memoryAfterBursts(context)),
  ];
}
