import type { CmsContent } from '@arpa/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeedDir } from './modules/admin/seed.ts';
import { createTestApp, testDatabaseKind, type TestApp } from './test/harness.ts';

describe(`static storage (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });

  afterAll(() => test.close());

  it('serves the CMS content with every part of SPEC §3 filled in Finnish', async () => {
    const response = await test.request({ url: '/static/content.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const content = response.json<CmsContent>();
    expect(content.landingPage.cards.map((card) => card.title)).toEqual([
      'Rekisteröi arpoja',
      'Pelaa arpa',
      'Voittokauppa',
    ]);
    for (const page of [content.terms, content.privacy, content.cookies]) {
      expect(page.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
    }
    expect(content.otherLotteries.slides.length).toBeGreaterThan(0);
    expect(content.claimable_lotteries.length).toBeGreaterThan(0);
    for (const lottery of content.claimable_lotteries) {
      expect(lottery).toEqual({
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        bottom_description: expect.any(String),
      });
    }
    for (const lottery of content.playable_lotteries) {
      expect(Object.keys(lottery).sort()).toEqual(['bottom_description', 'description', 'popup', 'slug']);
    }
    expect(content.playableLotteries.depositBonus.description).not.toBe('');
  });

  it('serves every slide image the content refers to', async () => {
    const content = (await test.request({ url: '/static/content.json' })).json<CmsContent>();
    const images = [
      ...content.landingPage.slides,
      ...content.otherLotteries.slides,
      ...content.playableLotteries.slides,
    ].flatMap((slide) => (slide.image ? [slide.image] : []));
    for (const image of new Set(images)) {
      const response = await test.request({ url: image });
      expect(response.statusCode, image).toBe(200);
      expect(response.headers['content-type'], image).toMatch(/^image\/svg\+xml/);
    }
  });

  interface SeedImage {
    variety?: string;
    source: string;
  }
  interface SeedProduct {
    custom_id: string;
    images: SeedImage[];
    hidden?: boolean;
    options?: { images: SeedImage[] }[];
  }
  const seed = <T>(file: string): T => JSON.parse(readFileSync(join(demoSeedDir, file), 'utf8')) as T;
  const { lotteries } = seed<{ lotteries: { slug: string; images: SeedImage[] }[] }>('lotteries.json');
  const { products } = seed<{ products: SeedProduct[] }>('products.json');

  it('has a bottom description only for the demo lotteries (every slug is a seeded lottery)', async () => {
    const content = (await test.request({ url: '/static/content.json' })).json<CmsContent>();
    const slugs = lotteries.map((lottery) => lottery.slug);
    for (const { slug } of content.claimable_lotteries) expect(slugs, slug).toContain(slug);
    // Every listed demo lottery has its own text.
    expect(content.claimable_lotteries.map((entry) => entry.slug)).toEqual(expect.arrayContaining(slugs));
  });

  it('serves every image the demo lotteries and products refer to, a distinct small SVG for each', async () => {
    const lotteryImages = lotteries.map(
      (lottery) => lottery.images.find((i) => i.variety === 'small')!.source,
    );
    const productImages = products.filter((p) => p.images.length > 0).map((p) => p.images[0]!.source);
    expect(new Set(lotteryImages).size).toBe(lotteries.length);
    expect(new Set(productImages).size).toBe(productImages.length);
    // Every product the shop lists has a picture.
    expect(products.filter((p) => !p.hidden && p.images.length === 0)).toEqual([]);
    const all = [
      ...lotteries.flatMap((lottery) => lottery.images),
      ...products.flatMap((p) => [...p.images, ...(p.options ?? []).flatMap((o) => o.images)]),
    ].map((image) => image.source);
    for (const image of new Set(all)) {
      expect(image, image).toMatch(/^\/static\/images\/.+\.svg$/);
      const response = await test.request({ url: image });
      expect(response.statusCode, image).toBe(200);
      expect(response.headers['content-type'], image).toMatch(/^image\/svg\+xml/);
      expect(response.rawPayload.length, image).toBeLessThanOrEqual(3 * 1024);
    }
  });

  it('serves the custom script as JavaScript, which the CSP lets the page run (same origin)', async () => {
    const response = await test.request({ url: '/static/custom.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.body).toContain('dataset.arpaCustom');
  });
});
