import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { PageShell } from './PageShell';

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    header: <Header navItems={[{ label: 'Etusivu', href: '/' }]} session={{ loggedIn: false }} />,
    footer: <Footer provider="Arpa Oy" />,
    children: <h1>Sivun sisältö</h1>,
  },
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Siirry sisältöön' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    // Following the link would change the test frame's address; check its target instead.
    await expect(skip).toHaveAttribute('href', '#sisalto');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'sisalto');
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

/**
 * A page still loading (a spinner's height of content): the footer already starts below the first screen, so
 * when the content arrives nothing the visitor sees moves (no layout shift).
 */
export const FooterBelowTheFirstScreen: Story = {
  args: { children: <p>Ladataan…</p> },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
