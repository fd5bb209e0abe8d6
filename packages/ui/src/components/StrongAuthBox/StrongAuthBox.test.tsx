import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StrongAuthBox } from './StrongAuthBox';

describe('StrongAuthBox', () => {
  it('asks to identify and calls onAuthenticate', async () => {
    const onAuthenticate = vi.fn();
    render(<StrongAuthBox onAuthenticate={onAuthenticate} />);
    expect(
      screen.getByText(
        'Jotta voit lisätä saldoa, sinun on tunnistauduttava vahvasti. Tunnistautuminen tehdään vain kerran ja on sinulle maksutonta.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tunnistaudu' }));
    expect(onAuthenticate).toHaveBeenCalledOnce();
  });

  it('names the identified person once done', () => {
    render(<StrongAuthBox identity={{ first_names: 'Maija Liisa', family_name: 'Meikäläinen' }} />);
    expect(
      screen.getByText('Olet vahvasti tunnistautunut nimellä Maija Liisa Meikäläinen'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
