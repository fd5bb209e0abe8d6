import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftCodeForm } from './GiftCodeForm';

const meta = {
  title: 'Claim/GiftCodeForm',
  component: GiftCodeForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof GiftCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Maija');
    await userEvent.tab();
    await userEvent.keyboard('Meikäläinen');
    await userEvent.tab();
    await userEvent.keyboard('maija@example.fi');
    await userEvent.tab();
    await userEvent.keyboard('0401234567{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstname: 'Maija',
      lastname: 'Meikäläinen',
      email: 'maija@example.fi',
      phone: '0401234567',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Voittokoodi on lähetetty sähköpostiisi ja tekstarina puhelinnumeroosi.',
    );
  },
};

export const Missing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä' }));
    await expect(canvas.getAllByText('Puuttuva arvo')).toHaveLength(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Prefilled: Story = {
  args: {
    defaultValues: {
      firstname: 'Maija',
      lastname: 'Meikäläinen',
      email: 'maija@example.fi',
      phone: '0401234567',
    },
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
