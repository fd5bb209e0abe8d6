import type { CmsContent } from '@arpa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('serves the custom script as JavaScript, which the CSP lets the page run (same origin)', async () => {
    const response = await test.request({ url: '/static/custom.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.body).toContain('dataset.arpaCustom');
  });
});
