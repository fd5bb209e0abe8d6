import { describe, expect, it } from 'vitest';
import { loadCustomScript } from './custom-script';

describe('loadCustomScript', () => {
  it('adds the custom script of static storage to the page, without blocking it', () => {
    const script = loadCustomScript('https://arpa.fi/static');
    expect(document.head.contains(script)).toBe(true);
    expect(script.src).toBe('https://arpa.fi/static/custom.js');
    expect(script.async).toBe(true);
  });
});
