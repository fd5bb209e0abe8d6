import { expect, test } from './fixtures';
import { signedInPlayer } from './support';

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`one real click on "Tallenna" submits while the focused field is invalid (${name}, ${width} px)`, async ({
    page,
  }) => {
    // Registered at desktop width (the header's buttons), then the width of the test.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signedInPlayer(page, { firstName: 'Lomake', lastName: 'Testaaja', emailPrefix: 'lomake' });
    await page.setViewportSize({ width, height });
    await page.goto('/tili');
    const lastName = page.getByLabel('Sukunimi');
    await expect(lastName).toHaveValue('Testaaja');
    // The field is emptied and still focused: leaving it would show "Puuttuva arvo" above the button.
    await lastName.fill('');
    await expect(lastName).toBeFocused();
    const save = page.getByRole('button', { name: 'Tallenna' }).first();
    await save.scrollIntoViewIfNeeded();
    await lastName.focus();
    const box = await save.boundingBox();
    if (!box) throw new Error('no Tallenna button');
    // A real press and release at one point: the click lands only if the button is still there.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The submit ran: every message is shown and focus went to the first invalid field.
    await expect(page.getByText('Puuttuva arvo')).toBeVisible();
    await expect(lastName).toBeFocused();
  });
}
