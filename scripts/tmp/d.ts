import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.setViewportSize({ width: 390, height: 844 });
await page.goto(process.argv[2]!);
await page.locator('body[data-hydrated="true"]').waitFor({ timeout: 20000 });
await page.getByRole('button', { name: 'Open menu' }).click();
console.log('menu', await page.locator('#mobile-menu').count());
await page.screenshot({ path: '/tmp/shot.png', fullPage: true });
await browser.close();
