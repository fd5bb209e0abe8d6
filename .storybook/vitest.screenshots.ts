// Visual regression of every story, in the stories' own test run (docs/decisions/0061): once a story's play
// function and accessibility check have passed, its picture at the story's viewport (1200 × 900 unless the
// story picks another) and at 390 × 844 (a story already shown at the mobile viewport gets one picture)
// is compared with the baseline in .storybook/__screenshots__/<component>/<story>[_390].png. The story is
// still mounted then: the Storybook plugin unmounts it when the next one renders.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface ShownStory {
  parameters?: { layout?: string };
  globals?: { viewport?: { value?: string } };
}

// The picture is of the document's body: at least the viewport (a dialog's overlay covers all of it),
// longer when the story is.
const style = document.createElement('style');
style.textContent = 'body { min-height: 100vh; }';
document.head.append(style);

afterEach(async (context) => {
  const { task } = context;
  const storyId = task.meta.storyId;
  if (!storyId || task.result?.state === 'fail') return;
  const story = (context as unknown as { story?: ShownStory }).story;
  // The padding Storybook's own preview gives a story of the default layout.
  document.body.style.padding = (story?.parameters?.layout ?? 'padded') === 'padded' ? '1rem' : '';
  (document.activeElement as HTMLElement | null)?.blur?.();
  window.scrollTo(0, 0);
  await document.fonts.ready;
  const body = page.elementLocator(document.body);
  // A folder per component and a file per story: the name's segments are sanitised one by one, and a `--`
  // inside one would collapse into `-`.
  const name = storyId.replace('--', '/');
  await expect.element(body).toMatchScreenshot(name);
  if (story?.globals?.viewport?.value !== 'mobile') {
    await page.viewport(390, 844);
    await expect.element(body).toMatchScreenshot(`${name}_390`);
  }
  document.body.style.padding = '';
});
