import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Shop/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: { pageCount: 5, onValueChange: fn() },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sivu 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Edellinen' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sivu 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Sivu 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Seuraava' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Seuraava' })).toBeDisabled();
  },
};

export const ManyPages: Story = {
  args: { pageCount: 20, defaultValue: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Sivu/ }).map((b) => b.textContent)).toEqual([
      '1',
      '9',
      '10',
      '11',
      '20',
    ]);
  },
};

export const Mobile: Story = {
  args: { pageCount: 20, defaultValue: 10 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
