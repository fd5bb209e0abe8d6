import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldMessage, fieldMessageTones } from './FieldMessage';

const meta = {
  title: 'Forms/FieldMessage',
  component: FieldMessage,
  tags: ['autodocs'],
  args: { children: 'Puuttuva arvo', tone: 'critical' },
  argTypes: { tone: { control: 'inline-radio', options: fieldMessageTones } },
} satisfies Meta<typeof FieldMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Critical: Story = {
  args: { children: 'Virheellinen postinumero', tone: 'critical' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Virheellinen postinumero')).toBeVisible();
  },
};

export const Hint: Story = { args: { children: 'Viisi numeroa, esimerkiksi 00100', tone: 'neutral' } };

export const Positive: Story = { args: { children: 'Salasana vaihdettu', tone: 'positive' } };

export const Announced: Story = {
  args: { children: 'Valitse summa', tone: 'critical', announce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Valitse summa');
  },
};
