import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const trace of [false, true, false, true]) {
  const ctx = await browser.newContext({ locale: 'fi-FI', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  if (trace) await browser.startTracing(page, { screenshots: true, categories: ['devtools.timeline','disabled-by-default-devtools.screenshot','loading','blink.user_timing'] });
  await page.goto('http://127.0.0.1:8290/');
  await page.waitForLoadState('networkidle');
  console.log(trace, await page.evaluate(() => JSON.stringify(performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)])) + ' load ' + Math.round(performance.getEntriesByType('navigation')[0].loadEventStart)));
  if (trace) await browser.stopTracing();
  await ctx.close();
}
await browser.close();
