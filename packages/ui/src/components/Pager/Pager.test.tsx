import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';
import { pagerItems } from './pagerItems';

describe('pagerItems', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('collapses long runs around the current page, never hiding a single page', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('Pager', () => {
  it('starts at page 1, marks the current page and moves with Edellinen/Seuraava', async () => {
    const onValueChange = vi.fn();
    render(<Pager pageCount={3} onValueChange={onValueChange} />);
    expect(screen.getByRole('button', { name: 'Sivu 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Edellinen' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava' }));
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Sivu 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Sivu 3' }));
    expect(screen.getByRole('button', { name: 'Seuraava' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edellinen' }));
    expect(onValueChange).toHaveBeenLastCalledWith(2);
  });

  it('follows a controlled page and shows nothing for a single page', () => {
    const { rerender } = render(<Pager pageCount={4} value={4} />);
    expect(screen.getByRole('button', { name: 'Sivu 4' })).toHaveAttribute('aria-current', 'page');
    rerender(<Pager pageCount={1} value={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
