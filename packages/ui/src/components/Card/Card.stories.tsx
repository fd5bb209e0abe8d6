import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Rekisteröi arpoja',
    children: 'Syötä raaputusarvan koodit ja katso, voititko.',
    actions: <ButtonLink href="/lunastettavat">Rekisteröi arpoja</ButtonLink>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rekisteröi arpoja' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Rekisteröi arpoja' })).toHaveFocus();
  },
};

export const WithImage: Story = {
  args: {
    title: 'Kesäarpa',
    headingLevel: 3,
    image: {
      src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="320" height="160"%3E%3Crect width="320" height="160" fill="%2300553e"/%3E%3C/svg%3E',
      alt: 'Kesäarvan kuva',
    },
    children: undefined,
    actions: <ButtonLink href="/lunastettavat/kesaarpa">Valitse</ButtonLink>,
  },
};

export const TextOnly: Story = { args: { actions: undefined } };
