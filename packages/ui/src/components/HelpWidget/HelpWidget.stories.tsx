import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpWidget } from './HelpWidget';

const meta = {
  title: 'Layout/HelpWidget',
  component: HelpWidget,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      // Room above the button for the panel, which opens upwards from the footer.
      <div style={{ paddingTop: 200, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    phone: '010 123 4567',
    email: 'asiakaspalvelu@arpa.example',
    openingHours: 'ma–pe klo 9–16',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof HelpWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Asiakaspalvelu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const panel = canvas.getByRole('region', { name: 'Asiakaspalvelu' });
    await expect(within(panel).getByRole('link', { name: '010 123 4567' })).toHaveAttribute(
      'href',
      'tel:0101234567',
    );
    await userEvent.tab();
    await expect(within(panel).getByRole('link', { name: '010 123 4567' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Asiakaspalvelu' });
    await expect(within(panel).getByRole('link', { name: 'asiakaspalvelu@arpa.example' })).toHaveAttribute(
      'href',
      'mailto:asiakaspalvelu@arpa.example',
    );
    await expect(panel).toHaveTextContent('ma–pe klo 9–16');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const EmailOnly: Story = {
  args: { defaultOpen: true, phone: undefined, openingHours: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /010/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Asiakaspalvelu' }));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
