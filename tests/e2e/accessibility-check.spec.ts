import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './support';

// The accessibility check every spec leans on finds a fault wherever it is on the page: in the page itself,
// in a frame of the same origin and in a frame of another origin (a game), and skips only what it is told to.
// Pages made up here, in the browser, without the site.

const head = '<!doctype html><html lang="fi"><head><title>Sivu</title></head><body><main><h1>Otsikko</h1>';
const pages: Record<string, string> = {
  'http://sivu.test/kunnossa': `${head}</main></body></html>`,
  'http://sivu.test/kuva-ilman-tekstia': `${head}<img src="kuva.png"></main></body></html>`,
  'http://sivu.test/oma-kehys': `${head}<iframe title="Oma" src="/kuva-ilman-tekstia"></iframe></main></body></html>`,
  'http://sivu.test/vieras-kehys': `${head}<iframe title="Peli" src="http://peli.test/"></iframe></main></body></html>`,
  'http://peli.test/': `${head}<img src="kuva.png"></main></body></html>`,
};

async function open(page: Page, url: string) {
  await page.route(/^http:\/\/(sivu|peli)\.test\//, (route) => {
    const body = pages[route.request().url()];
    return body ? route.fulfill({ contentType: 'text/html', body }) : route.fulfill({ status: 404 });
  });
  await page.goto(url);
}

/** The rule ids of the violations the check reports, or [] when it passes. */
async function faults(page: Page, options?: { exclude?: string }): Promise<string[]> {
  try {
    await expectAccessible(page, options);
    return [];
  } catch (error) {
    return [...String(error).matchAll(/"id": "([a-z-]+)"/g)].map((match) => match[1]!);
  }
}

test('a page without faults passes', async ({ page }) => {
  await open(page, 'http://sivu.test/kunnossa');
  expect(await faults(page)).toEqual([]);
});

test('an image without a text alternative fails the page', async ({ page }) => {
  await open(page, 'http://sivu.test/kuva-ilman-tekstia');
  expect(await faults(page)).toContain('image-alt');
});

test('a fault inside a frame of the same origin fails the page', async ({ page }) => {
  await open(page, 'http://sivu.test/oma-kehys');
  await expect(page.frameLocator('iframe').locator('h1')).toHaveText('Otsikko');
  expect(await faults(page)).toContain('image-alt');
});

test('a fault inside another origin’s frame fails the page, unless that frame is excluded', async ({
  page,
}) => {
  await open(page, 'http://sivu.test/vieras-kehys');
  await expect(page.frameLocator('iframe').locator('h1')).toHaveText('Otsikko');
  expect(await faults(page)).toContain('image-alt');
  expect(await faults(page, { exclude: 'iframe' })).toEqual([]);
});
