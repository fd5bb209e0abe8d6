/**
 * A server-rendered page is on screen before its scripts have run: they are asked for only after its first
 * frame (docs/decisions/0046-scripts-after-first-frame.md). Until the page is hydrated its buttons, tabs
 * and fields have no handlers, so what a visitor does meanwhile would be lost (a category chosen, a tab,
 * a carousel's next slide, "Kirjaudu"). The page's inline loader (packages/server/src/http/boot-script.ts)
 * holds it from the start on `window.__arpaEarlyInput`: each element once, at the place of its last input.
 *
 * The app takes it over right before `hydrateRoot` (from then on React replays what it receives itself)
 * and replays it once hydrated, in the visitor's order:
 * - a button: clicked again;
 * - a tab trigger: pressed again (`mousedown`: Radix tabs select on it);
 * - a changed `<input>`, `<select>` or `<textarea>`: its value as it was when holding stopped, set the way
 *   React notices: the value React rendered through the element (React's value tracker records it), then
 *   the new one through the prototype's setter (past the tracker), then a bubbling `input` and `change`; a
 *   checkbox or radio is set to the other state through the element and clicked into the visitor's;
 * - a form submitted with Enter (no button to click): submitted again.
 */
export type HeldKind = 'click' | 'tab' | 'value' | 'submit';

/** What the page's loader keeps on `window.__arpaEarlyInput` (the same shape in boot-script.ts). */
export interface PageHeldInput {
  held: { kind: HeldKind; el: Element }[];
  stop(): void;
}

export interface EarlyInput {
  /**
   * Replays, once, what was held, each step once React has hydrated its element (elements that left the
   * page or were disabled meanwhile are skipped).
   */
  replay(): void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Step {
  /** `focus`: the element that had the focus when holding stopped, focused again if React replaced it. */
  kind: HeldKind | 'focus';
  el: Element;
  /** How to find the element again if React replaced it (`counterpart`). */
  signature: string;
  ordinal: number;
  /** A control's value and checkedness when holding stopped: React may render over them later. */
  value?: string;
  checked?: boolean;
}

function isDisabled(el: Element): boolean {
  return (
    (el as HTMLButtonElement).disabled === true ||
    el.getAttribute('aria-disabled') === 'true' ||
    el.hasAttribute('data-disabled')
  );
}

/** The value the server rendered into the control (its attribute, or its `selected` option). */
function renderedValue(control: Control): string {
  if (control instanceof control.ownerDocument.defaultView!.HTMLSelectElement) {
    const options = [...control.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return control.defaultValue;
}

function setValue(control: Control, value: string, checked: boolean | undefined): void {
  const win = control.ownerDocument.defaultView!;
  const input = control instanceof win.HTMLInputElement ? control : undefined;
  if (input && (input.type === 'checkbox' || input.type === 'radio')) {
    // A radio left unchecked was unchecked by another one in its group, which is replayed itself.
    if (checked === undefined || (input.type === 'radio' && !checked)) return;
    // Through the element: React's tracker takes the other state as the last it saw; the click (React
    // reads checkboxes and radios on `click`) then sets the visitor's state, and React sees a change.
    input.checked = !checked;
    input.click();
    return;
  }
  const rendered = renderedValue(control);
  // Changed and changed back: React's state is what it rendered.
  if (value === rendered) return;
  const prototype =
    control instanceof win.HTMLSelectElement
      ? win.HTMLSelectElement.prototype
      : control instanceof win.HTMLTextAreaElement
        ? win.HTMLTextAreaElement.prototype
        : win.HTMLInputElement.prototype;
  // The value React rendered, through the element (its tracker records it as the last it saw).
  control.value = rendered;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
  control.dispatchEvent(new win.Event('input', { bubbles: true }));
  control.dispatchEvent(new win.Event('change', { bubbles: true }));
}

function replayStep(step: Step): void {
  const { el } = step;
  if (!el.isConnected) return;
  const win = el.ownerDocument.defaultView!;
  switch (step.kind) {
    case 'click':
      if (!isDisabled(el)) (el as HTMLElement).click();
      return;
    case 'tab':
      if (!isDisabled(el))
        el.dispatchEvent(new win.MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
      return;
    case 'value':
      if (!isDisabled(el)) setValue(el as Control, step.value ?? '', step.checked);
      return;
    case 'focus':
      if (el.ownerDocument.activeElement === el.ownerDocument.body) (el as HTMLElement).focus();
      return;
    case 'submit':
      if (el instanceof win.HTMLFormElement) el.requestSubmit();
      return;
  }
}

/**
 * Whether React has hydrated the element (it keeps its props on the element under a `__reactProps$` key).
 * The root's commit comes first; a part in a Suspense boundary (the page's lazy route) is hydrated in a
 * later task, and an element there has no handlers before (a click replayed on it was lost).
 */
function hydrated(el: Element): boolean {
  return Object.keys(el).some((key) => key.startsWith('__reactProps$'));
}

/** What tells an element from others without its identity: tag, type, name, label and text. */
function signatureOf(el: Element): string {
  const attributes = ['type', 'name', 'role', 'aria-label'].map((name) => el.getAttribute(name) ?? '');
  return [el.tagName, ...attributes, (el.textContent ?? '').trim()].join('|');
}

function alike(doc: Document, signature: string): Element[] {
  const tag = signature.slice(0, signature.indexOf('|'));
  return [...doc.querySelectorAll(tag)].filter((el) => signatureOf(el) === signature);
}

/**
 * The element now in the page in place of a held one: a part of the page that React renders afresh
 * instead of hydrating (a Suspense boundary updated before it was hydrated, such as the footer's help
 * widget) replaces the server's elements with equal new ones.
 */
function counterpart(step: Step): Element | undefined {
  if (step.el.isConnected) return step.el;
  return alike(step.el.ownerDocument, step.signature)[step.ordinal];
}

/** How long a replay waits for a held element to be hydrated before replaying on it anyway. */
const hydrationWait = 5000;

/** The step of a held element, with a control's value and checkedness as they are now. */
function stepOf(win: Window & typeof globalThis, kind: Step['kind'], el: Element): Step {
  const signature = signatureOf(el);
  const step: Step = { kind, el, signature, ordinal: alike(win.document, signature).indexOf(el) };
  if (kind !== 'value') return step;
  const control = el as Control;
  const checkable =
    control instanceof win.HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
  return checkable
    ? { ...step, checked: (control as HTMLInputElement).checked }
    : { ...step, value: control.value };
}

/**
 * After `hydrateRoot`, React handles what reaches the parts it has hydrated; a part still dehydrated (a
 * lazy boundary whose code is loading, the footer's help widget) drops it. So for `hydrationWait` after
 * the takeover, input on an element React has not hydrated yet is held here as the loader held it (and
 * kept from React, which would drop it), for the same replay.
 */
function holdUnhydrated(
  win: Window & typeof globalThis,
  add: (kind: HeldKind, el: Element) => void,
  replaying: () => boolean,
): () => void {
  const doc = win.document;
  const root = doc.getElementById('root');
  const near = (event: Event, selector: string) => {
    if (replaying()) return null;
    const target = event.target instanceof win.Element ? event.target.closest(selector) : null;
    return target && root?.contains(target) && !hydrated(target) ? target : null;
  };
  const hold = (event: Event, kind: HeldKind, el: Element) => {
    if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    event.stopPropagation();
    add(kind, el);
  };
  const value = (event: Event) => {
    const control = near(event, 'input, select, textarea');
    if (control) hold(event, 'value', control);
  };
  const listeners: [string, (event: Event) => void][] = [
    [
      'click',
      (event) => {
        const tab = near(event, '[role="tab"]');
        const button = tab ? null : near(event, 'button');
        if (tab) hold(event, 'tab', tab);
        else if (button) hold(event, 'click', button);
      },
    ],
    [
      'mousedown',
      (event) => {
        const tab = near(event, '[role="tab"]');
        if (tab && (event as MouseEvent).button === 0) hold(event, 'tab', tab);
      },
    ],
    ['input', value],
    ['change', value],
    [
      'submit',
      (event) => {
        const form = near(event, 'form');
        if (form) hold(event, 'submit', form);
      },
    ],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
  };
}

/**
 * Stops the page's loader holding input (call right before `hydrateRoot`) and keeps what it held, with
 * each control's value as it is now, for `replay` once the page is hydrated; input on parts React has not
 * hydrated yet is held on for a while (`holdUnhydrated`). Undefined without a loader (a page the browser
 * renders).
 */
export function takeEarlyInput(win: Window & typeof globalThis = window): EarlyInput | undefined {
  const page = (win as Window & { __arpaEarlyInput?: PageHeldInput }).__arpaEarlyInput;
  if (!page) return undefined;
  page.stop();
  const queue: Step[] = page.held.splice(0).map(({ kind, el }) => stepOf(win, kind, el));
  // The focus, where the visitor put it (on a button pressed with Enter): if React replaces that element,
  // the focus would fall back to the page, and Escape or Tab would start from there.
  const focused = win.document.activeElement;
  if (focused && focused !== win.document.body && win.document.getElementById('root')?.contains(focused)) {
    queue.push(stepOf(win, 'focus', focused));
  }
  let replaying = false;
  /** While a step is replayed its own events are not held again. */
  let inReplay = false;
  let deadline = Number.POSITIVE_INFINITY;
  let waiting: number | undefined;
  const next = () => {
    waiting = undefined;
    while (queue.length > 0) {
      const step = queue[0]!;
      const el = counterpart(step);
      // In the visitor's order: a later step waits for an earlier one's element.
      if ((el === undefined || !hydrated(el)) && Date.now() < deadline) {
        waiting = win.setTimeout(next, 20);
        return;
      }
      queue.shift();
      inReplay = true;
      try {
        if (el) replayStep({ ...step, el });
      } finally {
        inReplay = false;
      }
    }
  };
  const stopHolding = holdUnhydrated(
    win,
    (kind, el) => {
      const at = queue.findIndex((step) => step.el === el && step.kind === kind);
      if (at >= 0) queue.splice(at, 1);
      queue.push(stepOf(win, kind, el));
      if (replaying && waiting === undefined) next();
    },
    () => inReplay,
  );
  return {
    replay: () => {
      if (replaying) return;
      replaying = true;
      deadline = Date.now() + hydrationWait;
      win.setTimeout(stopHolding, hydrationWait);
      next();
    },
  };
}
