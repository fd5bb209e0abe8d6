import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WizardStepper, cartWizardSteps, stepState } from './WizardStepper';

describe('stepState', () => {
  it('is done before, active at and pending after the active step', () => {
    expect([0, 1, 2, 3].map((i) => stepState(i, 2))).toEqual(['done', 'done', 'active', 'pending']);
  });
});

describe('cartWizardSteps', () => {
  it('has the payment step only when money is to be paid', () => {
    expect(cartWizardSteps(0)).toEqual(['Ostoskori', 'Yhteystiedot', 'Yhteenveto']);
    expect(cartWizardSteps(1)).toEqual(['Ostoskori', 'Yhteystiedot', 'Yhteenveto', 'Maksutapa']);
  });
});

describe('WizardStepper', () => {
  it('marks the active step with aria-current="step" and tells completed steps apart', () => {
    render(<WizardStepper steps={cartWizardSteps(500)} activeStep={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((i) => i.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Ostoskori, valmis');
    expect(items[2]).toHaveAttribute('data-state', 'pending');
    expect(items[2]).not.toHaveTextContent('valmis');
  });
});
