import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeEntryForm, INTERNET_CODE_TAG } from './CodeEntryForm';

const meta = {
  title: 'Claim/CodeEntryForm',
  component: CodeEntryForm,
  tags: ['autodocs'],
  args: { lottery: { codes_check_type: 1, tags: [] }, onSubmit: fn() },
} satisfies Meta<typeof CodeEntryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Syötä arvasta löytyvät tarkistusnumerot.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Tarkistusnumero 1/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Puuttuva arvo')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('AB12{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code_a: 'AB12' });
  },
};

export const TwoCodes: Story = {
  args: { lottery: { codes_check_type: 4, tags: [] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /Tarkistusnumero 1/ }));
    await userEvent.keyboard('1111');
    await userEvent.tab();
    await userEvent.keyboard('2222');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Jatka' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code_a: '1111', code_b: '2222' });
  },
};

export const TripleCode: Story = {
  args: { lottery: { codes_check_type: 2, tags: [] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Syötä arvasta löytyvä tarkistusnumero.')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('AAAA2222CCCC{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code_b: 'AAAA2222CCCC' });
  },
};

export const InternetCode: Story = {
  args: { lottery: { codes_check_type: 2, tags: [INTERNET_CODE_TAG] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Syötä arvasta löytyvä internetkoodi:')).toBeVisible();
  },
};

export const Missing: Story = {
  args: { lottery: { codes_check_type: 2, tags: [] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(canvas.getByText('Puuttuva arvo')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tarkistusnumero, osa 1/3' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Jatka' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { lottery: { codes_check_type: 2, tags: [] } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
