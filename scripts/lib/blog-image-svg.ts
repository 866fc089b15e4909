/**
 * The abstract art of the blog's featured images (soft blue/teal/indigo gradient, glows, waves,
 * circles and rounded "cards", no text), drawn as SVG from a slug: same slug, same image.
 */

export const WIDTH = 1600;
export const HEIGHT = 900;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** FNV-1a 32-bit hash of a string. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast, good enough for picking shapes. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number): number => min + (max - min) * next();
  const int = (min: number, max: number): number => Math.floor(range(min, max + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  return { next, range, int, pick, chance: (p: number): boolean => next() < p };
}

type Random = ReturnType<typeof createRandom>;

// ---------------------------------------------------------------------------------------------
// Colour

const round = (n: number, digits = 1): number => Number(n.toFixed(digits));

function hsl(h: number, s: number, l: number): string {
  return `hsl(${round(((h % 360) + 360) % 360)} ${round(s)}% ${round(l)}%)`;
}

interface Palette {
  /** Background gradient stops, from top-left-ish to bottom-right-ish. */
  background: [string, string, string];
  /** Soft colours for glows and waves. */
  accents: string[];
  /** Colour used for outlines and glassy cards (white on dark, deep blue on light). */
  ink: string;
  light: boolean;
}

/** Blues, teals and indigos only: hues between ~180 (teal) and ~250 (indigo). */
function makePalette(rnd: Random): Palette {
  const baseHue = rnd.range(188, 246);
  const shift = rnd.pick([-1, 1]) * rnd.range(14, 34);
  const secondHue = Math.min(252, Math.max(178, baseHue + shift));
  const light = rnd.chance(0.3);

  if (light) {
    return {
      light,
      background: [
        hsl(baseHue, rnd.range(55, 75), rnd.range(94, 97)),
        hsl((baseHue + secondHue) / 2, rnd.range(55, 75), rnd.range(88, 92)),
        hsl(secondHue, rnd.range(55, 75), rnd.range(80, 86)),
      ],
      accents: [
        hsl(baseHue, 75, 62),
        hsl(secondHue, 70, 55),
        hsl(rnd.range(180, 195), 65, 55),
        hsl(rnd.range(228, 248), 65, 66),
      ],
      ink: hsl(secondHue, 55, 30),
    };
  }

  return {
    light,
    background: [
      hsl(baseHue, rnd.range(55, 75), rnd.range(12, 17)),
      hsl((baseHue + secondHue) / 2, rnd.range(55, 70), rnd.range(22, 28)),
      hsl(secondHue, rnd.range(55, 75), rnd.range(34, 42)),
    ],
    accents: [
      hsl(baseHue, 80, 62),
      hsl(secondHue, 75, 58),
      hsl(rnd.range(178, 192), 70, 55),
      hsl(rnd.range(228, 250), 70, 68),
    ],
    ink: hsl(baseHue, 40, 96),
  };
}

// ---------------------------------------------------------------------------------------------
// Shapes

/** A closed, smooth wave across the full width, filled down to the bottom (or up to the top). */
function wavePath(rnd: Random, baseline: number, amplitude: number, fromTop: boolean): string {
  const segments = rnd.int(3, 5);
  const step = (WIDTH + 200) / segments;
  // Alternate crests and troughs so the edge always undulates, with random heights.
  const phase = rnd.chance(0.5) ? 1 : -1;
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= segments; i++) {
    const direction = i % 2 === 0 ? phase : -phase;
    points.push([-100 + i * step, baseline + direction * amplitude * rnd.range(0.35, 1)]);
  }
  const [first] = points;
  if (!first) throw new Error('wave without points');
  let d = `M ${round(first[0])} ${round(first[1])}`;
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1];
    const curr = points[i];
    if (!prev || !curr) continue;
    const dx = (curr[0] - prev[0]) / 2;
    d += ` C ${round(prev[0] + dx)} ${round(prev[1])}, ${round(curr[0] - dx)} ${round(curr[1])}, ${round(curr[0])} ${round(curr[1])}`;
  }
  const edge = fromTop ? -10 : HEIGHT + 10;
  d += ` L ${WIDTH + 100} ${edge} L -100 ${edge} Z`;
  return d;
}

/** What the layers draw into: gradients in `defs`, shapes in `layers`, bottom first. */
interface Canvas {
  rnd: Random;
  palette: Palette;
  accent: () => string;
  defs: string[];
  layers: string[];
}

/** Background: a diagonal three-stop gradient at a per-post angle. */
function drawBackground({ rnd, palette, defs, layers }: Canvas) {
  const angle = rnd.range(0, Math.PI / 2);
  const x2 = round(50 + 50 * Math.cos(angle));
  const y2 = round(50 + 50 * Math.sin(angle));
  defs.push(
    `<linearGradient id="bg" x1="${round(100 - x2)}%" y1="${round(100 - y2)}%" x2="${x2}%" y2="${y2}%">` +
      palette.background
        .map((color, i) => `<stop offset="${i * 50}%" stop-color="${color}"/>`)
        .join('') +
      `</linearGradient>`,
  );
  layers.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`);
}

/** Large soft glows. */
function drawGlows({ rnd, accent, defs, layers }: Canvas) {
  const glowCount = rnd.int(2, 3);
  for (let i = 0; i < glowCount; i++) {
    const id = `glow${i}`;
    defs.push(
      `<radialGradient id="${id}"><stop offset="0%" stop-color="${accent()}" stop-opacity="${round(rnd.range(0.45, 0.7), 2)}"/>` +
        `<stop offset="100%" stop-color="${accent()}" stop-opacity="0"/></radialGradient>`,
    );
    layers.push(
      `<circle cx="${round(rnd.range(0, WIDTH))}" cy="${round(rnd.range(0, HEIGHT))}" r="${round(rnd.range(320, 620))}" fill="url(#${id})"/>`,
    );
  }
}

/** Solid, translucent circles and a thin ring or two. */
function drawCircles({ rnd, palette, accent, layers }: Canvas) {
  const circleCount = rnd.int(1, 3);
  for (let i = 0; i < circleCount; i++) {
    const r = rnd.range(70, 240);
    layers.push(
      `<circle cx="${round(rnd.range(r, WIDTH - r))}" cy="${round(rnd.range(r * 0.5, HEIGHT - r * 0.5))}" r="${round(r)}" fill="${accent()}" fill-opacity="${round(rnd.range(0.14, 0.3), 2)}"/>`,
    );
  }
  const ringCount = rnd.int(1, 2);
  for (let i = 0; i < ringCount; i++) {
    layers.push(
      `<circle cx="${round(rnd.range(150, WIDTH - 150))}" cy="${round(rnd.range(120, HEIGHT - 120))}" r="${round(rnd.range(90, 300))}" fill="none" stroke="${palette.ink}" stroke-opacity="${round(rnd.range(0.14, 0.26), 2)}" stroke-width="${round(rnd.range(2, 4))}"/>`,
    );
  }
}

/** Glassy rounded rectangles ("cards"), slightly rotated. */
function drawCards({ rnd, palette, layers }: Canvas) {
  const cardCount = rnd.int(1, 3);
  const cardX = rnd.range(WIDTH * 0.45, WIDTH * 0.72);
  const cardY = rnd.range(HEIGHT * 0.18, HEIGHT * 0.4);
  for (let i = 0; i < cardCount; i++) {
    const w = rnd.range(260, 460);
    const h = w * rnd.range(0.45, 0.7);
    const x = cardX + i * rnd.range(60, 130);
    const y = cardY + i * rnd.range(50, 110);
    const rotation = rnd.range(-14, 14);
    layers.push(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${round(rnd.range(22, 40))}" ` +
        `transform="rotate(${round(rotation)} ${round(x + w / 2)} ${round(y + h / 2)})" ` +
        `fill="${palette.ink}" fill-opacity="${round(rnd.range(0.06, palette.light ? 0.3 : 0.12), 2)}" ` +
        `stroke="${palette.ink}" stroke-opacity="${round(rnd.range(0.18, 0.3), 2)}" stroke-width="2"/>`,
    );
  }
}

/** Layered waves along the bottom (and sometimes a quiet one along the top). */
function drawWaves({ rnd, accent, defs, layers }: Canvas) {
  const waveCount = rnd.int(2, 3);
  for (let i = 0; i < waveCount; i++) {
    const id = `wave${i}`;
    defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
        `<stop offset="0%" stop-color="${accent()}"/><stop offset="100%" stop-color="${accent()}"/></linearGradient>`,
    );
    const baseline = HEIGHT * rnd.range(0.62, 0.8) + i * HEIGHT * 0.07;
    layers.push(
      `<path d="${wavePath(rnd, baseline, rnd.range(40, 95), false)}" fill="url(#${id})" fill-opacity="${round(rnd.range(0.2, 0.38), 2)}"/>`,
    );
  }
  if (rnd.chance(0.5)) {
    layers.push(
      `<path d="${wavePath(rnd, HEIGHT * rnd.range(0.06, 0.14), rnd.range(45, 80), true)}" fill="${accent()}" fill-opacity="${round(rnd.range(0.1, 0.2), 2)}"/>`,
    );
  }
}

/** A small dot grid on some images, for a bit of texture. */
function drawDotGrid({ rnd, palette, layers }: Canvas) {
  if (!rnd.chance(0.6)) return;
  const cols = rnd.int(4, 7);
  const rows = rnd.int(3, 4);
  const gap = rnd.range(26, 36);
  const ox = rnd.pick([
    rnd.range(90, 320),
    rnd.range(WIDTH - 320 - cols * gap, WIDTH - 90 - cols * gap),
  ]);
  const oy = rnd.range(90, HEIGHT * 0.45);
  const dots: string[] = [];
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      dots.push(`<circle cx="${round(ox + c * gap)}" cy="${round(oy + r * gap)}" r="4"/>`);
    }
  }
  layers.push(`<g fill="${palette.ink}" fill-opacity="0.35">${dots.join('')}</g>`);
}

/**
 * The image of the post with this slug, as SVG. The layers draw in a fixed order from one
 * random sequence seeded by the slug: reordering them would change every committed image.
 */
export function buildSvg(slug: string): string {
  const rnd = createRandom(hashString(slug));
  const palette = makePalette(rnd);
  const canvas: Canvas = {
    rnd,
    palette,
    accent: () => rnd.pick(palette.accents),
    defs: [],
    layers: [],
  };
  for (const draw of [drawBackground, drawGlows, drawCircles, drawCards, drawWaves, drawDotGrid]) {
    draw(canvas);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs>${canvas.defs.join('')}</defs>${canvas.layers.join('')}</svg>`
  );
}
