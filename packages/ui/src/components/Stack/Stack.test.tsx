import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders a div by default, or the element asked for, with its label', () => {
    const { container } = render(
      <Stack space="small">
        <p>Kesäarpa</p>
      </Stack>,
    );
    expect(container.firstElementChild?.tagName).toBe('DIV');
    render(
      <Stack space="small" as="ul" aria-label="Arvat" id="arvat">
        <li>Kesäarpa</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Arvat' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveAttribute('id', 'arvat');
  });

  it('uses a different class for each space and keeps the caller’s className', () => {
    const classOf = (space: 'small' | 'large') =>
      render(<Stack space={space} className="extra" />).container.firstElementChild!.className;
    expect(classOf('small')).not.toBe(classOf('large'));
    expect(classOf('small')).toContain('extra');
  });
});
