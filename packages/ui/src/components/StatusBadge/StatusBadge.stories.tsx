import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusBadgeStatuses } from './StatusBadge';

const meta = {
  title: 'Lists/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'done' },
  argTypes: { status: { control: 'inline-radio', options: statusBadgeStatuses } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Valmis')).toHaveAttribute('data-status', 'done');
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kesken')).toHaveAttribute('data-status', 'pending');
  },
};
