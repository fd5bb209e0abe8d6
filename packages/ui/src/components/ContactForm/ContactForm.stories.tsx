import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm, contactFormModes } from './ContactForm';

const filled = {
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  email: 'maija@example.fi',
  phone: '0401234567',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
};

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { mode: 'checkout', onSubmit: fn((): Promise<unknown> | void => undefined) },
  argTypes: { mode: { control: 'inline-radio', options: contactFormModes } },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Checkout: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(canvas.getAllByText('Puuttuva arvo')).toHaveLength(7);
    await expect(canvas.getByRole('textbox', { name: /Etunimi/ })).toHaveFocus();
    await userEvent.keyboard('Maija');
    for (const text of [
      'Meikäläinen',
      'maija@example.fi',
      '0401234567',
      'Mannerheimintie 1',
      '00100',
      'Helsinki',
    ]) {
      await userEvent.tab();
      await userEvent.keyboard(text);
    }
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, marketing_allowed: true });
  },
};

export const ExtraDraw: Story = {
  args: { mode: 'extraDraw', defaultValues: filled },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Osallistu lisäarvontaan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** A prize that needs no street address: name, email and phone only; the address is neither shown nor asked. */
export const Reach: Story = {
  args: { mode: 'reach' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Katuosoite/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /Postinumero/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä' }));
    await expect(canvas.getAllByText('Puuttuva arvo')).toHaveLength(4);
    for (const [label, text] of [
      [/Etunimi/, 'Maija'],
      [/Sukunimi/, 'Meikäläinen'],
      [/Sähköposti/, 'maija@example.fi'],
      [/Puhelinnumero/, '0401234567'],
    ] as const) {
      await userEvent.type(canvas.getByRole('textbox', { name: label }), text);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, address: '', postal_code: '', city: '' });
  },
};

export const Profile: Story = {
  args: {
    mode: 'profile',
    defaultValues: {
      firstname: 'Maija',
      lastname: 'Meikäläinen',
      email: 'maija@example.fi',
      marketing_allowed: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Puhelinnumero/ })).not.toBeRequired();
    await expect(canvas.getByRole('checkbox', { name: 'Haluan saada markkinointiviestejä' })).toBeChecked();
  },
};

export const InvalidPostalCode: Story = {
  args: { defaultValues: { ...filled, postal_code: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const postal = canvas.getByRole('textbox', { name: /Postinumero/ });
    await userEvent.type(postal, '123');
    await userEvent.tab();
    await expect(canvas.getByText('Virheellinen postinumero')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An address the API would refuse (no dot in the domain): said under the field, nothing is sent. */
export const InvalidEmail: Story = {
  args: { defaultValues: { ...filled, email: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Sähköposti/ }), 'maija@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(canvas.getByText('Virheellinen sähköpostiosoite')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A save the app refused for one field (another account has the address): its message, the field focused. */
export const RefusedField: Story = {
  args: {
    mode: 'profile',
    defaultValues: filled,
    onSubmit: fn((): Promise<unknown> =>
      Promise.resolve({ fieldErrors: { email: 'Sähköpostiosoite on jo toisen tilin käytössä.' } }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tallenna' }));
    await expect(await canvas.findByText('Sähköpostiosoite on jo toisen tilin käytössä.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Sähköposti/ })).toHaveFocus();
  },
};

export const LockedNames: Story = {
  args: { mode: 'profile', defaultValues: filled, lockedNames: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Etunimi/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Sukunimi/ })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Jatka' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { defaultValues: filled },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
