import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartLine } from './CartLine';

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  args: {
    name: 'T-paita',
    details: 'M, Punainen',
    unitPrice: 2500,
    quantity: 1,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The quantity follows "−" and "+" by keyboard; "−" does nothing at one but keeps its focus. */
export const Playground: Story = {
  render: function Render(args) {
    const [quantity, setQuantity] = useState(args.quantity);
    return (
      <CartLine
        {...args}
        quantity={quantity}
        onQuantityChange={(next) => {
          setQuantity(next);
          args.onQuantityChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const decrease = canvas.getByRole('button', { name: 'Vähennä yksi: T-paita' });
    const increase = canvas.getByRole('button', { name: 'Lisää yksi: T-paita' });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(decrease).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(increase).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await expect(increase).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'T-paita' })).toHaveTextContent(/3 × 25,00\s€/);
    await expect(canvas.getByRole('group', { name: 'T-paita' })).toHaveTextContent(/75,00\s€/);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Poista T-paita' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Several: Story = {
  args: { quantity: 3, details: undefined, name: 'Kahvinkeitin', unitPrice: 4990 },
};

/** A change is being saved: nothing reacts until it is done. */
export const Busy: Story = {
  args: { quantity: 2, busy: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lisää yksi: T-paita' }));
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** On the summary the line is read-only: quantity and price, no buttons. */
export const Summary: Story = {
  args: { quantity: 2, onQuantityChange: undefined, onRemove: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('2 kpl')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { quantity: 2 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
