import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ContactForm } from '../ContactForm/ContactForm';
import { Panel } from './Panel';

const meta = {
  title: 'Layout/Panel',
  component: Panel,
  tags: ['autodocs'],
  args: { title: 'Yhteystiedot', children: <p>Anna yhteystietosi, niin olemme sinuun yhteydessä.</p> },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Yhteystiedot' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Yhteystiedot' })).toBeInTheDocument();
  },
};

export const Level3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeInTheDocument();
  },
};

const onBack = fn();

/**
 * A claim's contact step: the form in the card, "Takaisin" and the submit button on one row (they used to
 * stack, the back button below the card).
 */
export const ClaimContactStep: Story = {
  args: {
    children: (
      <ContactForm
        mode="reach"
        submitLabel="Lähetä"
        onSubmit={fn()}
        secondaryAction={
          <Button variant="secondary" onClick={onBack}>
            Takaisin
          </Button>
        }
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Yhteystiedot' }));
    const back = region.getByRole('button', { name: 'Takaisin' });
    const submit = region.getByRole('button', { name: 'Lähetä' });
    await expect(
      Math.abs(back.getBoundingClientRect().top - submit.getBoundingClientRect().top),
    ).toBeLessThan(1);
    await userEvent.click(back);
    await expect(onBack).toHaveBeenCalledOnce();
  },
};
