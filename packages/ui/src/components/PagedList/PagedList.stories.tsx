import { LIST_PAGE_SIZE } from '@arpa/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import { PagedList } from './PagedList';

interface AccountEvent {
  id: number;
  label: string;
  value: number;
  timestamp: string;
}

const events = (from: number, count: number): AccountEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i + 1,
    label: (from + i) % 2 === 0 ? 'Talletus' : 'Voitto',
    value: 1000 + (from + i) * 250,
    timestamp: `2025-01-${String(((from + i) % 28) + 1).padStart(2, '0')}T08:07:00Z`,
  }));

const renderEvent = (event: AccountEvent) => (
  <span>
    {event.label} {formatMoney(event.value)} · {formatDate(event.timestamp, 'Europe/Helsinki')}
  </span>
);

const meta = {
  title: 'Lists/PagedList',
  component: PagedList<AccountEvent>,
  tags: ['autodocs'],
  args: {
    items: events(0, LIST_PAGE_SIZE),
    renderItem: renderEvent,
    getKey: (event) => event.id,
    total: 16,
    emptyMessage: 'Ei tapahtumia',
    onLoadMore: fn(),
    'aria-label': 'Tilitapahtumat',
  },
} satisfies Meta<typeof PagedList<AccountEvent>>;
export default meta;
type Story = StoryObj<typeof meta>;

function LoadingPages({ total }: { total: number }) {
  const [items, setItems] = useState(() => events(0, LIST_PAGE_SIZE));
  const [loading, setLoading] = useState(false);
  return (
    <PagedList
      items={items}
      renderItem={renderEvent}
      getKey={(event) => event.id}
      total={total}
      loading={loading}
      emptyMessage="Ei tapahtumia"
      aria-label="Tilitapahtumat"
      onLoadMore={() => {
        setLoading(true);
        // Stands in for the app's request of the next page (limit 7, offset +7).
        setTimeout(() => {
          setItems((old) => [...old, ...events(old.length, Math.min(LIST_PAGE_SIZE, total - old.length))]);
          setLoading(false);
        }, 300);
      }}
    />
  );
}

/** 16 events: "Lisää" loads two more pages (7 + 7 + 2) and then disappears. */
export const Playground: Story = {
  render: () => <LoadingPages total={16} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    const more = canvas.getByRole('button', { name: 'Lisää' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Ladataan…');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(14));
    await expect(more).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(16));
    await expect(canvas.queryByRole('button', { name: 'Lisää' })).toBeNull();
  },
};

export const MoreToLoad: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lisää' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ladataan…');
    await userEvent.click(canvas.getByRole('button', { name: 'Lisää' }));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const AllLoaded: Story = {
  args: { total: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Lisää' })).toBeNull();
  },
};

const emptyStory = (emptyMessage: string): Story => ({
  args: { items: [], total: 0, emptyMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(emptyMessage)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Lisää' })).toBeNull();
  },
});

/** /tili/tilitapahtumat */
export const EmptyEvents = emptyStory('Ei tapahtumia');
/** /tili/pelihistoria */
export const EmptyGames = emptyStory('Ei pelejä');
/** /tili/tilaukset */
export const EmptyOrders = emptyStory('Ei tilauksia');
/** /tili/voittohistoria */
export const EmptyWins = emptyStory('Ei voittoja');
