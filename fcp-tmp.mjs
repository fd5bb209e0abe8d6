import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: process.argv[2] ?? '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu'] });
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ locale: 'fi-FI', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:8290/');
  await page.waitForLoadState('networkidle');
  console.log(await page.evaluate(() => JSON.stringify(performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)])) + ' load ' + Math.round(performance.getEntriesByType('navigation')[0].loadEventStart)));
  await ctx.close();
}
await browser.close();
