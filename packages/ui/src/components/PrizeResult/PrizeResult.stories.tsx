import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrizeResult } from './PrizeResult';

const mug = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="2" y="2" width="6" height="7" rx="1" fill="${fill}"/></svg>`,
  )}`;

const product = {
  name: 'Kahvimuki',
  description: 'Posliininen muki, 3 dl. Kestää astianpesukoneen.',
};
const options = [
  { id: '31', label: 'Punainen', image: mug('#b3261e') },
  { id: '32', label: 'Vihreä', image: mug('#00553e') },
  { id: '33', label: 'Sininen', image: mug('#1a5fd0') },
];
const won = {
  product_id: 5,
  product_claimable: true,
  product_value_transferrable: false,
  can_partake_in_extra_lottery: false,
};
const lost = {
  product_id: null,
  product_claimable: false,
  product_value_transferrable: false,
  can_partake_in_extra_lottery: true,
};

const meta = {
  title: 'Claim/PrizeResult',
  component: PrizeResult,
  tags: ['autodocs'],
  args: {
    prize: won,
    product,
    options,
    loggedIn: true,
    extraLotteryEnabled: true,
    onRedeem: fn(),
    onChooseWin: fn(),
    onEnterNew: fn(),
    onDone: fn(),
    onLogin: fn(),
    onContinueToContact: fn(),
    onPartakeExtraLottery: fn(),
  },
} satisfies Meta<typeof PrizeResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A money value won logged out: signing in credits it; without an account, contact details (no address). */
export const ValueLoggedOut: Story = {
  args: {
    prize: { ...won, product_value_transferrable: true },
    product: { name: '10 € voitto', description: 'Kymmenen euroa voittotilillesi.' },
    options: [],
    loggedIn: false,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/voitettu summa lisätään saldoosi/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Lunasta' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kirjaudu' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka antamaan yhteystietoja' }));
    await expect(args.onContinueToContact).toHaveBeenCalledOnce();
  },
};

export const ValueTransferred: Story = {
  args: { prize: { ...won, product_value_transferrable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Voitettu summa on lisätty saldoosi.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Valitse voitto' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChooseWin).toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onEnterNew).toHaveBeenCalled();
  },
};

export const ClaimableWithOptions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const redeem = canvas.getByRole('button', { name: 'Lunasta' });
    await expect(redeem).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Vihreä' })).toBeChecked();
    await expect(redeem).toBeEnabled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRedeem).toHaveBeenCalledWith('32');
  },
};

export const ClaimableWithoutOptions: Story = {
  args: { options: [], loggedIn: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lunasta' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(undefined);
  },
};

export const Redeeming: Story = {
  args: { options: [], redeeming: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Lunasta' })).toBeDisabled();
  },
};

export const NotClaimableLoggedIn: Story = {
  args: { prize: { ...won, product_claimable: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Olemme sinuun yhteydessä.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Valmis' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

export const NotClaimableLoggedOut: Story = {
  args: { prize: { ...won, product_claimable: false }, loggedIn: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Anna meille vielä yhteystietosi, niin voimme olla sinuun yhteydessä.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka antamaan yhteystietoja' }));
    await expect(args.onContinueToContact).toHaveBeenCalled();
  },
};

export const NoPrizeExtraLotteryLoggedOut: Story = {
  args: { prize: lost, loggedIn: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tällä arvalla ei ole voittoa.' })).toBeVisible();
    await expect(canvas.getByText('Voit vielä osallistua lisäarvontaan.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Osallistu lisäarvontaan' }));
    await expect(args.onPartakeExtraLottery).toHaveBeenCalled();
  },
};

export const NoPrizeExtraLotteryLoggedIn: Story = {
  args: { prize: lost, loggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Olet osallistunut lisäarvontaan!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Osallistu lisäarvontaan' })).not.toBeInTheDocument();
  },
};

export const NoPrizeCannotPartake: Story = {
  args: { prize: { ...lost, can_partake_in_extra_lottery: false }, loggedIn: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/lisäarvontaan/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Syötä uusi' }));
    await expect(args.onEnterNew).toHaveBeenCalled();
  },
};

export const NoPrizeWithoutExtraLottery: Story = {
  args: { prize: lost, loggedIn: true, extraLotteryEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/lisäarvontaan/)).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
