import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VariationSelect } from './VariationSelect';

const variations = [
  { id: 11, name: 'S' },
  { id: 12, name: 'M' },
];

describe('VariationSelect', () => {
  it('reports the chosen variation id with its original type', async () => {
    const onValueChange = vi.fn();
    render(<VariationSelect variations={variations} onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Valitse vaihtoehto' });
    expect(select).toHaveValue('11');
    await userEvent.selectOptions(select, 'M');
    expect(onValueChange).toHaveBeenCalledWith(12);
  });

  it('submits the variation id under its name and follows a controlled value', () => {
    const { rerender } = render(
      <form aria-label="Tuote">
        <VariationSelect variations={variations} name="variation_id" value={11} />
      </form>,
    );
    rerender(
      <form aria-label="Tuote">
        <VariationSelect variations={variations} name="variation_id" value={12} />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(new FormData(form).get('variation_id')).toBe('12');
  });
});
