import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  isLoadFailure,
  LoadBoundary,
  PageLoadFailure,
  pageLoadFailureTexts,
  preloadable,
} from './preloadable';

/** A page whose code fails to load `failures` times (a dropped connection), then loads. */
function pageFailing(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return function ShopPage() {
      return <h1>Voittokauppa</h1>;
    };
  });
  return { Page: preloadable<object>(load), load };
}

function Site({ path, children }: { path: string; children: React.ReactNode }) {
  return (
    <>
      <nav aria-label="Päävalikko">Etusivu</nav>
      <LoadBoundary resetKey={path} fallback={(error) => <PageLoadFailure error={error} reload={reload} />}>
        <Suspense fallback={<p>Ladataan</p>}>{children}</Suspense>
      </LoadBoundary>
      <footer>Käyttöehdot</footer>
    </>
  );
}
const reload = vi.fn();

describe('a page whose code fails to load', () => {
  it('says so in Finnish with a way forward, and keeps the header and footer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page, load } = pageFailing(Infinity);
    render(
      <Site path="/voittokauppa">
        <Page />
      </Site>,
    );
    const alert = await screen.findByRole('alert');
    // Asked for once, not again at every render (a chunk a redeploy removed never comes).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    expect(alert).toHaveTextContent(pageLoadFailureTexts.title);
    expect(alert).toHaveTextContent(pageLoadFailureTexts.body);
    expect(screen.getByRole('navigation', { name: 'Päävalikko' })).toBeInTheDocument();
    expect(screen.getByText('Käyttöehdot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: pageLoadFailureTexts.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is asked for again when the player comes back to it, and then shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page, load } = pageFailing(1);
    const { rerender } = render(
      <Site path="/voittokauppa">
        <Page />
      </Site>,
    );
    await screen.findByRole('alert');
    // Elsewhere, then back: the failure belonged to the first visit.
    rerender(
      <Site path="/">
        <p>Etusivun sisältö</p>
      </Site>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <Site path="/voittokauppa">
        <Page />
      </Site>,
    );
    expect(await screen.findByRole('heading', { name: 'Voittokauppa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again when preloaded after a failed preload (a server-rendered page hydrates either way)', async () => {
    const { Page, load } = pageFailing(1);
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    render(
      <Site path="/voittokauppa">
        <Page />
      </Site>,
    );
    expect(await screen.findByRole('heading', { name: 'Voittokauppa' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a page whose code loaded but fails while showing', () => {
  function BrokenPage(): React.ReactElement {
    throw new TypeError("Cannot read properties of undefined (reading 'names')");
  }

  it('says the page could not be shown, not that the connection dropped, and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reload.mockClear();
    const Page = preloadable<object>(async () => BrokenPage);
    render(
      <Site path="/voittokauppa/9">
        <Page />
      </Site>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(pageLoadFailureTexts.renderTitle);
    expect(alert).toHaveTextContent(pageLoadFailureTexts.renderBody);
    expect(alert).not.toHaveTextContent(pageLoadFailureTexts.body);
    expect(screen.getByRole('navigation', { name: 'Päävalikko' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: pageLoadFailureTexts.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page whose code failed to load keeps saying so (only a load failure is marked as one)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page } = pageFailing(Infinity);
    render(
      <Site path="/tili">
        <Page />
      </Site>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(pageLoadFailureTexts.title);
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
  });
});
