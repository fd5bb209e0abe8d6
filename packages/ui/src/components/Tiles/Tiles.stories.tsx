import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';
import { Card } from '../Card';
import { Tiles } from './Tiles';

function Panel({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: vars.space.medium,
        background: vars.color.brandSoft,
        borderRadius: vars.radius.small,
      }}
    >
      {children}
    </div>
  );
}

const panels = (
  <>
    <Panel>Kesäarpa</Panel>
    <Panel>Talviarpa</Panel>
    <Panel>Syysarpa</Panel>
  </>
);

function columnCount(element: HTMLElement) {
  return getComputedStyle(element).gridTemplateColumns.split(' ').length;
}

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  tags: ['autodocs'],
  args: { space: 'medium', children: panels },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneColumn: Story = {
  args: { columns: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Kesäarpa');
    await expect(columnCount(first.parentElement!)).toBe(1);
    await expect(canvas.getByText('Talviarpa').getBoundingClientRect().left).toBe(
      first.getBoundingClientRect().left,
    );
  },
};

/** One column on phones, two from the tablet breakpoint, three from the desktop one. */
export const Responsive: Story = {
  args: { columns: { mobile: 1, tablet: 2, desktop: 3 } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Kesäarpa').parentElement!;
    const expected = matchMedia(media.desktop).matches ? 3 : matchMedia(media.tablet).matches ? 2 : 1;
    await expect(columnCount(grid)).toBe(expected);
  },
};

/** As `ul` with a `li` per card: the cards of a row are as tall as the tallest. */
export const ListOfCards: Story = {
  args: {
    as: 'ul',
    space: 'large',
    columns: { mobile: 1, desktop: 3 },
    'aria-label': 'Arvat',
    children: (
      <>
        <li>
          <Card title="Kesäarpa">Aurinkoiset voitot koko kesän.</Card>
        </li>
        <li>
          <Card title="Talviarpa">Lumiset päävoitot.</Card>
        </li>
        <li>
          <Card title="Syysarpa">Sadepäivän piristys.</Card>
        </li>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Arvat' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole('heading', { name: 'Kesäarpa' })).toBeVisible();
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};
