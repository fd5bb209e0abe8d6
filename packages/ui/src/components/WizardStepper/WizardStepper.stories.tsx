import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WizardStepper, cartWizardSteps } from './WizardStepper';

const meta = {
  title: 'Cart/WizardStepper',
  component: WizardStepper,
  tags: ['autodocs'],
  args: { steps: cartWizardSteps(0), activeStep: 0 },
  argTypes: { activeStep: { control: { type: 'number', min: 0, max: 3 } } },
} satisfies Meta<typeof WizardStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** Three steps (no money to pay), on the summary: two done, the last active. */
export const ThreeStepsLast: Story = {
  args: { activeStep: 2 },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps[0]).toHaveAttribute('data-state', 'done');
    await expect(steps[1]).toHaveAttribute('data-state', 'done');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** Four steps (money to pay): done, active, pending, pending. */
export const FourSteps: Story = {
  args: { steps: cartWizardSteps(1290), activeStep: 1 },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps.map((s) => s.getAttribute('data-state'))).toEqual([
      'done',
      'active',
      'pending',
      'pending',
    ]);
    await expect(steps[3]).toHaveTextContent('Maksutapa');
  },
};

export const Mobile: Story = {
  args: { steps: cartWizardSteps(1290), activeStep: 3 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
