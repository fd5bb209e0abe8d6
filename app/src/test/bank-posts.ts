import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The hidden POST forms a screen sends the browser to the bank with (SPEC §7), recorded instead of
 * leaving the page (jsdom cannot). Call once at a test file's top level; the array is emptied before each
 * test, and the forms are removed from the page after it.
 */
export function recordBankPosts(): HTMLFormElement[] {
  const posts: HTMLFormElement[] = [];
  beforeEach(() => {
    posts.length = 0;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posts.push(this);
    });
  });
  afterEach(() => {
    vi.mocked(HTMLFormElement.prototype.submit).mockRestore();
    document.querySelectorAll('form[hidden]').forEach((form) => form.remove());
  });
  return posts;
}
