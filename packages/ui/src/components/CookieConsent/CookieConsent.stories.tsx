import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CookieConsent, type CookieChoice } from './CookieConsent';

const meta = {
  title: 'Feedback/CookieConsent',
  component: CookieConsent,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), onSave: fn() },
} satisfies Meta<typeof CookieConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: nothing chosen yet, every optional category off, necessary cookies on and fixed. */
export const FirstVisit: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Evästeasetukset' }));
    await expect(dialog.getByRole('checkbox', { name: 'Välttämättömät' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Välttämättömät' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Analytiikka' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Markkinointi' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Vain välttämättömät' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({ analytics: false, marketing: false });
  },
};

/** Reopened with a stored choice: the boxes show it; "Tallenna valinnat" saves the boxes as ticked. */
export const Reopened: Story = {
  args: { choice: { analytics: true, marketing: false } },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Evästeasetukset' }));
    await expect(dialog.getByRole('checkbox', { name: 'Analytiikka' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Analytiikka' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Markkinointi' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna valinnat' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({ analytics: false, marketing: true });
  },
};

export const AcceptAll: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Evästeasetukset' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Hyväksy kaikki' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({ analytics: true, marketing: true });
  },
};

function ConsentSettings() {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<CookieChoice>();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Muuta evästeasetuksia
      </Button>
      <p>{choice ? `Analytiikka: ${choice.analytics ? 'päällä' : 'pois'}` : 'Ei valintaa'}</p>
      <CookieConsent
        open={open}
        onOpenChange={setOpen}
        choice={choice}
        onSave={(next) => {
          setChoice(next);
          setOpen(false);
        }}
      />
    </>
  );
}

/** By keyboard: opened from the settings button, focus moves in; Escape closes without saving, focus returns. */
export const ByKeyboard: Story = {
  render: () => <ConsentSettings />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Muuta evästeasetuksia' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Evästeasetukset' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByText('Ei valintaa')).toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const reopened = within(await body.findByRole('dialog', { name: 'Evästeasetukset' }));
    await userEvent.click(reopened.getByRole('checkbox', { name: 'Analytiikka' }));
    await userEvent.click(reopened.getByRole('button', { name: 'Tallenna valinnat' }));
    await expect(canvas.getByText('Analytiikka: päällä')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
