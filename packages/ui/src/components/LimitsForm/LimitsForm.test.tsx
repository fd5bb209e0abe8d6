import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LimitsForm, type LimitState } from './LimitsForm';

const limits: LimitState[] = [
  { variety: 'play_by_day', value: 5000, next_value: null, value_left: 1250 },
  { variety: 'play_by_week', value: 10000, next_value: 20000, value_left: null },
  { variety: 'play_by_month', value: 30000, next_value: -1, value_left: null },
  { variety: 'deposit_by_month', value: null, next_value: null, value_left: null },
  { variety: 'play_time_start', value: 450, next_value: null, value_left: null },
  { variety: 'play_time_end', value: null, next_value: null, value_left: null },
];
const defaults = [
  { variety: 'play_by_day', value: 50000 },
  { variety: 'deposit_by_month', value: 200000 },
];

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));

describe('LimitsForm', () => {
  it('shows each limit in euros or as a time, with what is left, pending changes and the maximum', () => {
    render(<LimitsForm limits={limits} defaultLimits={defaults} onSubmit={vi.fn()} />);
    expect(
      screen.getByText('Rajan korotus tulee voimaan seuraavan jakson alussa, lasku heti.'),
    ).toBeInTheDocument();
    const day = field(/Päiväkohtainen peliraja/);
    expect(day).toHaveValue('50');
    expect(day).toHaveAccessibleDescription(/Nykyinen raja: 50,00\u00a0€/);
    expect(day).toHaveAccessibleDescription(/Jäljellä: 12,50\u00a0€/);
    expect(day).toHaveAccessibleDescription(/Enintään 500,00\u00a0€/);
    expect(field(/Viikkokohtainen/)).toHaveAccessibleDescription(/Seuraavan jakson alusta: 200,00\u00a0€/);
    expect(field(/Kuukausikohtainen/)).toHaveAccessibleDescription(/Raja poistuu seuraavan jakson alussa\./);
    expect(field(/talletusraja/)).toHaveValue('');
    expect(field(/talletusraja/)).toHaveAccessibleDescription(/Ei rajaa/);
    expect(field(/Peliajan alku/)).toHaveValue('07:30');
  });

  it("shows a money limit the player never set as the operator's maximum in force, with what is left", () => {
    render(
      <LimitsForm
        limits={[
          { variety: 'play_by_day', value: null, next_value: null, value_left: 6020, default_value: 10000 },
          {
            variety: 'deposit_by_month',
            value: 3000,
            next_value: null,
            value_left: 0,
            default_value: 100000,
          },
          {
            variety: 'play_time_start',
            value: null,
            next_value: null,
            value_left: null,
            default_value: 1439,
          },
        ]}
        onSubmit={vi.fn()}
      />,
    );
    const day = field(/Päiväkohtainen peliraja/);
    expect(day).toHaveValue('');
    expect(day).toHaveAccessibleDescription(/Ei omaa rajaa\. Enimmäisraja 100,00\u00a0€\./);
    expect(day).toHaveAccessibleDescription(/Jäljellä: 60,20\u00a0€/);
    expect(day).not.toHaveAccessibleDescription(/Ei rajaa/);
    expect(field(/talletusraja/)).toHaveAccessibleDescription(
      /Nykyinen raja: 30,00\u00a0€.*Jäljellä: 0,00\u00a0€/,
    );
    expect(field(/Peliajan alku/)).toHaveAccessibleDescription(/Ei rajaa/);
  });

  it('sends only the changed rows: euros as cents, times as minutes, empty as null', async () => {
    const onSubmit = vi.fn();
    render(<LimitsForm limits={limits} defaultLimits={defaults} onSubmit={onSubmit} />);
    await userEvent.clear(field(/Päiväkohtainen/));
    await userEvent.type(field(/Päiväkohtainen/), '40');
    await userEvent.clear(field(/Viikkokohtainen/));
    await userEvent.type(field(/talletusraja/), '300');
    await userEvent.type(field(/Peliajan loppu/), '22:00');
    await save();
    expect(onSubmit).toHaveBeenCalledWith([
      { variety: 'play_by_day', value: 4000 },
      { variety: 'play_by_week', value: null },
      { variety: 'deposit_by_month', value: 30000 },
      { variety: 'play_time_end', value: 1320 },
    ]);
  });

  it('rejects decimals with "Ei kokonaisluku", values above the maximum and bad times', async () => {
    const onSubmit = vi.fn();
    render(<LimitsForm limits={limits} defaultLimits={defaults} onSubmit={onSubmit} />);
    await userEvent.clear(field(/Päiväkohtainen/));
    await userEvent.type(field(/Päiväkohtainen/), '12,5');
    await userEvent.type(field(/talletusraja/), '2001');
    await userEvent.type(field(/Peliajan loppu/), '25:00');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/Päiväkohtainen/)).toHaveAccessibleDescription(/Ei kokonaisluku/);
    expect(field(/Päiväkohtainen/)).toHaveFocus();
    expect(field(/talletusraja/)).toHaveAccessibleDescription(/Suurin sallittu raja on 2\u00a0000,00\u00a0€/);
    expect(field(/Peliajan loppu/)).toHaveAccessibleDescription(/Virheellinen aika/);
  });

  it('sends nothing when nothing changed', async () => {
    const onSubmit = vi.fn();
    render(<LimitsForm limits={limits} onSubmit={onSubmit} />);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows refreshed limits from the server in place of what was typed', async () => {
    const { rerender } = render(<LimitsForm limits={limits} onSubmit={vi.fn()} />);
    await userEvent.clear(field(/Päiväkohtainen/));
    await userEvent.type(field(/Päiväkohtainen/), '999');
    rerender(<LimitsForm limits={[{ variety: 'play_by_day', value: 2000 }]} onSubmit={vi.fn()} />);
    expect(field(/Päiväkohtainen/)).toHaveValue('20');
  });
});
