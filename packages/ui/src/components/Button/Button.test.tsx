import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('does not submit a surrounding form unless asked to', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Valitse</Button>
        <Button type="submit">Jatka</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Valitse' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
