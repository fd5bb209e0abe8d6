import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImage } from '../ProductCard/storyImage';
import { ProductGallery } from './ProductGallery';

const images = [
  { src: storyImage('#00553e', 'Edestä'), alt: 'Kahvinkeitin edestä' },
  { src: storyImage('#003d2c', 'Sivulta'), alt: 'Kahvinkeitin sivulta' },
  { src: storyImage('#1a5fd0', 'Pakkaus'), alt: 'Kahvinkeittimen pakkaus' },
];

const meta = {
  title: 'Shop/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: { images, onValueChange: fn() },
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Kahvinkeitin edestä' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Näytä kuva 2' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: 'Kahvinkeitin sivulta' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Kahvinkeitin edestä' })).toBeNull();
  },
};

export const ThirdChosen: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Näytä kuva 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A tall picture fills the 4:3 frame, cropped, with no bars; width and height reserve its room. */
export const TallImageCropped: Story = {
  args: { images: [{ src: storyImage('#c8102e', 'Pullo', 300, 500), alt: 'Termospullo' }] },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Termospullo' });
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '300');
    await expect(getComputedStyle(image).objectFit).toBe('cover');
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  },
};
