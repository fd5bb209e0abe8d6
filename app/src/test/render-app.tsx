import { act, render, type RenderResult } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { SWRConfig } from 'swr';
import { onTestFinished, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { createFakeServer, type FakeServer } from './fake-server';

/** The signed-in player of a test: what the identity provider's id token says. */
export interface TestPlayer {
  /** The player's subject (the account), as in every id token. */
  sub: string;
  given_name: string;
  family_name: string;
  email: string;
  phone_number?: string;
}

export const testPlayer: TestPlayer = {
  sub: 'maija',
  given_name: 'Maija',
  family_name: 'Meikäläinen',
  email: 'maija@example.fi',
  phone_number: '0401234567',
};

/** The id token the fake identity provider hands out; the API client sends it as the Bearer token. */
export const TEST_ID_TOKEN = 'test.id.token';

/**
 * A stand-in for oidc-client-ts at the identity provider's boundary: a stored, unexpired user (or none),
 * and `signinRedirect` recorded instead of leaving the page.
 */
export function fakeIdentity(player: TestPlayer | null, arrives: Promise<void> = Promise.resolve()) {
  const userOf = (signedIn: TestPlayer | null) =>
    signedIn && ({ expired: false, id_token: TEST_ID_TOKEN, profile: signedIn } as unknown as User);
  let user = userOf(player);
  const manager = {
    events: {
      addUserLoaded: () => undefined,
      addUserUnloaded: () => undefined,
      addSilentRenewError: () => undefined,
      removeUserLoaded: () => undefined,
      removeUserUnloaded: () => undefined,
      removeSilentRenewError: () => undefined,
    },
    getUser: async () => user,
    /** Another tab signed in (a player) or out (null): the stored user changes under this page. */
    storeUser: (signedIn: TestPlayer | null) => {
      user = userOf(signedIn);
    },
    removeUser: async () => undefined,
    signinRedirect: vi.fn(async () => undefined),
    signinSilent: async () => user,
    signoutRedirect: async () => undefined,
  };
  return {
    manager,
    identity: {
      // The OIDC client's code is a chunk of its own: the session is not known until it has arrived.
      getUserManager: async () => {
        await arrives;
        return manager as unknown as UserManager;
      },
      hasStoredUser: () => user !== null,
    },
  };
}

let historyNavigate: NavigateFunction | undefined;

/** Keeps the router's `navigate`, for the browser's Back and Forward buttons below. */
function BrowserButtons() {
  const navigate = useNavigate();
  useEffect(() => {
    historyNavigate = navigate;
  }, [navigate]);
  return null;
}

/** The browser's Back button: one entry back in the rendered app's history. */
export async function browserBack(): Promise<void> {
  await act(async () => historyNavigate?.(-1));
}

/** The browser's Forward button. */
export async function browserForward(): Promise<void> {
  await act(async () => historyNavigate?.(1));
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <output aria-label="Siirrytty osoitteeseen">{pathname}</output>;
}

export interface RenderAppOptions {
  /** The address the page is opened at; `ui` renders there (default `/`). */
  url?: string;
  /** The history entry's state at `url`: what a reload of a page that kept state in it starts with. */
  state?: unknown;
  /** The route pattern `ui` answers (default: the path of `url`). */
  path?: string;
  /** Other pages by route pattern, e.g. the page a flow leaves for; any other address shows where it went. */
  routes?: Record<string, ReactNode>;
  /** The signed-in player, or null for an anonymous visitor (default: {@link testPlayer}). */
  player?: TestPlayer | null;
  /** The backend; a fresh one by default. */
  server?: FakeServer;
  /** When the OIDC client's code has loaded (default: at once): until then the session is not ready. */
  identityArrives?: Promise<void>;
}

export interface RenderAppResult extends RenderResult {
  server: FakeServer;
  identity: ReturnType<typeof fakeIdentity>['manager'];
  /** Another tab of the site signs `player` in, or out (null): the stored user changes and this page hears of it. */
  sessionElsewhere(player: TestPlayer | null): Promise<void>;
}

/**
 * Renders `ui` inside the app's own providers (AppProvider: toasts, session, the real API client and SWR as
 * the app configures them) and a router, with `fetch` answered by a fake backend. Each call gets an empty
 * SWR cache, so nothing read in one test is seen by the next. Resolves once the stored session is read.
 */
export async function renderApp(ui: ReactNode, options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const url = options.url ?? '/';
  const path = options.path ?? new URL(url, 'http://arpa.localhost').pathname;
  const server = options.server ?? createFakeServer();
  const { manager, identity } = fakeIdentity(
    options.player === undefined ? testPlayer : options.player,
    options.identityArrives,
  );
  vi.stubGlobal('fetch', server.fetch);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const result = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter
        initialEntries={[
          options.state === undefined
            ? url
            : { pathname: path, search: new URL(url, 'http://arpa.localhost').search, state: options.state },
        ]}
      >
        <BrowserButtons />
        <AppProvider identity={identity}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(options.routes ?? {}).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </AppProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
  // The session reads the stored user asynchronously, as it does on a real page load.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const sessionElsewhere = async (player: TestPlayer | null) => {
    manager.storeUser(player);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { ...result, server, identity: manager, sessionElsewhere };
}
