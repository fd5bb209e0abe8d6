import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExtraDrawInfo } from './ExtraDrawInfo';

describe('ExtraDrawInfo', () => {
  it('shows the next draw date in Helsinki time and the prizes', () => {
    render(
      <ExtraDrawInfo
        timeZone="Europe/Helsinki"
        next={{ closesAt: '2027-01-31T16:00:00Z', winnersCount: 2, prize: { name: 'Termospullo' } }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Lisäarvonta' });
    expect(within(region).getByText('Seuraava arvonta').nextElementSibling).toHaveTextContent(
      '31.01.2027 18:00',
    );
    expect(within(region).getByText('2 × Termospullo')).toBeInTheDocument();
  });

  it('lists each result with its participants and winners in order', () => {
    render(
      <ExtraDrawInfo
        timeZone="Europe/Helsinki"
        results={[
          {
            id: 1,
            drawnAt: '2026-12-31T16:00:00Z',
            participantCount: 1000,
            prize: { value: 5000 },
            winners: ['M. V., Tampere', 'A. K.'],
          },
        ]}
      />,
    );
    expect(screen.getByText('Osallistujia 1 000. Palkinto: 50,00 €.')).toBeInTheDocument();
    const winners = screen.getByText('Voittajat:').nextElementSibling as HTMLElement;
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['M. V., Tampere', 'A. K.']);
    expect(screen.queryByText('Seuraavan arvonnan ajankohta julkaistaan pian.')).toBeNull();
  });
});
