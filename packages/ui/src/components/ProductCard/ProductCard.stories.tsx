import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductCard } from './ProductCard';
import { storyImage } from './storyImage';

const meta = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Kahvinkeitin',
    value: 4990,
    href: '/voittokauppa/42',
    image: { src: storyImage('#00553e', 'Kahvinkeitin') },
  },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Kahvinkeitin' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/voittokauppa/42');
    await expect(canvas.getByText('49,90 €')).toBeInTheDocument();
  },
};

export const WithoutImage: Story = {
  args: { image: undefined, name: 'Lahjakortti 100 €', value: 10000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('100,00 €')).toBeInTheDocument();
  },
};

/** A tall picture is cropped to the card's 4:3 box (no grey bars), and its room is reserved before it loads. */
export const TallImageCropped: Story = {
  args: { name: 'Termospullo', value: 2490, image: { src: storyImage('#c8102e', 'Pullo', 300, 500) } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '300');
    await expect(getComputedStyle(image).objectFit).toBe('cover');
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  },
};

export const Expensive: Story = {
  args: { name: 'Sähköpyörä', value: 249900, image: { src: storyImage('#003d2c', 'Pyörä') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 499,00 €')).toBeInTheDocument();
  },
};
