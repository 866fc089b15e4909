/**
 * Renders the default social preview (Open Graph / Twitter card) image:
 *
 *   node --import tsx scripts/og-image.ts
 *
 * writes public/images/og-default.png, 1200x630 (the size the large-image cards expect), from
 * the SVG below. The result is committed; run this again after changing the artwork. The brand
 * name is configurable (SITE_NAME), so the image shows the tagline and the product, not the name.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { brand } from '../src/config/site';

const width = 1200;
const height = 630;
const output = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public/images/og-default.png',
);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Splits the tagline at its sentence break: "Small Business Automation." / "Big Business Results." */
const [firstLine, secondLine] = brand.tagline.split(/(?<=\.)\s+/);

const font = "font-family=\"'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif\"";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e3a8a"/>
      <stop offset="0.55" stop-color="#1d4ed8"/>
      <stop offset="1" stop-color="#0d9488"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.2" r="0.6">
      <stop offset="0" stop-color="#5eead4" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#5eead4" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <path d="M0 520 C 220 470, 380 600, 620 545 S 1000 470, 1200 520 L1200 630 L0 630 Z" fill="#ffffff" fill-opacity="0.08"/>
  <path d="M0 570 C 260 530, 420 630, 700 585 S 1040 540, 1200 575 L1200 630 L0 630 Z" fill="#ffffff" fill-opacity="0.1"/>
  <g transform="translate(1090 540)" fill="none" stroke="#ffffff" stroke-linecap="round">
    <circle r="230" stroke-opacity="0.1" stroke-width="3"/>
    <circle r="165" stroke-opacity="0.16" stroke-width="3"/>
    <circle r="100" stroke-opacity="0.24" stroke-width="3"/>
  </g>
  <g transform="translate(80 70)">
    <rect width="72" height="72" rx="16" fill="#ffffff"/>
    <path d="M22.5 51.75 36 18l13.5 33.75M27.6 40.5h16.9" fill="none" stroke="#1d4ed8" stroke-width="5.6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <g ${font} fill="#ffffff">
    <text x="176" y="117" font-size="28" font-weight="600" fill="#99f6e4" letter-spacing="1">AI RECEPTIONISTS &amp; AUTOMATION</text>
    <text x="80" y="270" font-size="62" font-weight="700">${escapeXml(firstLine ?? brand.tagline)}</text>
    <text x="80" y="350" font-size="62" font-weight="700">${escapeXml(secondLine ?? '')}</text>
    <text x="80" y="440" font-size="30" fill-opacity="0.92">Ava answers every call, 24/7: leads captured, appointments booked.</text>
  </g>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(output);
const written = await sharp(output).metadata();
const kib = (statSync(output).size / 1024).toFixed(1);
console.log(`Wrote ${output} (${written.width}x${written.height}, ${kib} KiB)`);
