import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';

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

  it('shows an error at once, ahead of a success, which then gets its full turn', () => {
    renderWithToasts();
    press('Onnistui');
    advance(1000);
    press('Epäonnistui');
    expect(screen.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    advance(3999);
    expect(screen.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
    advance(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Tiedot päivitetty');
    advance(4000);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps at most three waiting: an error after 20 successes shows at once, and all are gone in 12 s', () => {
    renderWithToasts();
    for (let i = 0; i < 20; i += 1) press('Onnistui');
    press('Epäonnistui');
    expect(screen.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
    for (let i = 0; i < 3; i += 1) advance(4000);
    expect(screen.queryByRole('button', { name: 'Sulje' })).toBeNull();
  });

  it('closes the current toast with "Sulje" and moves on to the next one', () => {
    renderWithToasts();
    press('Epäonnistui');
    press('Onnistui');
    press('Sulje');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Tiedot päivitetty');
    advance(4000);
    expect(screen.queryByRole('button', { name: 'Sulje' })).toBeNull();
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Raise />)).toThrow(/ToastProvider/);
  });
});
