import { LIST_PAGE_SIZE } from '@arpa/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PagedList } from './PagedList';

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `Tapahtuma ${from + i + 1}`);

/** What the app does: limit LIST_PAGE_SIZE, offset +LIST_PAGE_SIZE, append the page. */
function Paged({ total }: { total: number }) {
  const [items, setItems] = useState(() => rows(0, Math.min(LIST_PAGE_SIZE, total)));
  const [offset, setOffset] = useState(0);
  return (
    <PagedList
      items={items}
      renderItem={(row) => row}
      total={total}
      loadedCount={items.length}
      emptyMessage="Ei tapahtumia"
      onLoadMore={() => {
        const next = offset + LIST_PAGE_SIZE;
        setOffset(next);
        setItems((old) => [...old, ...rows(next, Math.min(LIST_PAGE_SIZE, total - next))]);
      }}
    />
  );
}

describe('PagedList', () => {
  it('loads pages with "Lisää" until every item is shown, then hides the button', async () => {
    render(<Paged total={16} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Lisää' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(14);
    await userEvent.click(screen.getByRole('button', { name: 'Lisää' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(16);
    expect(screen.getByText('Tapahtuma 16')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lisää' })).toBeNull();
  });

  it('shows no button when the first page holds everything', () => {
    render(<Paged total={7} />);
    expect(screen.queryByRole('button', { name: 'Lisää' })).toBeNull();
  });

  it('offers "Lisää" while the server holds more than the loaded count, not once they are equal', () => {
    const secondPage = (total: number) => (
      <PagedList
        items={rows(7, 7)}
        loadedCount={14}
        renderItem={String}
        total={total}
        emptyMessage="Ei pelejä"
      />
    );
    const { rerender } = render(secondPage(15));
    expect(screen.getByRole('button', { name: 'Lisää' })).toBeInTheDocument();
    rerender(secondPage(14));
    expect(screen.queryByRole('button', { name: 'Lisää' })).toBeNull();
  });

  it('shows the empty message and no list when there are no items', () => {
    render(<PagedList items={[]} renderItem={String} total={0} emptyMessage="Ei tilauksia" />);
    expect(screen.getByText('Ei tilauksia')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a spinner while loading and ignores "Lisää" until the page arrives', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <PagedList
        items={rows(0, 7)}
        renderItem={String}
        total={20}
        loading
        onLoadMore={onLoadMore}
        emptyMessage="Ei pelejä"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
    const button = screen.getByRole('button', { name: 'Lisää' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(
      <PagedList
        items={rows(0, 14)}
        renderItem={String}
        total={20}
        onLoadMore={onLoadMore}
        emptyMessage="Ei pelejä"
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lisää' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows only the spinner, not the empty message, while the first page loads', () => {
    render(<PagedList items={[]} renderItem={String} total={0} loading emptyMessage="Ei voittoja" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Ei voittoja')).toBeNull();
  });
});
