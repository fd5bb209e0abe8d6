import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LimitsForm } from './LimitsForm';

const defaultLimits = [
  { variety: 'play_by_day', value: 50000 },
  { variety: 'play_by_week', value: 100000 },
  { variety: 'play_by_month', value: 200000 },
  { variety: 'deposit_by_month', value: 200000 },
];

const meta = {
  title: 'Account/LimitsForm',
  component: LimitsForm,
  tags: ['autodocs'],
  args: {
    limits: [
      { variety: 'play_by_day', value: 5000, next_value: null, value_left: 1250 },
      { variety: 'play_by_week', value: 10000, next_value: null, value_left: 6000 },
      { variety: 'play_by_month', value: 30000, next_value: null, value_left: 22000 },
      { variety: 'deposit_by_month', value: 20000, next_value: null, value_left: 20000 },
      { variety: 'play_time_start', value: 480, next_value: null, value_left: null },
      { variety: 'play_time_end', value: 1320, next_value: null, value_left: null },
    ],
    defaultLimits,
    onSubmit: fn(),
  },
} satisfies Meta<typeof LimitsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Päiväkohtainen/ })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}40');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith([{ variety: 'play_by_day', value: 4000 }]);
  },
};

export const NoLimits: Story = {
  args: { limits: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Ei rajaa')).toHaveLength(6);
    await userEvent.type(canvas.getByRole('textbox', { name: /Peliajan alku/ }), '08:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([{ variety: 'play_time_start', value: 480 }]);
  },
};

/** Money limits the player never set: the operator's maximum is in force, with what is left of it. */
export const OperatorDefault: Story = {
  args: {
    limits: [
      { variety: 'play_by_day', value: null, next_value: null, value_left: 6020, default_value: 10000 },
      { variety: 'play_by_week', value: null, next_value: null, value_left: 26020, default_value: 30000 },
      { variety: 'play_by_month', value: null, next_value: null, value_left: 56020, default_value: 60000 },
      { variety: 'deposit_by_month', value: 5000, next_value: null, value_left: 5000, default_value: 100000 },
      { variety: 'play_time_start', value: null, next_value: null, value_left: null, default_value: 1439 },
      { variety: 'play_time_end', value: null, next_value: null, value_left: null, default_value: 1439 },
    ],
    // The operator's limits are both the default in force and the largest value a player may set.
    defaultLimits: [
      { variety: 'play_by_day', value: 10000 },
      { variety: 'play_by_week', value: 30000 },
      { variety: 'play_by_month', value: 60000 },
      { variety: 'deposit_by_month', value: 100000 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Ei omaa rajaa\. Enimmäisraja 100,00\s€\.$/)).toBeVisible();
    await expect(canvas.getByText(/^Jäljellä: 60,20\s€$/)).toBeVisible();
    await expect(canvas.getByText(/^Nykyinen raja: 50,00\s€$/)).toBeVisible();
    await expect(canvas.getAllByText('Ei rajaa')).toHaveLength(2);
  },
};

export const PendingChanges: Story = {
  args: {
    limits: [
      { variety: 'play_by_day', value: 5000, next_value: 10000, value_left: 0 },
      { variety: 'play_by_week', value: 10000, next_value: -1, value_left: 2000 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Seuraavan jakson alusta: 100,00/)).toBeVisible();
    await expect(canvas.getByText('Raja poistuu seuraavan jakson alussa.')).toBeVisible();
  },
};

export const ClearLimit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /talletusraja/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([{ variety: 'deposit_by_month', value: null }]);
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('textbox', { name: /Päiväkohtainen/ });
    await userEvent.clear(day);
    await userEvent.type(day, '10,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna' }));
    await expect(canvas.getByText('Ei kokonaisluku')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Tallenna' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
