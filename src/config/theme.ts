import { defaultTheme, type ThemeSettings } from '../schemas/site-settings';

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `hex` moved `amount` (0–1) of the way towards `target`. */
function mix(hex: string, target: Rgb, amount: number): string {
  const [r, g, b] = toRgb(hex);
  const toward = (from: number, to: number) => from + (to - from) * amount;
  return toHex([toward(r, target[0]), toward(g, target[1]), toward(b, target[2])]);
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Normal-size text needs 4.5:1 against its background (WCAG 2 AA). */
export const minimumTextContrast = 4.5;

/**
 * The theme's CSS variables (views/styles.css) from the two chosen colours: the primary colour
 * is the 700 shade (buttons with white text), lighter shades are tints for backgrounds and
 * rings, darker ones for hover states and text; the accent colour is the 600 shade.
 */
export function themeVariables(theme: ThemeSettings): Record<string, string> {
  const { primaryColor: primary, accentColor: accent } = theme;
  return {
    '--color-brand-50': mix(primary, white, 0.93),
    '--color-brand-100': mix(primary, white, 0.85),
    '--color-brand-600': mix(primary, white, 0.15),
    '--color-brand-700': primary,
    '--color-brand-800': mix(primary, black, 0.2),
    '--color-brand-900': mix(primary, black, 0.4),
    '--color-accent-500': mix(accent, white, 0.2),
    '--color-accent-600': accent,
  };
}

export function isDefaultTheme(theme: ThemeSettings): boolean {
  return (
    theme.primaryColor === defaultTheme.primaryColor &&
    theme.accentColor === defaultTheme.accentColor
  );
}

/** A `:root` rule overriding the theme, or null for the stylesheet's own colours. */
export function themeStylesheet(theme: ThemeSettings): string | null {
  if (isDefaultTheme(theme)) return null;
  const declarations = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`;
}
