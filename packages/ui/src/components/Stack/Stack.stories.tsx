import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/vars.css';
import { Stack } from './Stack';

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

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    space: 'medium',
    children: (
      <>
        <Panel>Rekisteröi arpoja</Panel>
        <Panel>Voittokauppa</Panel>
        <Panel>Oma tili</Panel>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Rekisteröi arpoja').getBoundingClientRect();
    const second = canvas.getByText('Voittokauppa').getBoundingClientRect();
    // One below the other, a medium space (16 px) apart, both as wide as the stack.
    await expect(second.left).toBe(first.left);
    await expect(second.top - first.bottom).toBeCloseTo(16, 0);
  },
};

/** As `ul` with `li` children: a list to assistive technology, without bullets or indentation. */
export const AsList: Story = {
  args: {
    as: 'ul',
    space: 'small',
    'aria-label': 'Arvat',
    children: (
      <>
        <li>Kesäarpa</li>
        <li>Talviarpa</li>
        <li>Syysarpa</li>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Arvat' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};
