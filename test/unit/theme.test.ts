import { describe, expect, it } from 'vitest';
import { contrastRatio, isDefaultTheme, themeStylesheet, themeVariables } from '#src/config/theme';
import { defaultTheme } from '#src/schemas/site-settings';

describe('contrastRatio', () => {
  it('gives the WCAG 2 ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Reference values from the WebAIM contrast checker.
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#facc15')).toBeCloseTo(1.53, 2);
  });
});

describe('themeVariables', () => {
  it('keeps the chosen colours as the 700 and accent 600 shades, tints lighter and shades darker', () => {
    const variables = themeVariables({ primaryColor: '#6d28d9', accentColor: '#0f766e' });
    expect(variables['--color-brand-700']).toBe('#6d28d9');
    expect(variables['--color-accent-600']).toBe('#0f766e');
    const white = '#ffffff';
    const order = ['50', '100', '600', '700', '800', '900'].map((shade) =>
      contrastRatio(variables[`--color-brand-${shade}`]!, white),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(contrastRatio(variables['--color-brand-50']!, white)).toBeLessThan(1.2);
    expect(contrastRatio(variables['--color-brand-900']!, white)).toBeGreaterThan(10);
    expect(Object.values(variables).every((value) => /^#[0-9a-f]{6}$/.test(value))).toBe(true);
  });
});

describe('themeStylesheet', () => {
  it('writes nothing for the stylesheet colours and a :root rule for others', () => {
    expect(isDefaultTheme(defaultTheme)).toBe(true);
    expect(themeStylesheet(defaultTheme)).toBeNull();
    expect(themeStylesheet({ ...defaultTheme, primaryColor: '#6d28d9' })).toMatch(
      /^:root\{--color-brand-50:#[0-9a-f]{6};.*--color-brand-700:#6d28d9;.*\}$/,
    );
  });
});
