import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { provider: 'Arpa Oy' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Palveluntarjoaja: Arpa Oy')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Käyttöehdot' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Tietosuoja' })).toHaveAttribute('href', '/tietosuoja');
    await expect(canvas.getByRole('link', { name: 'Evästeet' })).toHaveAttribute('href', '/evasteet');
  },
};

export const WithExtraLink: Story = {
  args: {
    links: [
      { label: 'Käyttöehdot', href: '/ehdot' },
      { label: 'Tietosuoja', href: '/tietosuoja' },
      { label: 'Evästeet', href: '/evasteet' },
      { label: 'Saavutettavuusseloste', href: '/saavutettavuusseloste' },
    ],
  },
};
