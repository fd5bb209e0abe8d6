import { describe, expect, it } from 'vitest';
import { finnish } from './localized.ts';

describe('finnish', () => {
  it('picks the Finnish version wherever it is in the list', () => {
    expect(
      finnish([
        { lang: 'sv', value: 'Ess-lott' },
        { lang: 'fi', value: 'Ässä-arpa' },
      ]),
    ).toBe('Ässä-arpa');
  });

  it('falls back to the first version when there is no Finnish one', () => {
    expect(
      finnish([
        { lang: 'en', value: 'Ace ticket' },
        { lang: 'sv', value: 'Ess-lott' },
      ]),
    ).toBe('Ace ticket');
  });

  it('gives an empty string for no versions at all', () => {
    expect(finnish([])).toBe('');
    expect(finnish(null)).toBe('');
    expect(finnish(undefined)).toBe('');
  });
});
