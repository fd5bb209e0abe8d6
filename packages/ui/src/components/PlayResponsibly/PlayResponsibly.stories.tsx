import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlayResponsibly } from './PlayResponsibly';

const meta = {
  title: 'Content/PlayResponsibly',
  component: PlayResponsibly,
  tags: ['autodocs'],
} satisfies Meta<typeof PlayResponsibly>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'peluuri.fi' })).toBeVisible();
  },
};

/** On the footer's dark background. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: '#003d2c', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
