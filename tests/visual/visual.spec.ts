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

/**
 * Shows the story and resolves once its play function has finished, nothing has focus and the fonts are in:
 * one round trip to the page (it polls each frame itself) instead of three of Playwright's calls, each of
 * which also records a stack trace in the runner.
 */
async function showStory(page: Page, id: string) {
  const phase = await page.evaluate(async (storyId) => {
    const w = window as unknown as PreviewWindow;
    if (w.__STORYBOOK_PREVIEW__?.currentRender?.id !== storyId) {
      w.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }
    const ended = ['completed', 'finished', 'errored', 'aborted'];
    for (;;) {
      const render = w.__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id === storyId && ended.includes(render.phase ?? '')) break;
      await new Promise(requestAnimationFrame);
    }
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
    await document.fonts.ready;
    return w.__STORYBOOK_PREVIEW__?.currentRender?.phase;
  }, id);
  // The play function runs in the preview; the screenshot shows the state it leaves.
  if (phase !== 'completed' && phase !== 'finished') throw new Error(`The story ${id} ended ${phase}.`);
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

const titles = new Map<string, IndexEntry[]>();
for (const story of stories) titles.set(story.title, [...(titles.get(story.title) ?? []), story]);
for (const [title, ofTitle] of titles) {
  test(title, async ({ preview }, testInfo) => {
    // Each story keeps the time a test of its own had (the run is in the background, on what the cores spare).
    test.setTimeout(testInfo.timeout * ofTitle.length);
    const updating =
      testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
    for (const story of ofTitle) {
      await showStory(preview, story.id);
      const name = `${story.id}--${testInfo.project.name}.png`;
      if (await sameAsBaseline(preview, testInfo.snapshotPath(name, { kind: 'screenshot' }), updating)) {
        continue;
      }
      await expect.soft(preview, story.name).toHaveScreenshot(name, { fullPage: true });
    }
  });
}
