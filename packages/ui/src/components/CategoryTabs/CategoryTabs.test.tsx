import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTabs } from './CategoryTabs';

const categories = [
  { id: 'a', name: 'Koti' },
  { id: 'b', name: 'Vapaa-aika' },
];

describe('CategoryTabs', () => {
  it('keeps the tabs and the dropdown on the same category', async () => {
    const onValueChange = vi.fn();
    render(
      <CategoryTabs categories={categories} onValueChange={onValueChange}>
        <p>Tuotteet</p>
      </CategoryTabs>,
    );
    const select = screen.getByRole('combobox', { name: 'Tuoteryhmä' });
    expect(select).toHaveValue('a');
    await userEvent.selectOptions(select, 'b');
    expect(onValueChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tab', { name: 'Vapaa-aika' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Tuotteet');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<CategoryTabs categories={categories} value="a" />);
    rerender(<CategoryTabs categories={categories} value="b" />);
    expect(screen.getByRole('tab', { name: 'Vapaa-aika' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox')).toHaveValue('b');
  });
});
