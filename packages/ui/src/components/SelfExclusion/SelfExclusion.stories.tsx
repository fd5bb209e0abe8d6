import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelfExclusion } from './SelfExclusion';

const meta = {
  title: 'Account/SelfExclusion',
  component: SelfExclusion,
  tags: ['autodocs'],
  args: { onExclude: fn(), onRequestLift: fn(), timeZone: 'Europe/Helsinki' },
} satisfies Meta<typeof SelfExclusion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Aseta pelikielto' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: /3 kuukautta/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Aseta pelikielto' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Vahvista pelikielto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vahvista pelikielto' }));
    await expect(args.onExclude).toHaveBeenCalledWith(3);
  },
};

export const ActiveUntil: Story = {
  args: {
    active: {
      from: '2026-01-15T10:00:00Z',
      until: '2026-04-15T09:00:00Z',
      indefinite: false,
      lift_requested_at: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Pelikielto on voimassa 15.04.2026 12:00 asti.',
    );
  },
};

export const ActiveIndefinite: Story = {
  args: { active: { from: '2026-01-15T10:00:00Z', until: null, indefinite: true, lift_requested_at: null } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Pyydä pelikiellon päättämistä' }),
    );
    await expect(args.onRequestLift).toHaveBeenCalled();
  },
};

export const LiftRequested: Story = {
  args: {
    active: {
      from: '2026-01-15T10:00:00Z',
      until: '2027-01-15T10:00:00Z',
      indefinite: true,
      lift_requested_at: '2026-06-01T09:00:00Z',
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
