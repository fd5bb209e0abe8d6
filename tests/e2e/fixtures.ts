import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

export interface ApiRefusals {
  /** The refusals so far, in the order the answers arrived. */
  lines(): string[];
  /** Waits (at most `ms`) for the codes of the answers whose bodies are still arriving. */
  settled(ms: number): Promise<void>;
}

/**
 * Records every refusal the API gives the context's pages (status 400 and up): method, path, status and the
 * catalogued code.
 */
export function recordApiRefusals(context: BrowserContext): ApiRefusals {
  const refusals: string[] = [];
  const reading = new Set<Promise<void>>();
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 400 || !url.pathname.startsWith('/api/')) return;
    const line = `${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`;
    // The line at once; its code once the body has arrived (a body the page never reads never arrives).
    const index = refusals.push(line) - 1;
    const read = response.json().then(
      (body: { code?: unknown } | null) => {
        if (typeof body?.code === 'string') refusals[index] = `${line} ${body.code}`;
      },
      () => {},
    );
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return {
    lines: () => [...refusals],
    async settled(ms) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
      await Promise.race([Promise.allSettled([...reading]), timeout]);
      clearTimeout(timer);
    },
  };
}

/**
 * Playwright's `test` with one automatic fixture: the API's refusals to the test's pages (`recordApiRefusals`)
 * are attached to the report of a test that fails. A page that only "looks wrong" after a refused call then
 * says which call and which code (a flaky claim test once showed the code entry again after a sign-in, and
 * nothing said why).
 */
export const test = base.extend<{ apiRefusals: void }>({
  apiRefusals: [
    async ({ context }, use, testInfo) => {
      const refusals = recordApiRefusals(context);
      await use();
      if (testInfo.status === testInfo.expectedStatus || refusals.lines().length === 0) return;
      await refusals.settled(1_000);
      await testInfo.attach('api-refusals', { body: refusals.lines().join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});
