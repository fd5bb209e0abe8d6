import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TripleCodeInput } from './TripleCodeInput';

const meta = {
  title: 'Claim/TripleCodeInput',
  component: TripleCodeInput,
  tags: ['autodocs'],
  args: { onValueChange: fn(), name: 'code_b' },
} satisfies Meta<typeof TripleCodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('textbox');
    await userEvent.tab();
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('AB12CD34EF56');
    await expect(boxes[2]).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('AB12CD34EF56');
    await userEvent.clear(boxes[2]);
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
  },
};

export const Pasted: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('textbox');
    await userEvent.click(boxes[0]);
    await userEvent.paste('1234 5678 9012');
    await expect(boxes[2]).toHaveValue('9012');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456789012');
  },
};

export const Filled: Story = { args: { defaultValue: 'A1B2C3D4E5F6' } };
export const Invalid: Story = { args: { defaultValue: 'A1B2C3D4E5F6', invalid: true } };
export const Disabled: Story = { args: { defaultValue: 'A1B2', disabled: true } };
