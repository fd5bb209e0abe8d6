import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankPicker } from './BankPicker';

const meta = {
  title: 'Balance/BankPicker',
  component: BankPicker,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof BankPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Nordea' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'OP' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('osuuspankki');
  },
};

export const Chosen: Story = { args: { defaultValue: 'saastopankki' } };

export const Missing: Story = {
  args: { error: 'Valitse maksutapa' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Valitse maksutapa')).toBeVisible();
  },
};

/** Does any bank's name touch or run under its tile's radio dot? */
function namesTouchDots(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('label')].flatMap((tile) => {
    const dot = tile.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    const name = tile.querySelector('span > span:not([aria-hidden])')!;
    const range = document.createRange();
    range.selectNodeContents(name);
    const touches = [...range.getClientRects()].some(
      (line) =>
        line.left < dot.right + 2 &&
        dot.left - 2 < line.right &&
        line.top < dot.bottom &&
        dot.top < line.bottom,
    );
    return touches ? [name.textContent ?? ''] : [];
  });
}

/** A phone: two tiles a row, and no bank name touches its radio dot (issue 12, item 9). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: 'omasp' },
  play: async ({ canvasElement }) => {
    await expect(namesTouchDots(canvasElement)).toEqual([]);
  },
};

/** Wide tiles side by side: the names keep clear of the dots there too. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(namesTouchDots(canvasElement)).toEqual([]);
  },
};
