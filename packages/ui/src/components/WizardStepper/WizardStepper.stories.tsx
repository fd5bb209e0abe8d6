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

/** Does any two shown step names overlap, or a name spill out of its step? */
function labelsCollide(list: HTMLElement): boolean {
  const boxes = [...list.querySelectorAll('li > span:last-child')]
    .map((label) => label.getBoundingClientRect())
    .filter((box) => box.width > 1);
  return boxes.some((a, i) =>
    boxes
      .slice(i + 1)
      .some((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
  );
}

/**
 * A phone-wide stepper (340 px): only the active step's name shows, so "Yhteystiedot" and "Yhteenveto" no
 * longer run together; every name is still in the list for screen readers.
 */
export const Narrow: Story = {
  args: { steps: cartWizardSteps(1290), activeStep: 1 },
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Vaiheet' });
    await expect(labelsCollide(list)).toBe(false);
    await expect(within(list).getByText('Yhteystiedot')).toBeVisible();
    const steps = within(list).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      '✓Ostoskori, valmis',
      '2Yhteystiedot',
      '3Yhteenveto',
      '4Maksutapa',
    ]);
    for (const step of steps) {
      const box = step.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 0.5);
    }
  },
};

/** Wide enough (640 px): every step's name shows, side by side, none overlapping. */
export const Wide: Story = {
  args: { steps: cartWizardSteps(1290), activeStep: 1 },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Vaiheet' });
    await expect(within(list).getByText('Yhteenveto')).toBeVisible();
    await expect(within(list).getByText('Yhteenveto').getBoundingClientRect().width).toBeGreaterThan(1);
    await expect(labelsCollide(list)).toBe(false);
  },
};
