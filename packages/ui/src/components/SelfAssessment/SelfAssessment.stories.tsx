import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelfAssessment } from './SelfAssessment';

const meta = {
  title: 'Account/SelfAssessment',
  component: SelfAssessment,
  tags: ['autodocs'],
  args: { onResult: fn() },
} satisfies Meta<typeof SelfAssessment>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Answered "Kyllä" once: the result points to Peluuri. */
export const AtRisk: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = canvas.getAllByRole('group');
    await userEvent.click(within(first).getByRole('radio', { name: 'Kyllä' }));
    await userEvent.click(within(second).getByRole('radio', { name: 'Ei' }));
    await userEvent.click(within(third).getByRole('radio', { name: 'Ei' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Näytä tulos' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Peluurin kanssa/);
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};

/** Submitted unanswered: each question says so. */
export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Näytä tulos' }));
    await expect(canvas.getAllByText('Vastaa kaikkiin kysymyksiin')).toHaveLength(3);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
