import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, ownClientAddress } from './support';
import { axe } from './axe-check';

test.use(ownClientAddress(import.meta.url));

const siteName = 'Ava Automation';
/** The e2e server runs without SIGNUP_URL, so the site uses its default sign-up page. */
const signupUrl = 'https://app.example.com/signup';

async function axeViolations(page: Page, label: string) {
  const { violations } = await axe(page).analyze();
  return violations.map((violation) => `${label} ${violation.id}: ${violation.help}`);
}

test.describe('/landing', () => {
  test('the server sends the page title, description and social-preview tags', async ({
    request,
  }) => {
    const html = await (await request.get('/landing')).text();
    const title = `Pricing: AI Receptionist Plans from $99 per Month | ${siteName}`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toMatch(/<meta name="description" content="Compare Ava plans: Essential at \$99/);
    expect(html).toMatch(/<meta property="og:description" content="Compare Ava plans/);
    // No FORM_EMBED_SCRIPT_URL is configured, so no third-party script may be requested.
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });

  test('every plan shows its exact prices, fees and usage rates', async ({ page }) => {
    await gotoHydrated(page, '/landing');
    const pricing = page.locator('section#pricing');
    const plan = (name: string) => pricing.getByRole('article', { name });
    const expected: Record<string, string[]> = {
      Essential: [
        '$99',
        '/month',
        '+ $299 one-time setup fee',
        'Voice: $0.20 per minute',
        'Conversation: $0.03 per message',
        'Reviews: $0.12 per response',
      ],
      Professional: [
        '$199',
        '/month',
        '+ $299 one-time setup fee',
        'Unlimited voice',
        'Unlimited conversation',
        'Unlimited reviews',
      ],
      Premium: [
        'Custom quote',
        'Custom setup fee',
        'Custom voice allocation',
        'Unlimited conversation',
        'Unlimited reviews',
      ],
    };
    for (const [name, texts] of Object.entries(expected)) {
      await expect(plan(name).getByRole('heading', { level: 3 })).toHaveText(name);
      for (const text of texts) {
        await expect(plan(name).getByText(text, { exact: true }), `${name}: ${text}`).toBeVisible();
      }
    }
    const included = pricing.getByRole('heading', { name: 'Included in every plan' }).locator('..');
    for (const text of [
      '30-day satisfaction guarantee',
      'No long-term contracts',
      'Cancel anytime',
    ]) {
      await expect(included.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('Essential and Professional open the sign-up page in a new tab', async ({
    page,
    context,
  }) => {
    await context.route(`${signupUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sign up</title>' }),
    );
    await gotoHydrated(page, '/landing');
    for (const name of ['Essential', 'Professional']) {
      const link = page.getByRole('link', {
        name: `Get Started with ${name} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute('href', signupUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await expect(popup).toHaveURL(signupUrl);
      await popup.close();
    }
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('Premium loads and opens the Custom Quote dialog with our quote form', async ({ page }) => {
    await gotoHydrated(page, '/landing');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const premium = page.getByRole('button', { name: 'Get a Custom Quote' });
    await premium.click();
    const dialog = page.getByRole('dialog', { name: 'Custom Quote' });
    await expect(dialog).toBeVisible();
    // The dialog's code was fetched on the click, not with the page.
    expect(scripts.length).toBeGreaterThan(0);
    // No QUOTE_FORM_URL in this environment: our own quote form replaces the hosted one.
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(premium).toBeFocused();
    await premium.click();
    await expect(page.getByRole('dialog', { name: 'Custom Quote' })).toBeVisible();
  });

  test('the hero button scrolls smoothly to the plans', async ({ page }) => {
    await gotoHydrated(page, '/landing');
    const pricing = page.locator('section#pricing');
    await expect(pricing).not.toBeInViewport();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth');
    await page.getByRole('link', { name: 'See Plans and Pricing ↓' }).click();
    await expect(pricing).toBeInViewport();
    await expect(page).toHaveURL(/\/landing#pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  });

  test('the page has problems, solution, features, testimonials and a final call to action', async ({
    page,
  }) => {
    await gotoHydrated(page, '/landing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Answer every call and book more customers, 24/7',
    );
    for (const id of [
      'problems',
      'solution',
      'features',
      'testimonials',
      'pricing',
      'get-started',
    ]) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toBeVisible();
    }
    await expect(page.locator('section#testimonials figure')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Choose Your Plan' })).toHaveAttribute(
      'href',
      '#pricing',
    );
  });

  for (const width of [1280, 390]) {
    test(`has no accessibility violations at ${width} px, with the quote dialog closed and open`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/landing');
      const violations = await axeViolations(page, 'page');
      await page.getByRole('button', { name: 'Get a Custom Quote' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Custom Quote' }).getByLabel('Name'),
      ).toBeVisible();
      violations.push(...(await axeViolations(page, 'dialog open')));
      expect(violations).toEqual([]);
    });
  }
});

test.describe('/funnel', () => {
  test('advertises Ava AI Essential at $99 per month with a free trial and two testimonials', async ({
    page,
  }) => {
    const response = await gotoHydrated(page, '/funnel');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(
      `Ava AI Essential: An AI Receptionist for $99 per Month | ${siteName}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Never miss another customer call',
    );
    const main = page.getByRole('main');
    await expect(main).toContainText('$99 per month');
    await expect(main).toContainText('free trial');
    for (const id of ['problems', 'solution', 'features', 'testimonials', 'plan', 'get-started']) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toBeVisible();
    }

    const plans = main.getByRole('article');
    await expect(plans).toHaveCount(1);
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText('Ava AI Essential');
    await expect(plans.getByText('$99', { exact: true })).toBeVisible();
    await expect(plans.getByText('Free trial, then $99 per month')).toBeVisible();

    const testimonials = page.locator('section#testimonials figure');
    await expect(testimonials).toHaveCount(2);
    await expect(testimonials.nth(0)).toContainText('Dana Whitfield');
    await expect(testimonials.nth(1)).toContainText('Marcus Reyes');
  });

  test('its buttons are real, focusable buttons that do nothing', async ({ page }) => {
    await gotoHydrated(page, '/funnel');
    const buttons = page.getByRole('main').getByRole('button', { name: 'Start My Free Trial' });
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) {
      await button.focus();
      await expect(button).toBeFocused();
      await button.click();
    }
    await expect(page).toHaveURL(/\/funnel$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const width of [1280, 390]) {
    test(`has no accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/funnel');
      expect(await axeViolations(page, `${width}px`)).toEqual([]);
    });
  }
});

test.describe('/contact', () => {
  test('shows our contact form (no hosted form is configured) and sends a message', async ({
    page,
  }) => {
    const response = await gotoHydrated(page, '/contact');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Contact Us | ${siteName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await expect(form.locator('iframe')).toHaveCount(0);
    await form.getByLabel('Name').fill('Jamie Rivera');
    await form.getByLabel('Email').fill('jamie@example.test');
    await form.getByLabel('How can we help?').fill('We miss calls on Saturdays.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you!');
  });

  test('the server’s form is sent to the server until its code has loaded, so an early click loses nothing', async ({
    page,
  }) => {
    const html = await (await page.request.get('/contact')).text();
    // Without scripts it posts to /contact; with them, the loader holds the click until hydrated.
    expect(html).toMatch(/<form [^>]*action="\/contact#[^"]*" method="post">/);
    expect(html).toMatch(/<button type="submit" class="[^"]*">Send Message<\/button>/);
  });

  test('lists the phone, email and address as links', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '(555) 010-0142' })).toHaveAttribute(
      'href',
      'tel:5550100142',
    );
    await expect(main.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await expect(main.getByRole('link', { name: /Overland Park, KS 66210/ })).toHaveAttribute(
      'href',
      /^https:\/\/maps\.google\.com\//,
    );
  });

  for (const width of [1280, 390]) {
    test(`has no accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/contact');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
      expect(await axeViolations(page, `${width}px`)).toEqual([]);
    });
  }
});
