import type { CmsContent } from '@arpa/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './LandingPage';

const content = (slides: CmsContent['landingPage']['slides']): CmsContent['landingPage'] => ({
  slides,
  cards: [
    { title: 'Lunasta', text: 'Syötä koodi.' },
    { title: 'Pelaa', text: 'Pelaa netissä.' },
    { title: 'Voittokauppa', text: 'Valitse palkinto.' },
  ],
});

describe('LandingPage', () => {
  it('puts "18+" and Peluuri with the slides', () => {
    render(
      <LandingPage
        content={content([{ image: '/static/slide.jpg', content: 'Uusi arpa!' }])}
        playableTicketsEnabled={false}
      />,
    );
    const slides = screen.getByRole('region', { name: 'Ajankohtaista' });
    const note = screen.getByRole('img', { name: 'Ikäraja 18 vuotta' });
    expect(note).toHaveTextContent('18+');
    // Right after the slides, before the cards.
    expect(slides.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'peluuri.fi' })).toHaveAttribute(
      'href',
      'https://www.peluuri.fi',
    );
    expect(screen.getByRole('link', { name: '0800 100 101' })).toHaveAttribute('href', 'tel:0800100101');
  });

  it('has no slides area, and so no second note, when there are no slides', () => {
    render(<LandingPage content={content([])} playableTicketsEnabled={false} />);
    expect(screen.queryByRole('region', { name: 'Ajankohtaista' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Ikäraja 18 vuotta' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rekisteröi arpoja' })).toBeInTheDocument();
  });
});
