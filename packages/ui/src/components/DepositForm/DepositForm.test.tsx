import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DepositForm } from './DepositForm';

const amount = () => screen.getByRole('textbox', { name: 'Muu summa (€)' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Siirry maksamaan' }));

describe('DepositForm', () => {
  it('submits a preset in cents with the chosen bank', async () => {
    const onSubmit = vi.fn();
    render(<DepositForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: '50 €' }));
    expect(amount()).toHaveValue('50');
    await userEvent.click(screen.getByRole('radio', { name: 'Nordea' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ value: 5000, payment_method: 'nordea' });
  });

  it('a typed amount that matches a preset checks that preset; other amounts in cents', async () => {
    const onSubmit = vi.fn();
    render(<DepositForm onSubmit={onSubmit} defaultPaymentMethod="aktia" />);
    await userEvent.type(amount(), '20');
    expect(screen.getByRole('radio', { name: '20 €' })).toBeChecked();
    await userEvent.clear(amount());
    await userEvent.type(amount(), '15,50');
    for (const r of screen.getAllByRole('radio', { name: /€$/ })) expect(r).not.toBeChecked();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ value: 1550, payment_method: 'aktia' });
  });

  it.each([
    ['abc', 'Virheellinen syöte', '10'],
    ['5', 'Pienin summa on 10 €', '10'],
    ['250', 'Suurin summa on 100 €', '100'],
  ])('on blur, %s gives "%s" and resets to %s', async (typed, message, reset) => {
    render(<DepositForm onSubmit={vi.fn()} />);
    await userEvent.type(amount(), typed);
    await userEvent.tab();
    expect(amount()).toHaveValue(reset);
    expect(amount()).toHaveAccessibleDescription(`10–100 € ${message}`);
  });

  it('on submit, clamps first and does not send the replaced amount unseen', async () => {
    const onSubmit = vi.fn();
    render(<DepositForm onSubmit={onSubmit} defaultPaymentMethod="pop" />);
    await userEvent.type(amount(), '500{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amount()).toHaveValue('100');
    expect(screen.getByText('Suurin summa on 100 €')).toBeInTheDocument();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ value: 10000, payment_method: 'pop' });
  });

  it('shows the missing value and missing method messages, overridable by the app', async () => {
    const onSubmit = vi.fn();
    render(
      <DepositForm
        onSubmit={onSubmit}
        texts={{ missingValue: 'Summa puuttuu.', missingMethod: 'Maksutapa puuttuu.' }}
      />,
    );
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Summa puuttuu.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Maksutapa' })).toHaveAccessibleDescription(
      'Maksutapa puuttuu.',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'OP' }));
    expect(screen.queryByText('Maksutapa puuttuu.')).not.toBeInTheDocument();
  });

  it('starts from a query amount', () => {
    render(<DepositForm onSubmit={vi.fn()} defaultAmount={16} />);
    expect(amount()).toHaveValue('16');
  });
});
