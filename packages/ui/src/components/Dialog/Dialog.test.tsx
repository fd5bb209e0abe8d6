import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('gives focus to the start of the page when it opened by itself and closes', async () => {
    render(
      <>
        <a href="#sisalto">Siirry sisältöön</a>
        <main id="sisalto">
          <button type="button">Sivun painike</button>
        </main>
        <Dialog title="Evästeasetukset" defaultOpen portal={false}>
          <p>Valitse evästeet.</p>
        </Dialog>
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Evästeasetukset' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siirry sisältöön' })).toHaveFocus();
  });
});
