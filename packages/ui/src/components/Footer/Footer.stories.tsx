import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpWidget } from '../HelpWidget/HelpWidget';
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

/** The full footer of the site: cookie settings and the customer service widget. */
export const WithCookieSettingsAndHelp: Story = {
  args: {
    onCookieSettings: fn(),
    children: (
      <HelpWidget phone="010 123 4567" email="asiakaspalvelu@arpa.example" openingHours="ma–pe klo 9–16" />
    ),
  },
  decorators: [
    (Story) => (
      // Room above the footer for the help panel, which opens upwards.
      <div style={{ paddingTop: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cookieButton = canvas.getByRole('button', { name: 'Muuta evästeasetuksia' });
    cookieButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    const help = canvas.getByRole('button', { name: 'Asiakaspalvelu' });
    await expect(help).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('region', { name: 'Asiakaspalvelu' })).toBeVisible();
  },
};
