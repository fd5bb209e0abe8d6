import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MobileDrawer } from './MobileDrawer';

const navItems = [
  { label: 'Etusivu', href: '/' },
  { label: 'Arvat', href: '/lunastettavat' },
  { label: 'Voittokauppa', href: '/voittokauppa' },
];

const meta = {
  title: 'Layout/MobileDrawer',
  component: MobileDrawer,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      // The trigger is made for the Header's green bar.
      <div style={{ background: '#00553e', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    navItems,
    currentPath: '/',
    session: { loggedIn: false },
    cartCount: 0,
    onLogin: fn(),
    onRegister: fn(),
    onLogout: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof MobileDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Valikko' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Valikko' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(drawer).getByRole('link', { name: 'Etusivu' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const LoggedOut: Story = {
  args: { defaultOpen: true, cartCount: 1 },
  play: async ({ args }) => {
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Valikko' }));
    await expect(drawer.getByRole('link', { name: 'Ostoskori 1 tuote' })).toHaveAttribute(
      'href',
      '/ostoskori',
    );
    await expect(drawer.queryByRole('button', { name: 'Kirjaudu ulos' })).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: 'Luo tili' }));
    await expect(args.onRegister).toHaveBeenCalled();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const LoggedIn: Story = {
  args: {
    defaultOpen: true,
    session: { loggedIn: true, fullName: 'Maija Meikäläinen' },
    navItems: [...navItems, { label: 'Oma tili', href: '/tili' }],
    currentPath: '/tili',
    cartCount: 3,
  },
  play: async ({ args }) => {
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Valikko' }));
    await expect(drawer.getByRole('link', { name: 'Oma tili' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByText('3 tuotetta')).toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Kirjaudu' })).toBeNull();
    await expect(drawer.queryByRole('button', { name: 'Luo tili' })).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: 'Kirjaudu ulos' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** The drawer left open, as it looks on a phone. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    session: { loggedIn: true, fullName: 'Maija Meikäläinen' },
    navItems: [...navItems, { label: 'Oma tili', href: '/tili' }],
    cartCount: 1,
  },
  play: async () => {
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Valikko' }));
    await expect(drawer.getByRole('button', { name: 'Sulje' })).toBeInTheDocument();
    await expect(drawer.getAllByRole('link')).toHaveLength(5);
  },
};
