import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and describes it with the hint and the error', () => {
    render(<TextField label="Postinumero" hint="Viisi numeroa" error="Virheellinen postinumero" required />);
    const input = screen.getByRole('textbox', { name: /Postinumero/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Viisi numeroa Virheellinen postinumero');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Etunimi" />);
    const input = screen.getByRole('textbox', { name: 'Etunimi' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('works uncontrolled and reports every change', async () => {
    const onValueChange = vi.fn();
    render(<TextField label="Etunimi" defaultValue="Ma" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'ija');
    expect(screen.getByRole('textbox')).toHaveValue('Maija');
    expect(onValueChange).toHaveBeenLastCalledWith('Maija');
  });

  it('follows a controlled value', async () => {
    function Upper() {
      const [v, setV] = useState('');
      return <TextField label="Koodi" value={v} onValueChange={(x) => setV(x.toUpperCase())} />;
    }
    render(<Upper />);
    await userEvent.type(screen.getByRole('textbox'), 'ab1');
    expect(screen.getByRole('textbox')).toHaveValue('AB1');
  });
});
