import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeEntryForm, codeEntryPrompt, INTERNET_CODE_TAG } from './CodeEntryForm';

describe('codeEntryPrompt', () => {
  it('asks for the internet code when the lottery has the tag, whatever its type', () => {
    expect(codeEntryPrompt({ codes_check_type: 2, tags: [INTERNET_CODE_TAG] })).toBe(
      'Syötä arvasta löytyvä internetkoodi:',
    );
  });

  it('uses the singular for type 2 and the plural otherwise', () => {
    expect(codeEntryPrompt({ codes_check_type: 2, tags: [] })).toBe('Syötä arvasta löytyvä tarkistusnumero.');
    expect(codeEntryPrompt({ codes_check_type: 4, tags: [] })).toBe(
      'Syötä arvasta löytyvät tarkistusnumerot.',
    );
    expect(codeEntryPrompt({ codes_check_type: 1, tags: ['other'] })).toBe(
      'Syötä arvasta löytyvät tarkistusnumerot.',
    );
  });
});

describe('CodeEntryForm', () => {
  it('type 2: joins the three boxes into code_b', async () => {
    const onSubmit = vi.fn();
    render(<CodeEntryForm lottery={{ codes_check_type: 2, tags: [] }} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Tarkistusnumero 1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Tarkistusnumero, osa 1/3' }));
    await userEvent.keyboard('AAAA1111BBBB');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onSubmit).toHaveBeenCalledWith({ code_b: 'AAAA1111BBBB' });
  });

  it('type 2: an empty box stops the submit with "Puuttuva arvo" and focuses that box', async () => {
    const onSubmit = vi.fn();
    render(<CodeEntryForm lottery={{ codes_check_type: 2, tags: [] }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Tarkistusnumero, osa 1/3' }));
    await userEvent.keyboard('AAAA1111');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Puuttuva arvo')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tarkistusnumero, osa 3/3' })).toHaveFocus();
    await userEvent.keyboard('CCCC');
    expect(screen.queryByText('Puuttuva arvo')).not.toBeInTheDocument();
  });

  it('type 4: asks for both codes and sends code_a and code_b', async () => {
    const onSubmit = vi.fn();
    render(<CodeEntryForm lottery={{ codes_check_type: 4, tags: [] }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(screen.getAllByText('Puuttuva arvo')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Tarkistusnumero 1/ })).toHaveFocus();
    await userEvent.keyboard(' 1234 ');
    await userEvent.type(screen.getByRole('textbox', { name: /Tarkistusnumero 2/ }), '5678');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onSubmit).toHaveBeenCalledWith({ code_a: '1234', code_b: '5678' });
  });

  it('other types: one code in code_a, submitted with Enter', async () => {
    const onSubmit = vi.fn();
    render(<CodeEntryForm lottery={{ codes_check_type: 1, tags: [] }} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/Tarkistusnumero 2/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Tarkistusnumero 1/ }), 'X9{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ code_a: 'X9' });
  });

  it('does not submit while submitting', async () => {
    const onSubmit = vi.fn();
    render(<CodeEntryForm lottery={{ codes_check_type: 1, tags: [] }} onSubmit={onSubmit} submitting />);
    expect(screen.getByRole('button', { name: 'Jatka' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Tarkistusnumero 1/ }), 'X9{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
