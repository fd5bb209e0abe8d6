import type { ClaimResponse, Lottery, Product } from '@arpa/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, type FakeServer } from '../../../test/fake-server';
import { browserBack, browserForward, renderApp } from '../../../test/render-app';
import { pendingClaimFor } from '../pending-claim';
import { ClaimLanding } from './ClaimLandingPage';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session or lib/cart would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

const lottery: Lottery = {
  id: 7,
  slug: 'kulta-arpa',
  names: [{ lang: 'fi', value: 'Kulta-arpa' }],
  descriptions: [],
  images: [],
  hidden: false,
  index: 1,
  quick_claim_enabled: true,
  extra_lottery_enabled: false,
  codes_check_type: 4,
  tags: [],
  show_balance: false,
  playable_lottery_address: null,
  playable_ticket_prices: [],
  playable_ticket_bundle_size: null,
  playable_ticket_discount: null,
  playable_ticket_purchase_variety: 0,
};

const claim: ClaimResponse = {
  id: 1,
  lottery_id: 7,
  prize: {
    product_id: 3,
    product_claimable: true,
    product_value_transferrable: true,
    can_partake_in_extra_lottery: false,
  },
};

const product: Product = {
  id: 3,
  custom_id: null,
  names: [{ lang: 'fi', value: '10 euron voitto' }],
  descriptions: [],
  images: [],
  value: 1000,
  hidden: false,
  variations: [],
  category: null,
  options: [],
};

const CLAIMS = '/api/v1/lotteries/7/claims/';

function claimServer(): FakeServer {
  return createFakeServer()
    .on('POST', CLAIMS, () => claim)
    .on('GET', '/api/v1/products/3', () => product)
    .on('GET', '/api/v1/users/code-submissions', () => ({ count: 1, limit: 50 }));
}

function renderLanding(server: FakeServer, signedIn: boolean, state?: unknown) {
  return renderApp(<ClaimLanding lottery={lottery} />, {
    url: '/lunastettavat/kulta-arpa',
    state,
    server,
    ...(signedIn ? {} : { player: null }),
  });
}

const codeBox = () => screen.queryByRole('textbox', { name: /Tarkistusnumero 1/ });

describe('the open claim flow in the browser history', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('closes with Back from the code entry and opens again with Forward', async () => {
    const server = claimServer();
    await renderLanding(server, false);
    await userEvent.click(screen.getByRole('button', { name: 'Pikalunastus' }));
    expect(codeBox()).toBeInTheDocument();

    await browserBack();
    expect(await screen.findByRole('button', { name: 'Pikalunastus' })).toBeInTheDocument();
    expect(codeBox()).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Siirrytty osoitteeseen' })).not.toBeInTheDocument();

    await browserForward();
    expect(await screen.findByRole('textbox', { name: /Tarkistusnumero 1/ })).toBeInTheDocument();
    await userEvent.type(codeBox()!, 'AB12');
    await userEvent.type(screen.getByRole('textbox', { name: /Tarkistusnumero 2/ }), '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText('10 euron voitto')).toBeInTheDocument();

    // Back from the answer is the code entry, one more the page's buttons.
    await browserBack();
    expect(await screen.findByRole('textbox', { name: /Tarkistusnumero 1/ })).toBeInTheDocument();
    await browserBack();
    expect(await screen.findByRole('button', { name: 'Pikalunastus' })).toBeInTheDocument();
    expect(server.requestsTo('POST', CLAIMS)).toHaveLength(1);
  });

  it('shows the code entry after a reload in the middle of the flow, once the session is known', async () => {
    // The answer's entry of a reloaded page: the answer itself was in the page's memory only.
    const server = claimServer();
    await renderLanding(server, true, { claimFlow: true, claimView: 'result', attempt: 1, pushed: true });
    expect(await screen.findByRole('textbox', { name: /Tarkistusnumero 1/ })).toBeInTheDocument();
    expect(screen.queryByText('10 euron voitto')).not.toBeInTheDocument();
    expect(server.requestsTo('POST', CLAIMS)).toHaveLength(0);
  });
});

describe('a logged-out result carried over a sign-in', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('remembers the codes of an unfinished logged-out win for this tab', async () => {
    await renderLanding(claimServer(), false);
    await userEvent.click(screen.getByRole('button', { name: 'Pikalunastus' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Tarkistusnumero 1/ }), 'AB12');
    await userEvent.type(screen.getByRole('textbox', { name: /Tarkistusnumero 2/ }), '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText('10 euron voitto')).toBeInTheDocument();
    expect(pendingClaimFor('kulta-arpa')?.codes).toEqual({ code_a: 'AB12', code_b: '3456' });
    expect(pendingClaimFor('assa-arpa')).toBeUndefined();
  });

  it('presents the remembered codes again after sign-in and shows the same prize, once', async () => {
    window.sessionStorage.setItem(
      'arpa.pendingClaim',
      JSON.stringify({ slug: 'kulta-arpa', codes: { code_a: 'AB12', code_b: '3456' } }),
    );
    const server = claimServer();
    await renderLanding(server, true);
    expect(await screen.findByText('Voitettu summa on lisätty saldoosi.')).toBeInTheDocument();
    expect(server.requestsTo('POST', CLAIMS).map((r) => r.body)).toEqual([
      { code_a: 'AB12', code_b: '3456' },
    ]);
    expect(screen.queryByRole('button', { name: 'Jatka' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('arpa.pendingClaim')).toBeNull();
  });

  it('does not present another lottery’s codes, nor any while still logged out', async () => {
    window.sessionStorage.setItem(
      'arpa.pendingClaim',
      JSON.stringify({ slug: 'assa-arpa', codes: { code_b: 'AAAABBBBCCCC' } }),
    );
    const server = claimServer();
    await renderLanding(server, true);
    expect(screen.getByRole('button', { name: 'Jatka' })).toBeInTheDocument();
    expect(server.requestsTo('POST', CLAIMS)).toHaveLength(0);
  });
});
