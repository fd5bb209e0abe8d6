import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by label click and Space, reporting the checked state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Haluan saada markkinointiviestejä" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Haluan saada markkinointiviestejä' });
    await userEvent.click(screen.getByText('Haluan saada markkinointiviestejä'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('sends "true" under its name only when checked', async () => {
    render(
      <form data-testid="f">
        <Checkbox name="marketing_allowed" label="Markkinointi" />
      </form>,
    );
    const form = screen.getByTestId('f') as HTMLFormElement;
    expect(new FormData(form).has('marketing_allowed')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(new FormData(form).get('marketing_allowed')).toBe('true');
  });

  it('describes itself with its error', () => {
    render(<Checkbox label="Hyväksyn ehdot" error="Puuttuva arvo" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Puuttuva arvo');
  });
});
