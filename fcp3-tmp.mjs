import { chromium } from '@playwright/test';
const exe = process.argv[2];
const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox','--disable-gpu'] });
const rows = [];
for (let i = 0; i < 6; i++) {
  const ctx = await browser.newContext({ locale: 'fi-FI', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:8290/');
  await page.waitForLoadState('networkidle');
  rows.push(await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; const p = performance.getEntriesByName('first-contentful-paint')[0]; return `fcp ${Math.round(p.startTime)} resp ${Math.round(n.responseEnd)} dcl ${Math.round(n.domContentLoadedEventStart)} load ${Math.round(n.loadEventStart)}`; }));
  await ctx.close();
}
console.log(exe, '\n ' + rows.join('\n '));
await browser.close();
