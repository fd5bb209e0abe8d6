import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: {
    navItems: [
      { label: 'Etusivu', href: '/' },
      { label: 'Arvat', href: '/lunastettavat' },
      { label: 'Voittokauppa', href: '/voittokauppa' },
    ],
    currentPath: '/',
    session: { loggedIn: false },
    onLogin: fn(),
    onRegister: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Etusivu' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Uusi tili' }));
    await expect(args.onRegister).toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Kirjaudu' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const LoggedIn: Story = {
  args: {
    session: { loggedIn: true, fullName: 'Maija Meikäläinen' },
    navItems: [
      { label: 'Etusivu', href: '/' },
      { label: 'Arvat', href: '/lunastettavat' },
      { label: 'Voittokauppa', href: '/voittokauppa' },
      { label: 'Oma tili', href: '/tili' },
    ],
    cartCount: 1,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 tuote')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Kirjaudu ulos' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const CartWithSeveralItems: Story = {
  args: { session: { loggedIn: true, fullName: 'Matti Virtanen' }, cartCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 tuotetta')).toBeInTheDocument();
  },
};

export const SisterSiteBackButton: Story = {
  args: { backLink: { label: '<< Palaa Pelihuoneeseen', href: 'https://pelihuone.example/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '<< Palaa Pelihuoneeseen' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
