import { expect, recordApiRefusals, test } from './fixtures';

test('the API refusals a page meets are recorded with their catalogued codes, and nothing else', async ({
  page,
  context,
}) => {
  const refusals = recordApiRefusals(context);
  await page.goto('/lunastettavat');
  // A write without the CSRF header: refused before any handler.
  await page.evaluate(async () => {
    const response = await fetch('/api/v1/lotteries/999999/claims/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await response.text();
  });
  await expect
    .poll(() => refusals.lines())
    .toEqual(['POST /api/v1/lotteries/999999/claims/ → 403 csrf_token_invalid']);
});
