import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe on the page as it is now. Legacy mode runs axe in the page itself; the default also opens
 * a blank page per scan to put the frames' results together, which doubles the cost of every
 * scan, and our pages have no cross-origin frames for it to matter. The tests read violations
 * only: axe then keeps one example of each passed or inapplicable rule instead of every node,
 * which takes about a third off a scan's CPU in the browser and most of it in the test runner
 * (measured on `/`, `/blog` and `/contact`). Every rule still runs on every node.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** Runs axe on the page as it is now and expects no violations, listing any it finds. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(found).toEqual([]);
}
