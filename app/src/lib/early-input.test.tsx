import { CategoryTabs } from '@arpa/ui';
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyInput, type HeldKind, type PageHeldInput } from './early-input';

// A page as the server sends it: the markup is there, React is not yet. The page's loader
// (packages/server/src/http/boot-script.ts) records each element once, at the place of its last input,
// on window.__arpaEarlyInput; `hold` does what it does for the visitor's action.

type Page = Window & { __arpaEarlyInput?: PageHeldInput };
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete (window as Page).__arpaEarlyInput;
});

function serverPage(): { held: PageHeldInput['held']; stop: ReturnType<typeof vi.fn> } {
  const page = { held: [] as PageHeldInput['held'], stop: vi.fn() };
  (window as Page).__arpaEarlyInput = page;
  return page;
}

function hold(page: { held: PageHeldInput['held'] }, kind: HeldKind, el: Element) {
  const at = page.held.findIndex((entry) => entry.el === el && entry.kind === kind);
  if (at >= 0) page.held.splice(at, 1);
  page.held.push({ kind, el });
}

/** The visitor changes a field before the app has loaded: the browser sets it and fires input and change. */
function typeBefore(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

const categories = [
  { id: '1', name: 'Keittiö' },
  { id: '2', name: 'Piha' },
];

function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [agree, setAgree] = useState(false);
  const [size, setSize] = useState('S');
  const [category, setCategory] = useState('1');
  const [count, setCount] = useState(0);
  const [sent, setSent] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(name);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Nimi" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Viesti" value={note} onChange={(event) => setNote(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Hyväksyn"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      {['S', 'M'].map((option) => (
        <input
          key={option}
          type="radio"
          name="koko"
          aria-label={option}
          value={option}
          checked={size === option}
          onChange={(event) => setSize(event.target.value)}
        />
      ))}
      <CategoryTabs categories={categories} value={category} onValueChange={setCategory} />
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Lisää
      </button>
      <output>{JSON.stringify({ name, note, agree, size, category, count, sent })}</output>
    </form>
  );
}

function render() {
  document.body.innerHTML = `<div id="root">${renderToString(<Form />)}</div>`;
  const container = document.getElementById('root')!;
  return {
    container,
    byLabel: <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!,
    state: () => JSON.parse(container.querySelector('output')!.textContent!) as Record<string, unknown>,
  };
}

function hydrate(container: HTMLElement) {
  act(() => {
    root = hydrateRoot(container, <Form />);
  });
}

describe('input before hydration', () => {
  it('a text field’s and a text area’s new value reach React once replayed, and the field keeps it', () => {
    const page = serverPage();
    const { container, byLabel, state } = render();
    const name = byLabel<HTMLInputElement>('Nimi');
    const note = byLabel<HTMLTextAreaElement>('Viesti');
    typeBefore(name, 'Maija');
    hold(page, 'value', name);
    typeBefore(note, 'Hei');
    hold(page, 'value', note);
    const early = takeEarlyInput()!;
    expect(page.stop).toHaveBeenCalledTimes(1);
    hydrate(container);
    // Hydrated, but React does not know what was typed.
    expect(state()).toMatchObject({ name: '', note: '' });
    act(() => early.replay());
    expect(state()).toMatchObject({ name: 'Maija', note: 'Hei' });
    expect(name.value).toBe('Maija');
    expect(note.value).toBe('Hei');
  });

  it('a select’s chosen option reaches React (the value as it was when holding stopped)', () => {
    const page = serverPage();
    const { container, state } = render();
    const select = container.querySelector('select')!;
    typeBefore(select, '2');
    hold(page, 'value', select);
    const early = takeEarlyInput()!;
    hydrate(container);
    expect(state()).toMatchObject({ category: '1' });
    act(() => early.replay());
    expect(state()).toMatchObject({ category: '2' });
    expect(select.value).toBe('2');
    expect(container.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('Piha');
  });

  it('a tab pressed is chosen once replayed (Radix tabs select on mousedown)', () => {
    const page = serverPage();
    const { container, state } = render();
    const tab = [...container.querySelectorAll('[role="tab"]')].find((el) => el.textContent === 'Piha')!;
    hold(page, 'tab', tab);
    const early = takeEarlyInput()!;
    hydrate(container);
    expect(state()).toMatchObject({ category: '1' });
    act(() => early.replay());
    expect(state()).toMatchObject({ category: '2' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('a checkbox ticked and a radio chosen reach React, in the visitor’s state', () => {
    const page = serverPage();
    const { container, byLabel, state } = render();
    const agree = byLabel<HTMLInputElement>('Hyväksyn');
    const medium = byLabel<HTMLInputElement>('M');
    // The browser's own click: the box is ticked, the radio chosen (and the other radio unchecked).
    agree.click();
    hold(page, 'value', agree);
    medium.click();
    hold(page, 'value', medium);
    const early = takeEarlyInput()!;
    hydrate(container);
    expect(state()).toMatchObject({ agree: false, size: 'S' });
    act(() => early.replay());
    expect(state()).toMatchObject({ agree: true, size: 'M' });
    expect(agree.checked).toBe(true);
    expect(medium.checked).toBe(true);
    expect(byLabel<HTMLInputElement>('S').checked).toBe(false);
  });

  it('a button pressed is pressed once more, once; one that left or was disabled is skipped', () => {
    const page = serverPage();
    const { container, state } = render();
    const button = container.querySelector('button[type="button"]:not([role])')!;
    hold(page, 'click', button);
    hold(page, 'click', button);
    const early = takeEarlyInput()!;
    hydrate(container);
    expect(state()).toMatchObject({ count: 0 });
    act(() => early.replay());
    act(() => early.replay());
    expect(state()).toMatchObject({ count: 1 });

    const gone = document.createElement('button');
    const disabled = document.createElement('button');
    disabled.disabled = true;
    document.body.append(gone, disabled);
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    disabled.addEventListener('click', clicked);
    const later = serverPage();
    hold(later, 'click', gone);
    hold(later, 'click', disabled);
    const skipped = takeEarlyInput()!;
    gone.remove();
    vi.useFakeTimers();
    try {
      skipped.replay();
      // Not React's: the replay waits for it to be hydrated, then gives up waiting.
      vi.advanceTimersByTime(6000);
    } finally {
      vi.useRealTimers();
    }
    expect(clicked).not.toHaveBeenCalled();
  });

  it('a form held on submit (Enter in a field) is submitted to React with the field’s value', () => {
    const page = serverPage();
    const { container, byLabel, state } = render();
    const name = byLabel<HTMLInputElement>('Nimi');
    typeBefore(name, 'Matti');
    hold(page, 'value', name);
    hold(page, 'submit', container.querySelector('form')!);
    const early = takeEarlyInput()!;
    hydrate(container);
    expect(state()).toMatchObject({ sent: '' });
    act(() => early.replay());
    expect(state()).toMatchObject({ name: 'Matti', sent: 'Matti' });
  });

  it('a button pressed after the takeover on a part React has not hydrated yet is held and pressed once hydrated', () => {
    serverPage();
    const { container, state } = render();
    const early = takeEarlyInput()!;
    const button = container.querySelector<HTMLButtonElement>('button[type="button"]:not([role])')!;
    // React drops a click on a part it has not hydrated; the app holds it instead.
    button.click();
    hydrate(container);
    expect(state()).toMatchObject({ count: 0 });
    act(() => early.replay());
    expect(state()).toMatchObject({ count: 1 });
    // Once hydrated, clicks reach React directly and are not held again.
    act(() => button.click());
    expect(state()).toMatchObject({ count: 2 });
  });

  it('is nothing on a page without the loader (rendered in the browser)', () => {
    expect(takeEarlyInput()).toBeUndefined();
  });
});
