/**
 * A server-rendered page is on screen before its scripts have run, and its buttons do nothing until the
 * page is hydrated: a click there would be lost ("Kirjaudu" pressed while the scripts still load). Such
 * clicks are held from the start and replayed on the same elements once the page is hydrated. From the
 * moment `hydrateRoot` is called React itself replays what it receives, so holding stops there.
 */
export interface EarlyClicks {
  /** Stops holding (call right before `hydrateRoot`); what was held stays for `replay`. */
  stop(): void;
  /** Clicks again, once, every held button still in the page and enabled. */
  replay(): void;
}

export function holdEarlyClicks(doc: Document = document): EarlyClicks {
  const held: HTMLButtonElement[] = [];
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    // A submit button would send its form the old way; the app sends it once hydrated.
    event.preventDefault();
    if (!held.includes(button)) held.push(button);
  };
  doc.addEventListener('click', hold, true);
  return {
    stop: () => doc.removeEventListener('click', hold, true),
    replay: () => {
      for (const button of held.splice(0)) if (button.isConnected && !button.disabled) button.click();
    },
  };
}
