import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { forwardRef } from 'react';
import { Link, linkTones } from './Link';
import { LinkComponentProvider, type LinkComponentProps } from './LinkComponentContext';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/ehdot', children: 'Käyttöehdot' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: '#00553e', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

const navigate = fn();
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
  return (
    // A stand-in for a router's link: content arrives in props.children, Enter activates the anchor.
    // eslint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <a
      ref={ref}
      {...props}
      onClick={(e) => {
        e.preventDefault();
        navigate(props.href);
      }}
    />
  );
});

/** The app injects its router's link; the package never imports a router. */
export const InjectedLinkComponent: Story = {
  decorators: [
    (Story) => (
      <LinkComponentProvider linkComponent={RouterLink}>
        <Story />
      </LinkComponentProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Käyttöehdot' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/ehdot');
  },
};
