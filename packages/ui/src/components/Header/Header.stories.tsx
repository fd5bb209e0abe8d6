import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkComponentProvider, type LinkComponentProps } from '../Link/LinkComponentContext';
import { MobileDrawer } from '../MobileDrawer/MobileDrawer';
import { QuickStop } from '../QuickStop/QuickStop';
import { Header, type HeaderProps } from './Header';

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

/** A page inside a section (a lottery's page): the section's nav item is marked, the front page is not. */
export const InsideASection: Story = {
  args: {
    ...LoggedIn.args,
    currentPath: '/tili/tilaukset',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Oma tili' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Etusivu' })).not.toHaveAttribute('aria-current');
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

const navigate = fn();
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
  return (
    // A stand-in for a router's link, so choosing a link in the drawer does not leave the story.
    // eslint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <a
      ref={ref}
      {...props}
      onClick={(e) => {
        e.preventDefault();
        props.onClick?.(e);
        navigate(props.href);
      }}
    />
  );
});

/** Links that call `navigate` instead of leaving the story. */
const withRouterLink = (Story: () => ReactElement) => (
  <LinkComponentProvider linkComponent={RouterLink}>
    <Story />
  </LinkComponentProvider>
);

/** The header with its `MobileDrawer`, as the app renders it. */
const withDrawer = (args: HeaderProps) => (
  <Header
    {...args}
    menu={
      <MobileDrawer
        navItems={args.navItems}
        currentPath={args.currentPath}
        session={args.session}
        cartCount={args.cartCount}
        onLogin={args.onLogin}
        onRegister={args.onRegister}
        onLogout={args.onLogout}
      />
    }
  />
);

/** At 390 px the navigation, session buttons and cart move into the "Valikko" drawer. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [withRouterLink],
  args: { cartCount: 2 },
  render: withDrawer,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByRole('navigation', { hidden: true })).not.toBeVisible();
    await expect(canvas.getByText('2 tuotetta')).not.toBeVisible();
    await expect(canvas.getByText('Kirjaudu')).not.toBeVisible();
    const menuButton = canvas.getByRole('button', { name: 'Valikko' });
    await expect(menuButton).toBeVisible();
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = within(await body.findByRole('dialog', { name: 'Valikko' }));
    await expect(drawer.getByRole('link', { name: 'Ostoskori 2 tuotetta' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Luo tili' })).toBeVisible();
    await userEvent.click(drawer.getByRole('link', { name: 'Voittokauppa' }));
    await expect(navigate).toHaveBeenCalledWith('/voittokauppa');
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(menuButton);
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Kirjaudu' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/**
 * From a sister site on a wide screen: the back button replaces the logo and the navigation, so the "Valikko"
 * button stays (it is otherwise hidden from 1210 px up) and Oma tili and the cart are still one step away.
 */
export const BackLinkWide: Story = {
  decorators: [withRouterLink],
  args: {
    backLink: { label: '<< Palaa Pelihuoneeseen', href: 'https://pelihuone.example/' },
    session: { loggedIn: true, fullName: 'Maija Meikäläinen' },
    navItems: [
      { label: 'Etusivu', href: '/' },
      { label: 'Arvat', href: '/lunastettavat' },
      { label: 'Voittokauppa', href: '/voittokauppa' },
      { label: 'Oma tili', href: '/tili' },
    ],
    cartCount: 1,
  },
  render: withDrawer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '<< Palaa Pelihuoneeseen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ostoskori 1 tuote' })).toBeVisible();
    const menuButton = canvas.getByRole('button', { name: 'Valikko' });
    await expect(menuButton).toBeVisible();
    await userEvent.click(menuButton);
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Valikko' }));
    await userEvent.click(drawer.getByRole('link', { name: 'Oma tili' }));
    await expect(navigate).toHaveBeenCalledWith('/tili');
  },
};

/** A signed-in player's quick stop ("Pikatauko") sits in the bar itself, one click from every page. */
export const WithQuickStop: Story = {
  args: {
    session: { loggedIn: true, fullName: 'Maija Meikäläinen' },
    protection: <QuickStop onConfirm={fn()} now={() => new Date('2026-03-01T10:05:00Z')} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pikatauko' })).toBeVisible();
  },
};

/** At 390 px the quick stop stays in the bar beside "Valikko"; it never moves into the drawer. */
export const WithQuickStopMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [withRouterLink],
  args: {
    session: { loggedIn: true, fullName: 'Maija Meikäläinen' },
    cartCount: 1,
    protection: <QuickStop onConfirm={fn()} activeUntil="2026-03-02T10:05:00Z" timeZone="Europe/Helsinki" />,
  },
  render: withDrawer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pikatauko 02.03.2026 12:05 asti');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
