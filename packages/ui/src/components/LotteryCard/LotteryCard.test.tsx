import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LotteryCard } from './LotteryCard';

describe('LotteryCard', () => {
  it('shows the Finnish name, the small image and links "Valitse" to the claim page', () => {
    const { container } = render(
      <LotteryCard
        lottery={{
          slug: 'kultakimpale',
          names: [
            { lang: 'sv', value: 'Guldklimp' },
            { lang: 'fi', value: 'Kultakimpale' },
          ],
          images: [
            { variety: 'large', source: '/static/large.png' },
            { variety: 'small', source: '/static/small.png' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Kultakimpale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Valitse: Kultakimpale' })).toHaveAttribute(
      'href',
      '/lunastettavat/kultakimpale',
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/static/small.png');
  });
});
