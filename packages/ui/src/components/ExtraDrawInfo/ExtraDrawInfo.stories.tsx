import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExtraDrawInfo } from './ExtraDrawInfo';

const meta = {
  title: 'Claims/ExtraDrawInfo',
  component: ExtraDrawInfo,
  tags: ['autodocs'],
  args: {
    timeZone: 'Europe/Helsinki',
    next: { closesAt: '2027-01-31T16:00:00Z', winnersCount: 3, prize: { value: 2000 } },
    results: [],
  },
} satisfies Meta<typeof ExtraDrawInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

const result = {
  id: 1,
  drawnAt: '2026-12-31T16:00:00Z',
  participantCount: 1234,
  prize: { value: 2000 },
  winners: ['M. V., Tampere', 'A. K., Oulu', 'J. L.'],
};

export const Playground: Story = {};

/** Before the first draw: its date and the prizes. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Lisäarvonta' })).toBeInTheDocument();
    await expect(canvas.getByText('Seuraava arvonta').nextElementSibling).toHaveTextContent(
      '31.01.2027 18:00',
    );
    await expect(canvas.getByText('Palkinnot').nextElementSibling).toHaveTextContent('3 × 20,00 €');
  },
};

/** After a draw, with the next one scheduled. */
export const WithResults: Story = {
  args: { results: [result] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = canvas.getByRole('list', { name: 'Arvontojen tulokset' });
    await expect(
      within(results).getByRole('heading', { name: 'Arvonta 31.12.2026 18:00' }),
    ).toBeInTheDocument();
    await expect(results).toHaveTextContent('Osallistujia 1 234. Palkinto: 20,00 €.');
    const winners = within(results).getAllByRole('listitem').slice(1);
    await expect(winners.map((item) => item.textContent)).toEqual(['M. V., Tampere', 'A. K., Oulu', 'J. L.']);
  },
};

/** A product prize, published results only (no next draw scheduled). */
export const ProductPrizeResultsOnly: Story = {
  args: {
    next: null,
    results: [
      { ...result, id: 2, prize: { name: 'Termospullo' }, winners: ['Arpasarja KULTA-1, osallistuminen 42'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Seuraava arvonta')).toBeNull();
    await expect(canvas.getByText(/Palkinto: Termospullo/)).toBeInTheDocument();
  },
};

/** Nothing scheduled and nothing drawn yet. */
export const NothingScheduled: Story = {
  args: { next: null, results: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Seuraavan arvonnan ajankohta julkaistaan pian.'),
    ).toBeInTheDocument();
  },
};

/** A draw with no participants. */
export const NoWinners: Story = {
  args: { next: null, results: [{ ...result, id: 3, participantCount: 0, winners: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ei voittajia.')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { results: [result] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
