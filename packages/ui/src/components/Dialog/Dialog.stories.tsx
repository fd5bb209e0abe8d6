import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Pelitauko',
    description: 'Tauon aikana voit kirjautua ja lunastaa voittoja, mutta et voi ostaa arpoja.',
    trigger: <Button>Avaa</Button>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Avaa' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Pelitauko' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tauon aikana voit kirjautua ja lunastaa voittoja, mutta et voi ostaa arpoja.',
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Pelitauko' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const WithoutDescription: Story = {
  args: { defaultOpen: true, description: undefined, children: <p>Pelitauko on asetettu.</p> },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Pelitauko' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Aseta pelitauko</Button>
      <p>{open ? 'Auki' : 'Kiinni'}</p>
      <Dialog
        title="Vahvista pelitauko"
        open={open}
        onOpenChange={setOpen}
        actions={<Button onClick={() => setOpen(false)}>Vahvista</Button>}
      >
        <p>Haluatko varmasti asettaa pelitauon?</p>
      </Dialog>
    </>
  );
}

/** The caller owns the open state and closes the dialog from its own action. */
export const Controlled: Story = {
  render: () => <ControlledDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Aseta pelitauko' }));
    await expect(canvas.getByText('Auki')).toBeInTheDocument();
    const dialog = await body.findByRole('dialog', { name: 'Vahvista pelitauko' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vahvista' }));
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByText('Kiinni')).toBeInTheDocument();
  },
};

/**
 * Rendered in place (`portal={false}`), as a server-rendered page has it: the same modal, fixed over the
 * viewport, with focus moved in and kept in, but inside the story's own element rather than `<body>`.
 */
export const InPlace: Story = {
  args: { defaultOpen: true, portal: false, trigger: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Pelitauko' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tauon aikana voit kirjautua ja lunastaa voittoja, mutta et voi ostaa arpoja.',
    );
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
