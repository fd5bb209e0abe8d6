import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('is no landmark or list by default; as a list it is one list, named, with its items', () => {
    render(
      <Stack space="small">
        <p>Kesäarpa</p>
      </Stack>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    render(
      <Stack space="small" as="ul" aria-label="Arvat" id="arvat">
        <li>Kesäarpa</li>
        <li>Talviarpa</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Arvat' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kesäarpa', 'Talviarpa']);
    expect(list).toHaveAttribute('id', 'arvat');
  });

  it('as a section with a name, is a region a screen reader can jump to', () => {
    render(
      <Stack space="small" as="section" aria-label="Voitot">
        <p>Termospullo</p>
      </Stack>,
    );
    expect(screen.getByRole('region', { name: 'Voitot' })).toHaveTextContent('Termospullo');
  });

  it('uses a different class for each space and keeps the caller’s className', () => {
    const classOf = (space: 'small' | 'large') =>
      render(<Stack space={space} className="extra" />).container.firstElementChild!.className;
    expect(classOf('small')).not.toBe(classOf('large'));
    expect(classOf('small')).toContain('extra');
  });
});
