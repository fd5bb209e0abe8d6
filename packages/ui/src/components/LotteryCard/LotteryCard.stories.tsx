import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyImage } from '../ProductCard/storyImage';
import { LotteryCard } from './LotteryCard';

const meta = {
  title: 'Claim/LotteryCard',
  component: LotteryCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    lottery: {
      slug: 'kultakimpale',
      names: [
        { lang: 'fi', value: 'Kultakimpale' },
        { lang: 'sv', value: 'Guldklimp' },
      ],
      images: [{ variety: 'small', source: storyImage('#f5c400', 'Kultakimpale', 320, 200) }],
    },
  },
} satisfies Meta<typeof LotteryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Kultakimpale' })).toBeInTheDocument();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Valitse: Kultakimpale' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/lunastettavat/kultakimpale');
  },
};

/** A picture of another shape is cropped to the card's 16:10 box, never letterboxed. */
export const WideImageCropped: Story = {
  args: {
    lottery: {
      slug: 'onnenapila',
      names: [{ lang: 'fi', value: 'Onnenapila' }],
      images: [{ variety: 'small', source: storyImage('#3a9d23', 'Onnenapila', 600, 200) }],
    },
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('width', '320');
    await expect(image).toHaveAttribute('height', '200');
    await expect(getComputedStyle(image).objectFit).toBe('cover');
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(16 / 10, 1);
  },
};

export const WithoutImage: Story = {
  args: { lottery: { slug: 'onnenapila', names: [{ lang: 'fi', value: 'Onnenapila' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Valitse: Onnenapila' })).toHaveAttribute(
      'href',
      '/lunastettavat/onnenapila',
    );
  },
};
