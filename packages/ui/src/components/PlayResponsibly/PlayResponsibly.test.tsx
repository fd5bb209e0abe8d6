import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayResponsibly } from './PlayResponsibly';

describe('PlayResponsibly', () => {
  it('names the age limit and links to Peluuri by phone and site', () => {
    render(<PlayResponsibly />);
    expect(screen.getByRole('img', { name: 'Ikäraja 18 vuotta' })).toHaveTextContent('18+');
    expect(screen.getByRole('link', { name: '0800 100 101' })).toHaveAttribute('href', 'tel:0800100101');
    expect(screen.getByRole('link', { name: 'peluuri.fi' })).toHaveAttribute(
      'href',
      'https://www.peluuri.fi',
    );
  });
});
