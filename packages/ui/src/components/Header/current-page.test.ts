import { describe, expect, it } from 'vitest';
import { isCurrentSection } from './current-page';

describe('isCurrentSection', () => {
  it('marks a section on its own pages and on the pages below it', () => {
    expect(isCurrentSection('/lunastettavat/assa-arpa', '/lunastettavat')).toBe(true);
    expect(isCurrentSection('/voittokauppa/12', '/voittokauppa')).toBe(true);
    expect(isCurrentSection('/tili/tilaukset/', '/tili')).toBe(true);
    expect(isCurrentSection('/tili', '/tili')).toBe(true);
  });

  it('does not mark the front page everywhere, nor a section that only shares a prefix', () => {
    expect(isCurrentSection('/voittokauppa', '/')).toBe(false);
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/tilinpaatos', '/tili')).toBe(false);
    expect(isCurrentSection(undefined, '/tili')).toBe(false);
  });
});
