import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';
import { axe } from './axe-check';

/**
 * Pages checked with axe: one line each. The home page has its own check in landing-a11y.spec.ts,
 * which first scrolls every section into view (below the fold they wait, transparent, to animate in).
 */
const pages = [
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'terms of service', path: '/terms-of-service' },
  { name: 'terms and conditions', path: '/terms-and-conditions' },
  { name: 'not found', path: '/no-such-page' },
];

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of viewports) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { name, path } of pages) {
      test(`the ${name} page has no axe violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        const { violations } = await axe(page).analyze();
        // Rule, impact and the offending elements: enough to fix a failure from the report alone.
        const found = violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
        expect(found).toEqual([]);
      });
    }
  });
}
