import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PendingLimitRaises } from './PendingLimitRaises';

describe('PendingLimitRaises', () => {
  it('tells when a waiting raise can be confirmed and offers "Vahvista" once due', async () => {
    const onConfirm = vi.fn();
    render(
      <PendingLimitRaises
        timeZone="Europe/Helsinki"
        onConfirm={onConfirm}
        limits={[
          { variety: 'play_by_day', next_value: 8000, next_from: '2026-03-02T10:00:00Z', confirmable: false },
          { variety: 'play_by_month', next_value: -1, next_from: '2026-03-01T00:00:00Z', confirmable: true },
          { variety: 'play_by_week', next_value: null },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Päiväkohtainen peliraja: korotus 80,00 €. Voit vahvistaa sen 02.03.2026 12:00 alkaen.',
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Vahvista: Kuukausikohtainen peliraja' }));
    expect(onConfirm).toHaveBeenCalledWith('play_by_month');
  });

  it('renders nothing without pending changes', () => {
    const { container } = render(
      <PendingLimitRaises onConfirm={vi.fn()} limits={[{ variety: 'play_by_day', next_value: null }]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
