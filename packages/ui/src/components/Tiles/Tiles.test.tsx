import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tiles } from './Tiles';

describe('Tiles', () => {
  it('is no list by default; as a list it is one list, named, with its items', () => {
    const { rerender } = render(
      <Tiles space="medium">
        <div>Kesäarpa</div>
      </Tiles>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <Tiles space="medium" as="ul" aria-label="Arvat">
        <li>Kesäarpa</li>
        <li>Talviarpa</li>
      </Tiles>,
    );
    const list = screen.getByRole('list', { name: 'Arvat' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives an ordered list its aria-label, id and className', () => {
    render(
      <Tiles space="small" as="ol" aria-label="Voitot" id="voitot" className="extra">
        <li>Termospullo</li>
      </Tiles>,
    );
    const list = screen.getByRole('list', { name: 'Voitot' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Termospullo');
    expect(list).toHaveAttribute('id', 'voitot');
    expect(list).toHaveClass('extra');
  });

  it('uses a different class for each column count and space', () => {
    const classOf = (ui: React.ReactElement) => render(ui).container.firstElementChild!.className;
    const two = classOf(<Tiles space="medium" columns={2} />);
    const three = classOf(<Tiles space="medium" columns={3} />);
    const large = classOf(<Tiles space="large" columns={3} />);
    expect(two).not.toBe(three);
    expect(three).not.toBe(large);
    // Column count by breakpoint: a class per breakpoint given, none for one left out.
    const responsive = classOf(<Tiles space="medium" columns={{ mobile: 1, desktop: 3 }} />);
    const mobileOnly = classOf(<Tiles space="medium" columns={{ mobile: 1 }} />);
    expect(responsive.split(' ')).toHaveLength(mobileOnly.split(' ').length + 1);
    expect(classOf(<Tiles space="medium" columns={1} />)).toBe(mobileOnly);
    expect(classOf(<Tiles space="medium" />)).toBe(mobileOnly);
  });
});
