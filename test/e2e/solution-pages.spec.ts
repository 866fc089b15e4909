import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support';
import { axe } from './axe-check';

const siteName = 'Ava Automation';

const solutionPages = [
  {
    path: '/solutions/ai-voice-receptionists',
    heading: 'Meet Ava, the AI receptionist who answers every call',
    title: `AI Voice Receptionist: Ava Answers Every Call 24/7 | ${siteName}`,
  },
  {
    path: '/solutions/ai-business-operations',
    heading: 'Automate the busywork that slows your business down',
    title: `AI Business Operations: Workflow Automation for Small Businesses | ${siteName}`,
  },
  {
    path: '/solutions/ai-consulting',
    heading: 'A practical AI strategy for your business, not a slide deck',
    title: `AI Consulting: A Practical AI Strategy for Your Business | ${siteName}`,
  },
  {
    path: '/solutions/ai-readiness-consulting',
    heading: 'Find out if your business is ready for AI, and what to do first',
    title: `AI Readiness Consulting: Is Your Business Ready for AI? | ${siteName}`,
  },
];

/** The anchors the home page's industry tabs link to (SPEC §2). */
const homePageAnchors = [
  '/solutions/ai-voice-receptionists#real-estate',
  '/solutions/ai-business-operations#home-services',
  '/solutions/ai-consulting#professional',
];

async function axeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help}`);
}

for (const solution of solutionPages) {
  test.describe(solution.path, () => {
    test('shows its own heading, title, industries, pricing pointer and questions', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await gotoHydrated(page, solution.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(solution.heading);
      await expect(page).toHaveTitle(solution.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(60);
      expect(description).not.toBe(
        'AI receptionists and workflow automation for small businesses: answer every call 24/7, capture every lead and book more appointments.',
      );

      for (const id of ['real-estate', 'home-services', 'professional']) {
        await expect(
          page.locator(`section#${id}`).getByRole('heading', { level: 3 }),
        ).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
        'href',
        '/landing#pricing',
      );
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
      const others = page.getByRole('navigation', { name: 'More ways we help' }).getByRole('link');
      await expect(others).toHaveCount(3);
      expect(errors).toEqual([]);
    });

    test('a question opens to show its answer, without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(solution.path);
      const question = page.locator('#faq details').first();
      const answer = question.locator('p');
      await expect(answer).toBeHidden();
      await question.locator('summary').click();
      await expect(question).toHaveAttribute('open', '');
      await expect(answer).toBeVisible();
      await context.close();
    });

    for (const width of [1280, 390]) {
      test(`has no accessibility violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, solution.path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

for (const target of homePageAnchors) {
  test(`${target} scrolls its industry section into view below the sticky header`, async ({
    page,
  }) => {
    await gotoHydrated(page, target);
    const section = page.locator(`section#${target.split('#')[1]}`);
    await expect(section).toBeInViewport();
    const header = await page.locator('header').first().boundingBox();
    const heading = await section.getByRole('heading', { level: 3 }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
}

test('the FAQ answers a question with the plan prices', async ({ page }) => {
  await gotoHydrated(page, '/solutions/ai-voice-receptionists');
  const question = page.locator('summary', {
    hasText: 'How much does Ava cost compared with a receptionist?',
  });
  await question.click();
  await expect(page.getByText('Ava costs 90% less than human staff')).toBeVisible();
});

test('the voice receptionist page offers the demo line and links the other solutions', async ({
  page,
}) => {
  await gotoHydrated(page, '/solutions/ai-voice-receptionists');
  await expect(page.getByRole('link', { name: '(555) 010-0142' }).first()).toHaveAttribute(
    'href',
    'tel:5550100142',
  );
  await page
    .getByRole('navigation', { name: 'More ways we help' })
    .getByRole('link', { name: /AI Readiness Consulting/ })
    .click();
  await expect(page).toHaveURL(/\/solutions\/ai-readiness-consulting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find out if your business is ready for AI, and what to do first',
  );
});
