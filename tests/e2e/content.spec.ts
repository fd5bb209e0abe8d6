import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from './fixtures';
import { expectAccessible } from './support';

/**
 * The CMS content and the demo pictures (issue 12, items 16 and 17): the claimable lotteries' bottom
 * descriptions and the other-lotteries slides are shown, and every demo product has its own picture,
 * cropped to the card (no grey bars) with its size reserved.
 */

interface SeedProduct {
  names: { value: string }[];
  images: { source: string }[];
  hidden?: boolean;
  category: string | null;
}
const seed = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../packages/server/${file}`, import.meta.url), 'utf8')) as T;
const { products, categories } = seed<{
  products: SeedProduct[];
  categories: { custom_id: string; names: { value: string }[] }[];
}>('seed/products.json');
const content = seed<{
  otherLotteries: { slides: { content: string }[] };
  claimable_lotteries: { slug: string; bottom_description: string }[];
}>('static/content.json');

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`/lunastettavat shows the content file's other-lotteries slides above the cards (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/lunastettavat');
    const carousel = page.getByRole('region', { name: 'Ajankohtaista' });
    const [first, second] = content.otherLotteries.slides;
    await expect(carousel.getByText(first!.content)).toBeVisible();
    await carousel.getByRole('button', { name: 'Seuraava dia' }).click();
    await expect(carousel.getByText(second!.content)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Arvat' });
    await expect(cards.getByRole('heading', { name: 'Ässä-arpa' })).toBeVisible();
    // The slides come first, so the cards never jump down when they arrive.
    const slidesBox = (await carousel.boundingBox())!;
    expect((await cards.boundingBox())!.y).toBeGreaterThan(slidesBox.y + slidesBox.height - 1);
    await expectAccessible(page);
  });
}

test('a claimable lottery’s page shows its bottom description under the claim flow', async ({ page }) => {
  const text = content.claimable_lotteries.find((entry) => entry.slug === 'kulta-arpa')!.bottom_description;
  await page.goto('/lunastettavat/kulta-arpa');
  await expect(page.getByRole('heading', { level: 1, name: 'Kulta-arpa' })).toBeVisible();
  const description = page.getByText(text);
  await expect(description).toBeVisible();
  const pikalunastus = page.getByRole('button', { name: 'Pikalunastus' });
  expect((await description.boundingBox())!.y).toBeGreaterThan((await pikalunastus.boundingBox())!.y);
  // It stays below the code entry once the flow has started.
  await pikalunastus.click();
  await expect(page.getByRole('textbox', { name: 'Tarkistusnumero 1' })).toBeVisible();
  await expect(description).toBeVisible();
  await expectAccessible(page);

  // Another lottery has its own text; the others' texts are not shown.
  await page.goto('/lunastettavat/assa-arpa');
  await expect(page.getByRole('heading', { level: 1, name: 'Ässä-arpa' })).toBeVisible();
  await expect(
    page.getByText(content.claimable_lotteries.find((e) => e.slug === 'assa-arpa')!.bottom_description),
  ).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});

/** The picture of a product card, measured: attributes, natural size, rendered box and object-fit. */
async function measure(image: Locator) {
  // Polled as a description, so a picture that never arrives says why: its address, whether the browser
  // finished with it, its size so far, its place against the window, and what the network answered for it.
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => {
        if (img.complete && img.naturalWidth > 0) return 'loaded';
        const box = img.getBoundingClientRect();
        const [entry] = performance.getEntriesByName(
          img.currentSrc || img.src,
        ) as PerformanceResourceTiming[];
        return JSON.stringify({
          src: img.getAttribute('src'),
          complete: img.complete,
          naturalWidth: img.naturalWidth,
          top: Math.round(box.top),
          height: Math.round(box.height),
          windowHeight: window.innerHeight,
          response: entry ? { status: entry.responseStatus, duration: Math.round(entry.duration) } : 'none',
        });
      }),
    )
    .toBe('loaded');
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return {
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
      boxRatio: box.width / box.height,
      objectFit: getComputedStyle(img).objectFit,
    };
  });
}

test('every demo product card on /voittokauppa has its own picture, filling the card with its size reserved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/voittokauppa');
  const shown = products.filter((product) => !product.hidden && product.category !== null);
  const sources = new Map<string, string>();
  for (const category of categories) {
    await page.getByRole('tab', { name: category.names[0]!.value }).click();
    const inCategory = shown.filter((product) => product.category === category.custom_id);
    for (const product of inCategory) {
      const name = product.names[0]!.value;
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });
      const picture = await measure(card.locator('img'));
      expect(picture.src, name).toBe(product.images[0]!.source);
      // width/height are the picture's own size, so its room is reserved before it loads (no layout shift).
      expect(Number(picture.width), name).toBe(picture.naturalWidth);
      expect(Number(picture.height), name).toBe(picture.naturalHeight);
      // Cropped to the card, never letterboxed: the picture fills its box.
      expect(picture.objectFit, name).toBe('cover');
      expect(picture.boxRatio, name).toBeCloseTo(picture.naturalWidth / picture.naturalHeight, 1);
      sources.set(name, picture.src!);
    }
  }
  expect(sources.size).toBe(shown.length);
  expect(new Set(sources.values()).size).toBe(shown.length);
});

test('the claimable lotteries’ cards each show their own picture, cropped to the card', async ({ page }) => {
  await page.goto('/lunastettavat');
  const pictures = page.getByRole('list', { name: 'Arvat' }).locator('img');
  await expect(pictures.first()).toBeVisible();
  const measured = [];
  for (const picture of await pictures.all()) measured.push(await measure(picture));
  expect(new Set(measured.map((m) => m.src)).size).toBe(measured.length);
  for (const picture of measured) {
    expect(picture.width).not.toBeNull();
    expect(picture.height).not.toBeNull();
    expect(picture.objectFit).toBe('cover');
    expect(picture.boxRatio).toBeCloseTo(Number(picture.width) / Number(picture.height), 1);
  }
});
