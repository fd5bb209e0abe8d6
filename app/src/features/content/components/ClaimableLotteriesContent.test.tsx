import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LotteryBottomDescription } from './ClaimableLotteriesContent';

const content = [
  { slug: 'kulta-arpa', bottom_description: 'Ensimmäinen kappale.\n\n<b>Toinen</b> kappale.' },
  { slug: 'tyhja-arpa', bottom_description: '  ' },
];

describe('LotteryBottomDescription', () => {
  it('shows the lottery’s text as paragraphs, with markup shown as written, never interpreted', () => {
    render(<LotteryBottomDescription content={content} slug="kulta-arpa" />);
    expect(screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual([
      'Ensimmäinen kappale.',
      '<b>Toinen</b> kappale.',
    ]);
  });

  it('shows nothing for a lottery the content file has no text for', () => {
    const other = render(<LotteryBottomDescription content={content} slug="assa-arpa" />);
    expect(other.container).toBeEmptyDOMElement();
    other.unmount();
    expect(
      render(<LotteryBottomDescription content={content} slug="tyhja-arpa" />).container,
    ).toBeEmptyDOMElement();
  });
});
