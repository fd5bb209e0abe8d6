import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HelpWidget } from './HelpWidget';

describe('HelpWidget', () => {
  it('shows the contact details given as props when "Asiakaspalvelu" is pressed', async () => {
    render(<HelpWidget phone="010 123 4567" email="apu@arpa.example" openingHours="ma–pe 9–16" />);
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Asiakaspalvelu' }));
    const panel = screen.getByRole('region', { name: 'Asiakaspalvelu' });
    expect(screen.getByRole('link', { name: '010 123 4567' })).toHaveAttribute('href', 'tel:0101234567');
    expect(screen.getByRole('link', { name: 'apu@arpa.example' })).toHaveAttribute(
      'href',
      'mailto:apu@arpa.example',
    );
    expect(panel).toHaveTextContent('ma–pe 9–16');
  });

  it('closes with Escape and returns focus to the button', async () => {
    render(<HelpWidget phone="010 123 4567" />);
    const button = screen.getByRole('button', { name: 'Asiakaspalvelu' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '010 123 4567' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, and follows a controlled open state', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<HelpWidget email="apu@arpa.example" open onOpenChange={onOpenChange} />);
    fireEvent.pointerDown(document.body);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('region')).toBeInTheDocument();
    rerender(<HelpWidget email="apu@arpa.example" open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
