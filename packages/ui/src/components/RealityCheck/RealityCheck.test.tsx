import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RealityCheck } from './RealityCheck';

function renderCheck(open = true) {
  const onContinue = vi.fn();
  const onStop = vi.fn();
  render(
    <RealityCheck
      open={open}
      playedMs={75 * 60_000}
      spent={2400}
      won={1000}
      net={-1400}
      onContinue={onContinue}
      onStop={onStop}
    />,
  );
  return { onContinue, onStop };
}

describe('RealityCheck', () => {
  it('states the session time, spent, won and net, and "Jatka" goes on', async () => {
    const { onContinue, onStop } = renderCheck();
    const dialog = screen.getByRole('dialog', { name: 'Muistutus peliajasta' });
    expect(dialog).toHaveAccessibleDescription(
      'Olet pelannut 1\u00a0h 15\u00a0min. Tässä pelikertasi tähän asti:',
    );
    const figures = within(dialog)
      .getAllByRole('definition')
      .map((entry) => [entry.previousElementSibling?.textContent, entry.textContent]);
    expect(figures).toEqual([
      ['Peliaika', '1\u00a0h 15\u00a0min'],
      ['Pelattu', '24,00\u00a0€'],
      ['Voitettu', '10,00\u00a0€'],
      ['Tulos', '−14,00\u00a0€'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jatka' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onStop).not.toHaveBeenCalled();
  });

  it('"Lopeta" and Escape stop', async () => {
    const { onContinue, onStop } = renderCheck();
    await userEvent.click(screen.getByRole('button', { name: 'Lopeta' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    renderCheck(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
