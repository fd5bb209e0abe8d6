import type { Claim } from '@arpa/contract';
import { describe, expect, it } from 'vitest';
import { claimTitle } from './ClaimsPage';

const claim: Claim = {
  id: 1,
  lottery_names: [{ lang: 'fi', value: 'Kulta-arpa' }],
  ticket_series_alias: 'KULTA-2025',
  claimed: true,
  product_value: null,
  prize_code: null,
  product_names: null,
  product_option_names: null,
  created_at: '2026-11-01T10:00:00Z',
};

describe('a Voittohistoria row', () => {
  it('names a ticket without a win "Ei voittoa"', () => {
    expect(claimTitle(claim)).toBe('Ei voittoa');
  });

  it('names the extra draw win of a no-win ticket, with the product when the prize is one', () => {
    expect(claimTitle({ ...claim, extra_draw_prize: { value: 2000, product_names: null } })).toBe(
      'Lisäarvonnan voitto',
    );
    expect(
      claimTitle({
        ...claim,
        extra_draw_prize: { value: 2490, product_names: [{ lang: 'fi', value: 'Termospullo' }] },
      }),
    ).toBe('Lisäarvonnan voitto: Termospullo');
  });
});
