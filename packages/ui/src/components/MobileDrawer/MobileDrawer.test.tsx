import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkComponentProvider, type LinkComponentProps } from '../Link/LinkComponentContext';
import { MobileDrawer } from './MobileDrawer';

const navigate = vi.fn();
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
  return (
    // A stand-in for a router's link: content arrives in props.children, Enter activates the anchor.
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

function renderDrawer(props: Partial<React.ComponentProps<typeof MobileDrawer>> = {}) {
  return render(
    <LinkComponentProvider linkComponent={RouterLink}>
      <MobileDrawer
        navItems={[
          { label: 'Etusivu', href: '/' },
          { label: 'Voittokauppa', href: '/voittokauppa' },
        ]}
        session={{ loggedIn: false }}
        cartCount={2}
        {...props}
      />
    </LinkComponentProvider>,
  );
}

describe('MobileDrawer', () => {
  it('opens from "Valikko" and closes when a link is chosen, after the link has done its work', async () => {
    const onSelect = vi.fn();
    render(
      <LinkComponentProvider linkComponent={RouterLink}>
        <MobileDrawer
          navItems={[{ label: 'Voittokauppa', href: '/voittokauppa', onSelect }]}
          session={{ loggedIn: true, fullName: 'Maija Meikäläinen' }}
        />
      </LinkComponentProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Valikko' }));
    const drawer = await screen.findByRole('dialog', { name: 'Valikko' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Voittokauppa' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/voittokauppa');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the cart with its count and the logged-out session buttons', async () => {
    renderDrawer({ defaultOpen: true });
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Ostoskori 2 tuotetta' })).toHaveAttribute(
      'href',
      '/ostoskori',
    );
    expect(within(drawer).getByRole('button', { name: 'Kirjaudu' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Luo tili' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Kirjaudu ulos' })).toBeNull();
  });

  it('calls onLogin and closes', async () => {
    const onLogin = vi.fn();
    renderDrawer({ defaultOpen: true, onLogin });
    await userEvent.click(await screen.findByRole('button', { name: 'Kirjaudu' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows a controlled open state', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderDrawer({ open: false, onOpenChange });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Valikko' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<MobileDrawer navItems={[]} session={{ loggedIn: false }} open onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('dialog', { name: 'Valikko' })).toBeInTheDocument();
  });

  it('tells that the button opens a dialog, and gives focus back to it when the drawer closes', async () => {
    renderDrawer();
    const trigger = screen.getByRole('button', { name: 'Valikko' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Valikko' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
