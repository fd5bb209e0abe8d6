import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyCart } from './EmptyCart';

const meta = {
  title: 'Cart/EmptyCart',
  component: EmptyCart,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ostokorisi on tyhjä')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithShopLink: Story = {
  args: { shopHref: '/voittokauppa' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Siirry voittokauppaan' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/voittokauppa');
  },
};
