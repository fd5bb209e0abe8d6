import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TripleCodeInput } from './TripleCodeInput';

const boxes = () => screen.getAllByRole('textbox');

describe('TripleCodeInput', () => {
  it('moves focus to the next box after four characters and joins the value', async () => {
    const onValueChange = vi.fn();
    render(<TripleCodeInput onValueChange={onValueChange} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('ABCD1234wxyz');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['ABCD', '1234', 'wxyz']);
    expect(onValueChange).toHaveBeenLastCalledWith('ABCD1234wxyz');
    expect(boxes()[2]).toHaveFocus();
  });

  it('spreads a pasted whole code across the boxes, ignoring spaces and dashes', async () => {
    const onValueChange = vi.fn();
    render(<TripleCodeInput onValueChange={onValueChange} />);
    await userEvent.click(boxes()[0]);
    await userEvent.paste('1111-2222 3333');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1111', '2222', '3333']);
    expect(onValueChange).toHaveBeenLastCalledWith('111122223333');
  });

  it('moves back with Backspace from an empty box', async () => {
    render(<TripleCodeInput defaultValue="1234" />);
    await userEvent.click(boxes()[1]);
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('requires all three boxes and submits the joined value under its name', () => {
    render(
      <form data-testid="f">
        <TripleCodeInput name="code_b" defaultValue="AAAABBBBCCCC" />
      </form>,
    );
    for (const box of boxes()) expect(box).toBeRequired();
    const data = new FormData(screen.getByTestId('f') as HTMLFormElement);
    expect(data.get('code_b')).toBe('AAAABBBBCCCC');
  });

  it('shows the same required mark as the single-code fields, and none when optional', () => {
    const { rerender } = render(<TripleCodeInput label="Tarkistusnumero" />);
    const legend = screen.getByText('Tarkistusnumero', { selector: 'legend' });
    expect(legend.textContent).toBe('Tarkistusnumero*');
    expect(legend.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    rerender(<TripleCodeInput label="Tarkistusnumero" required={false} />);
    expect(screen.getByText('Tarkistusnumero', { selector: 'legend' }).textContent).toBe('Tarkistusnumero');
  });

  it('follows a controlled value', () => {
    function Controlled() {
      const [v, setV] = useState('12345678');
      return (
        <>
          <TripleCodeInput value={v} onValueChange={setV} />
          <button onClick={() => setV('')}>Tyhjennä</button>
        </>
      );
    }
    render(<Controlled />);
    expect((boxes()[1] as HTMLInputElement).value).toBe('5678');
    fireEvent.click(screen.getByRole('button', { name: 'Tyhjennä' }));
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '']);
  });
});
