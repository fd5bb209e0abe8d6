import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';

function Raise() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Tiedot päivitetty')}>Onnistui</button>
      <button onClick={() => toast.error('Tietojen päivitys epäonnistui')}>Epäonnistui</button>
    </>
  );
}

function renderWithToasts() {
  render(
    <ToastProvider>
      <Raise />
    </ToastProvider>,
  );
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides after 4000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    renderWithToasts();
    press('Onnistui');
    expect(screen.getByRole('status')).toHaveTextContent('Tiedot päivitetty');
    advance(3999);
    expect(screen.getByRole('status')).toHaveTextContent('Tiedot päivitetty');
    advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Sulje' })).toBeNull();
  });

  it('announces success politely and errors assertively', () => {
    renderWithToasts();
    press('Epäonnistui');
    expect(screen.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('colours the bar by tone', () => {
    renderWithToasts();
    press('Epäonnistui');
    const bar = screen.getByRole('alert').parentElement;
    expect(bar).toHaveAttribute('data-tone', 'error');
    expect(bar?.parentElement).toBe(document.body);
  });

  it('queues toasts and shows them in order, each for the full duration', () => {
    renderWithToasts();
    press('Onnistui');
    advance(1000);
    press('Epäonnistui');
    expect(screen.getByRole('status')).toHaveTextContent('Tiedot päivitetty');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    advance(3000);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
    advance(3999);
    expect(screen.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
    advance(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('closes the current toast with "Sulje" and moves on to the next one', () => {
    renderWithToasts();
    press('Onnistui');
    press('Epäonnistui');
    press('Sulje');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
    advance(TOAST_DURATION_MS);
    expect(screen.queryByRole('button', { name: 'Sulje' })).toBeNull();
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Raise />)).toThrow(/ToastProvider/);
  });
});
