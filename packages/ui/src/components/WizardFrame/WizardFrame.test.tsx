import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WizardFrame } from './WizardFrame';

describe('WizardFrame', () => {
  it('reads "Seuraava" on a middle step and "Lunasta" on the step that places the order', () => {
    const { rerender } = render(<WizardFrame title="Yhteenveto" onNext={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Seuraava' })).toBeInTheDocument();
    rerender(<WizardFrame title="Yhteenveto" onNext={vi.fn()} finalStep />);
    expect(screen.getByRole('button', { name: 'Lunasta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seuraava' })).toBeNull();
  });

  it('submits the step form when given its id', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <WizardFrame title="Yhteystiedot" formId="contact">
        <form id="contact" onSubmit={onSubmit} aria-label="Yhteystiedot" />
      </WizardFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
