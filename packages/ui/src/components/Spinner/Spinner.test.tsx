import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces "Ladataan…" in a status region, with the ring hidden from assistive technology', () => {
    const { container } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
