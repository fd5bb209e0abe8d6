import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm } from '../ContactForm/ContactForm';
import { WizardStepper, cartWizardSteps } from '../WizardStepper/WizardStepper';
import { WizardFrame } from './WizardFrame';

const meta = {
  title: 'Cart/WizardFrame',
  component: WizardFrame,
  tags: ['autodocs'],
  args: {
    title: 'Yhteystiedot',
    stepper: <WizardStepper steps={cartWizardSteps(0)} activeStep={1} />,
    children: <p>Tarkista yhteystietosi ennen tilausta.</p>,
    onBack: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof WizardFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Yhteystiedot' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Takaisin' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Seuraava' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const FirstStep: Story = {
  args: {
    title: 'Ostoskori',
    onBack: undefined,
    stepper: <WizardStepper steps={cartWizardSteps(0)} activeStep={0} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Takaisin' })).toBeNull();
  },
};

/** No money to pay: the summary places the order with "Lunasta". */
export const LastStepRedeem: Story = {
  args: {
    title: 'Yhteenveto',
    finalStep: true,
    stepper: <WizardStepper steps={cartWizardSteps(0)} activeStep={2} />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Seuraava' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Lunasta' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Money to pay: the summary goes on to the payment step with "Seuraava". */
export const SummaryBeforePayment: Story = {
  args: {
    title: 'Yhteenveto',
    stepper: <WizardStepper steps={cartWizardSteps(1290)} activeStep={2} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Seuraava' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Submitting: Story = {
  args: { title: 'Yhteenveto', finalStep: true, nextDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Lunasta' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Do the step's buttons sit side by side in one row? */
async function expectOneRow(canvasElement: HTMLElement, names: string[]) {
  const canvas = within(canvasElement);
  const boxes = names.map((name) => canvas.getByRole('button', { name }).getBoundingClientRect());
  for (const box of boxes.slice(1)) await expect(Math.abs(box.top - boxes[0]!.top)).toBeLessThan(1);
  await expect(boxes[0]!.right).toBeLessThanOrEqual(boxes[1]!.left);
}

/** A phone: "Takaisin" and "Seuraava" share one row, the main button at the end. */
export const PhoneButtonsInOneRow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectOneRow(canvasElement, ['Takaisin', 'Seuraava']);
  },
};

/**
 * The contact step: the ContactForm sits inside the step's card and has no button of its own; the step's
 * "Seuraava" submits it, so an empty form shows its messages and focuses the first field.
 */
export const ContactStep: Story = {
  args: {
    formId: 'contact-step',
    onNext: undefined,
    children: <ContactForm mode="checkout" formId="contact-step" onSubmit={fn()} showConsents={false} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('region', { name: 'Yhteystiedot' });
    await expect(
      within(step)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Takaisin', 'Seuraava']);
    await expectOneRow(canvasElement, ['Takaisin', 'Seuraava']);
    await userEvent.click(canvas.getByRole('button', { name: 'Seuraava' }));
    await expect(canvas.getByRole('textbox', { name: /Etunimi/ })).toHaveFocus();
    await expect(canvas.getAllByText('Puuttuva arvo').length).toBeGreaterThan(0);
  },
};
