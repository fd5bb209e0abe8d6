import { expect, test, type BrowserContext } from './fixtures';
import { expectAccessible, whenHydrated } from './support';

// Cookie settings (issue 12, item 3): a first visit is asked, nothing optional is set before the choice,
// the choice is kept and honoured, and "Muuta evästeasetuksia" reopens it. A fresh visitor: no stored choice.
test.use({ storageState: { cookies: [], origins: [] } });

const optional = ['am_campaign', 'arpa_analytics'];

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a first visit is asked about cookies; nothing optional before consent; the choice holds and can be changed (${name}, ${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/?campaign=syksy-2026');
    const dialog = page.getByRole('dialog', { name: 'Evästeasetukset' });
    await expect(dialog).toBeVisible();
    // The operator's script has run, but has set nothing optional without a choice.
    await expect(page.locator('html')).toHaveAttribute('data-arpa-custom', 'loaded');
    await expect(dialog.getByRole('checkbox', { name: 'Välttämättömät' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Välttämättömät' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Analytiikka' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Markkinointi' })).not.toBeChecked();
    expect(await cookieNames(context)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(am_campaign|arpa_analytics)$/)]),
    );
    await expectAccessible(page);

    // By keyboard: focus is in the dialog; the refusal is one button away.
    await expect(dialog).toContainText('Välttämättömät evästeet');
    await dialog.getByRole('button', { name: 'Vain välttämättömät' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    for (const cookie of optional) expect(await cookieNames(context)).not.toContain(cookie);
    expect((await context.cookies()).find((cookie) => cookie.name === 'arpa_consent')?.value).toBe(
      'v1.a0.m0',
    );

    // The choice is kept: no dialog on the next page load.
    await page.goto('/lunastettavat?campaign=syksy-2026');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // "Muuta evästeasetuksia" on /evasteet reopens it with the stored choice; allowing marketing writes the
    // campaign, analytics lets the operator's script set its cookie.
    // Within the app, so the campaign of this visit (held in memory only, without consent) is still known:
    // the link is pressed once the page is hydrated (before, it is an ordinary page load).
    const cookiesLink = page.getByRole('contentinfo').getByRole('link', { name: 'Evästeet' });
    await whenHydrated(cookiesLink);
    await cookiesLink.click();
    await expect(page.getByRole('heading', { name: 'Evästeet', level: 1 })).toBeVisible();
    const change = page.getByRole('main').getByRole('button', { name: 'Muuta evästeasetuksia' });
    await change.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Markkinointi' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Analytiikka' }).check();
    await dialog.getByRole('checkbox', { name: 'Markkinointi' }).check();
    await dialog.getByRole('button', { name: 'Tallenna valinnat' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(change).toBeFocused();
    await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining(optional));
    expect((await context.cookies()).find((cookie) => cookie.name === 'am_campaign')?.value).toBe(
      'syksy-2026',
    );

    // Withdrawn from the footer: both optional cookies are gone at once.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Muuta evästeasetuksia' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Analytiikka' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Vain välttämättömät' }).click();
    await expect
      .poll(async () => (await cookieNames(context)).filter((cookie) => optional.includes(cookie)))
      .toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Evästeet', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('closing the first-visit dialog without choosing stores nothing and asks again on the next visit', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Evästeasetukset' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await cookieNames(context)).not.toContain('arpa_consent');
  await page.reload();
  await expect(dialog).toBeVisible();
});
