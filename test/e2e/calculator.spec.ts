import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, scrollToHydrated } from './support';

const industryMessage = 'Please select your primary industry before calculating results.';

/** The calculator section, scrolled into view with its form loaded and interactive. */
async function openCalculator(page: Page) {
  await gotoHydrated(page, '/');
  return scrollToHydrated(page, 'unlock-roi');
}

const fields = (section: Locator) => ({
  industry: section.getByLabel('Primary Industry'),
  dailyCalls: section.getByLabel('Daily Calls'),
  missed: section.getByLabel('Missed Calls'),
  revenue: section.getByLabel('Revenue per Customer'),
  conversion: section.getByLabel('Conversion Rate'),
  hourlyCost: section.getByLabel('Staff Hourly Cost'),
  team: section.getByLabel('Team Members on Calls'),
  calculate: section.getByRole('button', { name: 'Calculate' }),
  results: section.getByTestId('roi-results'),
  result: (name: string) => section.locator(`[data-result="${name}"]`),
});

test.use({ viewport: { width: 1280, height: 800 } });

test('starts with the spec defaults and no results', async ({ page }) => {
  const section = await openCalculator(page);
  const form = fields(section);
  await expect(form.industry).toHaveValue('');
  await expect(form.dailyCalls).toHaveValue('20');
  await expect(form.missed).toHaveValue('30');
  await expect(form.revenue).toHaveValue('500');
  await expect(form.conversion).toHaveValue('4');
  await expect(form.hourlyCost).toHaveValue('25');
  await expect(form.team).toHaveValue('3');
  await expect(form.dailyCalls).toHaveAttribute('min', '1');
  await expect(form.dailyCalls).toHaveAttribute('max', '100');
  await expect(form.conversion).toHaveAttribute('step', '0.1');
  await expect(form.team).toHaveAttribute('max', '20');
  await expect(form.results).toHaveCount(0);
});

test('asks for an industry with a red border, and choosing one clears it', async ({ page }) => {
  const section = await openCalculator(page);
  const form = fields(section);
  const normalBorder = await form.dailyCalls.evaluate((el) => getComputedStyle(el).borderTopColor);
  await form.calculate.click();
  await expect(section.getByRole('alert')).toHaveText(industryMessage);
  await expect(form.industry).toHaveAttribute('aria-invalid', 'true');
  await expect(form.industry).toHaveClass(/\bborder-red-600\b/);
  const invalidBorder = await form.industry.evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(invalidBorder).not.toBe(normalBorder);
  const red600 = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.borderTop = '1px solid var(--color-red-600)';
    document.body.append(probe);
    const color = getComputedStyle(probe).borderTopColor;
    probe.remove();
    return color;
  });
  expect(invalidBorder).toBe(red600);
  await expect(form.results).toHaveCount(0);

  await form.industry.selectOption('real_estate');
  await expect(section.getByText(industryMessage)).toHaveCount(0);
  await expect(form.industry).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.industry).not.toHaveClass(/\bborder-red-600\b/);
});

test('each industry sets its default conversion rate', async ({ page }) => {
  const section = await openCalculator(page);
  const form = fields(section);
  await form.industry.selectOption('real_estate');
  await expect(form.conversion).toHaveValue('2.5');
  await form.industry.selectOption('home_services');
  await expect(form.conversion).toHaveValue('6');
  await form.industry.selectOption('professional_services');
  await expect(form.conversion).toHaveValue('4.6');
  await expect(form.industry.locator('option')).toHaveText([
    'Select your industry',
    'Real Estate',
    'Home Services',
    'Professional Services',
  ]);
});

test('computes the defaults for real estate', async ({ page }) => {
  const section = await openCalculator(page);
  const form = fields(section);
  await form.industry.selectOption('real_estate');
  await form.calculate.click();
  await expect(form.results).toBeVisible();
  // 20 × 0.30 × 260 × $500 × 2.5% = $19,500
  await expect(form.result('potentialRevenue')).toHaveText('$19,500');
  // 3 × 1.5 × 260 × $25 = $29,250
  await expect(form.result('costSavings')).toHaveText('$29,250');
  // 3 × 1.5 × 5 = 22.5 a week; × 52 = 1,170 a year
  await expect(form.result('hoursWeekly')).toHaveText('22.5 hours per week');
  await expect(form.result('hoursYearly')).toHaveText('1,170 hours per year');
  // (19,500 + 29,250 − 15,000) / 15,000 × 100 = 225%
  await expect(form.result('roi')).toHaveText('225%');
});

test('computes a home services business of its own', async ({ page }) => {
  const section = await openCalculator(page);
  const form = fields(section);
  await form.industry.selectOption('home_services');
  await form.dailyCalls.fill('50');
  await form.missed.fill('20');
  await form.revenue.fill('300');
  await form.hourlyCost.fill('30');
  await form.team.fill('2');
  await form.calculate.click();
  // 50 × 0.20 × 260 × $300 × 6% = $46,800
  await expect(form.result('potentialRevenue')).toHaveText('$46,800');
  // 2 × 1.5 × 260 × $30 = $23,400
  await expect(form.result('costSavings')).toHaveText('$23,400');
  // 2 × 1.5 × 5 = 15 a week; × 52 = 780 a year
  await expect(form.result('hoursWeekly')).toHaveText('15 hours per week');
  await expect(form.result('hoursYearly')).toHaveText('780 hours per year');
  // (46,800 + 23,400 − 15,000) / 15,000 × 100 = 368%
  await expect(form.result('roi')).toHaveText('368%');
});

test('a small practice can see a negative return, never negative money', async ({ page }) => {
  const section = await openCalculator(page);
  const form = fields(section);
  await form.industry.selectOption('professional_services');
  await form.dailyCalls.fill('1');
  await form.missed.fill('10');
  await form.hourlyCost.fill('10');
  await form.team.fill('1');
  await form.calculate.click();
  // 1 × 0.10 × 260 × $500 × 4.6% = $598; 1 × 1.5 × 260 × $10 = $3,900
  await expect(form.result('potentialRevenue')).toHaveText('$598');
  await expect(form.result('costSavings')).toHaveText('$3,900');
  await expect(form.result('hoursWeekly')).toHaveText('7.5 hours per week');
  // (598 + 3,900 − 15,000) / 15,000 × 100 = −70.01… → −70%
  await expect(form.result('roi')).toHaveText('-70%');
});

test('out-of-bounds values get a message by the field and no results', async ({ page }) => {
  const section = await openCalculator(page);
  const form = fields(section);
  await form.industry.selectOption('real_estate');
  const cases: Array<[field: Locator, value: string, message: string]> = [
    [form.dailyCalls, '0', 'Daily calls must be at least 1'],
    [form.dailyCalls, '101', 'Daily calls must be at most 100'],
    [form.dailyCalls, '2.5', 'Daily calls must be a whole number'],
    [form.missed, '-5', 'Missed calls must be at least 0'],
    [form.missed, '150', 'Missed calls must be at most 100'],
    [form.revenue, '-1', 'Revenue per customer must be at least 0'],
    [form.revenue, '', 'Revenue per customer must be a number'],
    [form.revenue, '1e308', 'Revenue per customer must be at most 100,000,000'],
    [form.conversion, '100.5', 'Conversion rate must be at most 100'],
    [form.conversion, '4.65', 'Use steps of 0.1'],
    [form.hourlyCost, '-3', 'Staff hourly cost must be at least 0'],
    [form.team, '0', 'Team members must be at least 1'],
    [form.team, '21', 'Team members must be at most 20'],
  ];
  for (const [field, value, message] of cases) {
    const before = await field.inputValue();
    await field.fill(value);
    await form.calculate.click();
    const id = await field.getAttribute('id');
    await expect(section.locator(`#${id}-error`)).toHaveText(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.results).toHaveCount(0);
    await expect(section).not.toContainText(/NaN|Infinity|∞/);
    await field.fill(before);
  }
  await form.calculate.click();
  await expect(form.result('roi')).toHaveText('225%');
  await expect(section.locator('[aria-invalid="true"]')).toHaveCount(0);
});

test('See Pricing Plans scrolls to the plans and puts /#pricing in the address', async ({
  page,
}) => {
  const section = await openCalculator(page);
  const form = fields(section);
  await form.industry.selectOption('home_services');
  await form.calculate.click();
  await form.results.getByRole('button', { name: 'See Pricing Plans' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Plans That Pay for Themselves' })).toBeVisible();
});
