import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelfAssessment } from './SelfAssessment';

const groups = () => screen.getAllByRole('group');

describe('SelfAssessment', () => {
  it('asks all three questions before a result', async () => {
    render(<SelfAssessment />);
    expect(groups()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Näytä tulos' }));
    expect(screen.getAllByText('Vastaa kaikkiin kysymyksiin')).toHaveLength(3);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('points to Peluuri when any answer is yes', async () => {
    const onResult = vi.fn();
    render(<SelfAssessment onResult={onResult} />);
    const [first, second, third] = groups();
    await userEvent.click(within(first).getByRole('radio', { name: 'Ei' }));
    await userEvent.click(within(second).getByRole('radio', { name: 'Kyllä' }));
    await userEvent.click(within(third).getByRole('radio', { name: 'Ei' }));
    await userEvent.click(screen.getByRole('button', { name: 'Näytä tulos' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Peluurin kanssa \(0800 100 101, peluuri\.fi\)/);
    expect(onResult).toHaveBeenCalledWith(true);
  });

  it('says no sign of harm when every answer is no', async () => {
    render(<SelfAssessment />);
    for (const group of groups()) await userEvent.click(within(group).getByRole('radio', { name: 'Ei' }));
    await userEvent.click(screen.getByRole('button', { name: 'Näytä tulos' }));
    expect(screen.getByRole('status')).toHaveTextContent('Vastauksesi eivät viittaa pelaamisen haittoihin.');
  });
});
