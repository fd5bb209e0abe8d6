import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioTiles } from './RadioTiles';

const options = [
  { id: 'red', label: 'Punainen' },
  { id: 'green', label: 'Vihreä' },
  { id: 'blue', label: 'Sininen' },
];

describe('RadioTiles', () => {
  it('is a radio group named "Valitse:" by default', () => {
    render(<RadioTiles options={options} />);
    expect(screen.getByRole('group', { name: 'Valitse:' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('chooses by click and by arrow keys, reporting the id', async () => {
    const onValueChange = vi.fn();
    render(<RadioTiles options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Vihreä'));
    expect(screen.getByRole('radio', { name: 'Vihreä' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('green');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Sininen' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('blue');
  });

  it('follows a controlled value, including none', async () => {
    function Controlled() {
      const [v, setV] = useState<string | null>('red');
      return (
        <>
          <RadioTiles options={options} value={v} onValueChange={setV} />
          <button onClick={() => setV(null)}>Tyhjennä</button>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Punainen' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Tyhjennä' }));
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('submits the chosen id under its name', async () => {
    render(
      <form data-testid="f">
        <RadioTiles options={options} name="product_option_id" defaultValue="blue" />
      </form>,
    );
    expect(new FormData(screen.getByTestId('f') as HTMLFormElement).get('product_option_id')).toBe('blue');
  });

  it('describes the group with its error', () => {
    render(<RadioTiles options={options} legend="Summa" error="Valitse summa" />);
    expect(screen.getByRole('group', { name: 'Summa' })).toHaveAccessibleDescription('Valitse summa');
  });
});
