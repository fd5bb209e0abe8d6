import type { ClaimPrize } from '@arpa/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PrizeResult, prizeOutcome } from './PrizeResult';

const win = (over: Partial<ClaimPrize> = {}): ClaimPrize => ({
  product_id: 7,
  product_claimable: true,
  product_value_transferrable: false,
  can_partake_in_extra_lottery: false,
  ...over,
});
const noWin = (canPartake: boolean): ClaimPrize => ({
  product_id: null,
  product_claimable: false,
  product_value_transferrable: false,
  can_partake_in_extra_lottery: canPartake,
});
const product = { name: 'Kahvimuki', description: 'Posliininen muki.' };
const options = [
  { id: '1', label: 'Punainen' },
  { id: '2', label: 'Sininen' },
];

describe('prizeOutcome', () => {
  it('maps every claim response and session to its screen', () => {
    expect(prizeOutcome(null, true)).toBe('noPrize');
    expect(prizeOutcome(noWin(true), false)).toBe('noPrize');
    expect(prizeOutcome(win({ product_value_transferrable: true }), true)).toBe('valueTransferred');
    expect(prizeOutcome(win({ product_value_transferrable: true }), false)).toBe('valueLoggedOut');
    expect(prizeOutcome(win(), true)).toBe('claimable');
    expect(prizeOutcome(win({ product_claimable: false }), true)).toBe('notClaimableLoggedIn');
    expect(prizeOutcome(win({ product_claimable: false }), false)).toBe('notClaimableLoggedOut');
  });
});

describe('PrizeResult', () => {
  it('transferred value: tells the balance grew and offers "Valitse voitto" and "Syötä uusi"', async () => {
    const onChooseWin = vi.fn();
    const onEnterNew = vi.fn();
    render(
      <PrizeResult
        prize={win({ product_value_transferrable: true })}
        product={product}
        loggedIn
        onChooseWin={onChooseWin}
        onEnterNew={onEnterNew}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Voitto' })).toBeInTheDocument();
    expect(screen.getByText('Kahvimuki')).toBeInTheDocument();
    expect(screen.getByText('Voitettu summa on lisätty saldoosi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Valitse voitto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Syötä uusi' }));
    expect(onChooseWin).toHaveBeenCalledOnce();
    expect(onEnterNew).toHaveBeenCalledOnce();
  });

  it('claimable with options: "Lunasta" waits for a choice and redeems it', async () => {
    const onRedeem = vi.fn();
    render(<PrizeResult prize={win()} product={product} options={options} loggedIn onRedeem={onRedeem} />);
    const redeem = screen.getByRole('button', { name: 'Lunasta' });
    expect(screen.getByRole('group', { name: 'Valitse:' })).toBeInTheDocument();
    expect(redeem).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Sininen' }));
    expect(redeem).toBeEnabled();
    await userEvent.click(redeem);
    expect(onRedeem).toHaveBeenCalledWith('2');
  });

  it('claimable without options: "Lunasta" redeems straight away', async () => {
    const onRedeem = vi.fn();
    render(<PrizeResult prize={win()} product={product} loggedIn={false} onRedeem={onRedeem} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lunasta' }));
    expect(onRedeem).toHaveBeenCalledWith(undefined);
  });

  it('not claimable: logged in gets "Valmis", logged out is asked for contact details', async () => {
    const onDone = vi.fn();
    const { unmount } = render(
      <PrizeResult prize={win({ product_claimable: false })} product={product} loggedIn onDone={onDone} />,
    );
    expect(screen.getByText('Olemme sinuun yhteydessä.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Valmis' }));
    expect(onDone).toHaveBeenCalledOnce();
    unmount();
    const onContinue = vi.fn();
    render(
      <PrizeResult
        prize={win({ product_claimable: false })}
        product={product}
        loggedIn={false}
        onContinueToContact={onContinue}
      />,
    );
    expect(
      screen.getByText('Anna meille vielä yhteystietosi, niin voimme olla sinuun yhteydessä.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka antamaan yhteystietoja' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('a money value, logged out: sign in to have it credited, or leave contact details; no "Lunasta"', async () => {
    const onLogin = vi.fn();
    const onContinue = vi.fn();
    render(
      <PrizeResult
        prize={win({ product_value_transferrable: true })}
        product={{ name: '10 € voitto' }}
        options={[{ id: '1', label: 'Ei käytössä' }]}
        loggedIn={false}
        onLogin={onLogin}
        onContinueToContact={onContinue}
      />,
    );
    expect(screen.getByText(/voitettu summa lisätään saldoosi/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lunasta' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kirjaudu' }));
    expect(onLogin).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka antamaan yhteystietoja' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('no prize, extra draw on, logged out and able: offers the extra draw', async () => {
    const onPartake = vi.fn();
    render(
      <PrizeResult
        prize={noWin(true)}
        loggedIn={false}
        extraLotteryEnabled
        onPartakeExtraLottery={onPartake}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Tällä arvalla ei ole voittoa.' })).toBeInTheDocument();
    expect(screen.getByText('Voit vielä osallistua lisäarvontaan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Osallistu lisäarvontaan' }));
    expect(onPartake).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Syötä uusi' })).toBeInTheDocument();
  });

  it('no prize, extra draw on, logged in: already joined, no extra-draw button', () => {
    render(<PrizeResult prize={noWin(true)} loggedIn extraLotteryEnabled />);
    expect(screen.getByText('Olet osallistunut lisäarvontaan!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Osallistu lisäarvontaan' })).not.toBeInTheDocument();
  });

  it('no prize without the extra draw: only "Syötä uusi"', () => {
    render(<PrizeResult prize={noWin(false)} loggedIn={false} extraLotteryEnabled />);
    expect(screen.queryByText(/lisäarvontaan/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Syötä uusi']);
  });
});
