import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { as: 'h1', children: 'Arpa – raaputusarvat ja Voittokauppa' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Heading: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Arpa – raaputusarvat ja Voittokauppa');
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
