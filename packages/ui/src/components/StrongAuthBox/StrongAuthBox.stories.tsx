import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StrongAuthBox } from './StrongAuthBox';

const meta = {
  title: 'Balance/StrongAuthBox',
  component: StrongAuthBox,
  tags: ['autodocs'],
  args: { onAuthenticate: fn() },
} satisfies Meta<typeof StrongAuthBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotAuthenticated: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Tunnistaudu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAuthenticate).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Tunnistaudu' })).toBeDisabled();
  },
};

export const Authenticated: Story = {
  args: { identity: { first_names: 'Maija Liisa', family_name: 'Meikäläinen' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Olet vahvasti tunnistautunut nimellä Maija Liisa Meikäläinen'),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
