import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartLine } from './CartLine';

describe('CartLine', () => {
  it('shows the quantity and the line price, and steps the quantity by one', async () => {
    const onQuantityChange = vi.fn();
    render(
      <CartLine name="Kahvinkeitin" unitPrice={4990} quantity={2} onQuantityChange={onQuantityChange} />,
    );
    const line = screen.getByRole('group', { name: 'Kahvinkeitin' });
    expect(line).toHaveTextContent(/Määrä: 2 kpl/);
    expect(line).toHaveTextContent(/2 × 49,90\s€/);
    expect(line).toHaveTextContent(/99,80\s€/);
    await userEvent.click(screen.getByRole('button', { name: 'Vähennä yksi: Kahvinkeitin' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Lisää yksi: Kahvinkeitin' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(3);
  });

  it('does not go above the limit or below one', async () => {
    const onQuantityChange = vi.fn();
    const { rerender } = render(
      <CartLine
        name="Kuppi"
        unitPrice={500}
        quantity={1}
        maxQuantity={1}
        onQuantityChange={onQuantityChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vähennä yksi: Kuppi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lisää yksi: Kuppi' }));
    expect(onQuantityChange).not.toHaveBeenCalled();
    rerender(<CartLine name="Kuppi" unitPrice={500} quantity={1} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
