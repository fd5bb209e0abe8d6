import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Slides } from './Slides';

const image = (fill: string) =>
  `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="600" height="320"%3E%3Crect width="600" height="320" fill="%23${fill}"/%3E%3C/svg%3E`;

const meta = {
  title: 'Layout/Slides',
  component: Slides,
  tags: ['autodocs'],
  args: {
    slides: [
      { image: image('f5c400'), content: 'Raaputa, rekisteröi ja voita!' },
      { image: image('7fb7a4'), content: 'Voittokaupasta tuotteita voittorahoilla.' },
      { content: 'Lisäarvonnassa voit voittaa, vaikka arvassa ei olisi voittoa.' },
    ],
  },
} satisfies Meta<typeof Slides>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Raaputa, rekisteröi ja voita!')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edellinen dia' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Voittokaupasta tuotteita voittorahoilla.')).toBeVisible();
    await expect(canvas.queryByText('Raaputa, rekisteröi ja voita!')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edellinen dia' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edellinen dia' }));
    await expect(canvas.getByText(/Lisäarvonnassa/)).toBeVisible();
  },
};

export const SingleSlide: Story = {
  args: { slides: [{ image: image('f5c400'), content: 'Raaputa, rekisteröi ja voita!' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
