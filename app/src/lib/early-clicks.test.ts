import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('clicks before hydration', () => {
  it('are held and replayed once on the same button, and not after holding stopped', () => {
    document.body.innerHTML = '<form><button type="submit">Kirjaudu</button></form><button id="b">B</button>';
    const [login, other] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    const clicks = holdEarlyClicks();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    login!.click();
    login!.click();
    // Nothing happened yet: the form was not sent the old way.
    expect(submitted).not.toHaveBeenCalled();
    clicks.stop();
    other!.click();
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as HTMLElement).textContent ?? ''));
    clicks.replay();
    clicks.replay();
    expect(seen).toEqual(['Kirjaudu']);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('skips a button that left the page or was disabled meanwhile', () => {
    document.body.innerHTML = '<button>Pois</button><button>Estetty</button>';
    const [gone, disabled] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    const clicks = holdEarlyClicks();
    gone!.click();
    disabled!.click();
    clicks.stop();
    gone!.remove();
    disabled!.disabled = true;
    const seen = vi.fn();
    document.addEventListener('click', seen);
    clicks.replay();
    expect(seen).not.toHaveBeenCalled();
  });
});
