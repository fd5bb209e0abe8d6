import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GiftCodeForm } from './GiftCodeForm';

async function fill() {
  await userEvent.type(screen.getByRole('textbox', { name: /Etunimi/ }), 'Maija');
  await userEvent.type(screen.getByRole('textbox', { name: /Sukunimi/ }), 'Meikäläinen');
  await userEvent.type(screen.getByRole('textbox', { name: /Sähköposti/ }), 'maija@example.fi');
  await userEvent.type(screen.getByRole('textbox', { name: /Puhelinnumero/ }), '0401234567');
}

describe('GiftCodeForm', () => {
  it('requires all four fields', async () => {
    const onSubmit = vi.fn();
    render(<GiftCodeForm onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Onnea, voitit ristikkolehtipaketin!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Puuttuva arvo')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: /Etunimi/ })).toHaveFocus();
  });

  it('sends the values and shows the sent message when the promise resolves', async () => {
    let resolve: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<GiftCodeForm onSubmit={onSubmit} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstname: 'Maija',
      lastname: 'Meikäläinen',
      email: 'maija@example.fi',
      phone: '0401234567',
    });
    expect(screen.getByRole('button', { name: 'Lähetä' })).toBeDisabled();
    resolve();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Voittokoodi on lähetetty sähköpostiisi ja tekstarina puhelinnumeroosi.',
    );
    expect(screen.queryByRole('button', { name: 'Lähetä' })).not.toBeInTheDocument();
  });

  it('keeps the form and re-enables the button when sending fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('500')));
    render(<GiftCodeForm onSubmit={onSubmit} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('button', { name: 'Lähetä' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Etunimi/ })).toHaveValue('Maija');
  });
});
