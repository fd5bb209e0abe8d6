import { existsSync, readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

/**
 * One Storybook preview per worker: stories are switched through Storybook's channel instead of
 * reloading the preview bundle for every screenshot.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, baseURL, userAgent } = workerInfo.project.use;
      const page = await browser.newPage({ viewport, baseURL, userAgent, deviceScaleFactor: 1 });
      // Without the a11y addon's automatic axe run after each story: the stories' own test run checks
      // accessibility; here it only competed with the screenshot for the browser's time.
      await page.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=a11y.manual:!true`);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, id: string) {
  await page.evaluate((storyId) => {
    const w = window as unknown as PreviewWindow;
    if (w.__STORYBOOK_PREVIEW__?.currentRender?.id !== storyId) {
      w.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }
  }, id);
  // The play function runs in the preview; the screenshot shows the state it leaves.
  await page.waitForFunction(
    (storyId) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && (render.phase === 'completed' || render.phase === 'finished');
    },
    id,
    { timeout: 100_000 },
  );
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
}

/**
 * A screenshot byte for byte the same as its baseline passes without Playwright's comparison, which decodes
 * both pictures and compares them pixel by pixel (32 ms of the runner's CPU a story, and it shoots again until two
 * shots agree). After the baselines were refreshed (2026-11-24), 510 and 512 of the 534 were the same bytes in two
 * runs; the others are stories whose anti-aliasing varies from run to run, within the tolerances. Any other
 * screenshot, and every one while baselines are being written, goes through `toHaveScreenshot` as before, with
 * its tolerances.
 */
async function sameAsBaseline(page: Page, baseline: string, updating: boolean): Promise<boolean> {
  if (updating || !existsSync(baseline)) return false;
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  return shot.equals(readFileSync(baseline));
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview }, testInfo) => {
    await showStory(preview, story.id);
    const name = `${story.id}--${testInfo.project.name}.png`;
    const updating =
      testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
    if (await sameAsBaseline(preview, testInfo.snapshotPath(name, { kind: 'screenshot' }), updating)) {
      return;
    }
    await expect(preview).toHaveScreenshot(name, { fullPage: true });
  });
}
