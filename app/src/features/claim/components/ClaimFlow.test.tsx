import type { ClaimPrize, ClaimResponse, Lottery, Product } from '@arpa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, reply, type FakeServer } from '../../../test/fake-server';
import {
  browserBack,
  browserForward,
  renderApp,
  TEST_ID_TOKEN,
  testPlayer,
  type TestPlayer,
} from '../../../test/render-app';
import { ClaimFlow } from './ClaimFlow';
import { ExtraDrawSuccessPage, RedeemSuccessPage } from './ClaimSuccessPages';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session or lib/cart would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

const fi = (value: string) => [{ lang: 'fi', value }];

/** A lottery whose tickets carry two check numbers, with the extra draw on. */
const lottery: Lottery = {
  id: 7,
  slug: 'kulta-arpa',
  names: fi('Kulta-arpa'),
  descriptions: [],
  images: [],
  hidden: false,
  index: 1,
  quick_claim_enabled: true,
  extra_lottery_enabled: true,
  codes_check_type: 4,
  tags: [],
  show_balance: false,
  playable_lottery_address: null,
  playable_ticket_prices: [],
  playable_ticket_bundle_size: null,
  playable_ticket_discount: null,
  playable_ticket_purchase_variety: 0,
};

function product(id: number, name: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    custom_id: null,
    names: fi(name),
    descriptions: [],
    images: [],
    value: 1000,
    hidden: true,
    variations: [],
    category: null,
    options: [],
    ...extra,
  };
}

const thermos = product(3, 'Termospullo', {
  descriptions: fi('Pitää kahvin kuumana.'),
  value: 2990,
  options: [
    { id: 31, names: fi('Punainen'), images: [] },
    { id: 32, names: fi('Sininen'), images: [] },
  ],
});
const tenEuros = product(4, '10 euron voitto');
const crosswords = product(5, 'Ristikkolehtipaketti');

const noWin: ClaimPrize = {
  product_id: null,
  product_claimable: false,
  product_value_transferrable: false,
  can_partake_in_extra_lottery: true,
  prize_code: null,
  product_delivery: null,
};
const prizes = {
  thermos: {
    ...noWin,
    product_id: 3,
    product_claimable: true,
    can_partake_in_extra_lottery: false,
    product_delivery: 'post',
  },
  money: {
    ...noWin,
    product_id: 4,
    product_claimable: true,
    product_value_transferrable: true,
    can_partake_in_extra_lottery: false,
    product_delivery: 'none',
  },
  gift: {
    ...noWin,
    product_id: 5,
    product_claimable: true,
    can_partake_in_extra_lottery: false,
    prize_code: 'RISTI-1234',
    product_delivery: 'digital',
  },
  noWin,
} satisfies Record<string, ClaimPrize>;

const CLAIMS = '/api/v1/lotteries/7/claims/';

/** The claim calls of SPEC §7 as the server answers them; `codes` maps "code_a code_b" to a prize. */
function claimServer(codes: Record<string, ClaimPrize>): FakeServer {
  const server = createFakeServer();
  server
    .on('POST', CLAIMS, ({ body }) => {
      const { code_a, code_b } = body as { code_a?: string; code_b?: string };
      const prize = codes[`${code_a} ${code_b}`];
      if (!prize) return reply(400, { code: 'invalid_codes', description: 'Invalid codes' });
      return { id: 100, lottery_id: 7, prize } satisfies ClaimResponse;
    })
    .on('GET', '/api/v1/products/:id', ({ params }) =>
      [thermos, tenEuros, crosswords].find((p) => String(p.id) === params.id),
    )
    .on('PUT', '/api/v1/lotteries/7/claims', () => reply(204))
    .on('PUT', '/api/v1/lotteries/7/claims/commit', () => reply(204))
    .on('PUT', '/api/v1/lotteries/7/extra-lottery/commit', () => reply(204))
    .on('GET', '/api/v1/users/code-submissions', () => ({ count: 1, limit: 50 }));
  return server;
}

async function renderFlow(server: FakeServer, player?: TestPlayer | null) {
  return renderApp(<ClaimFlow lottery={lottery} />, {
    url: '/lunastettavat/kulta-arpa',
    server,
    player,
    routes: { '/success-redeem': <RedeemSuccessPage />, '/success-extra': <ExtraDrawSuccessPage /> },
  });
}

const codeA = () => screen.getByRole('textbox', { name: /^Tarkistusnumero 1/ });
const codeB = () => screen.getByRole('textbox', { name: /^Tarkistusnumero 2/ });

async function enterCodes(a: string, b: string) {
  await userEvent.type(codeA(), a);
  await userEvent.type(codeB(), b);
  await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
}

async function fill(scope: HTMLElement, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = within(scope).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

/** An anonymous winner's way to reach them, as typed into the contact forms. */
const mattisContact = {
  Etunimi: 'Matti',
  Sukunimi: 'Virtanen',
  Sähköposti: 'matti@example.fi',
  Puhelinnumero: '0501234567',
};
/** The same with the street address the extra draw asks for. */
/** An anonymous visitor enters a gift ticket's codes and sends the gift form with Matti's contact. */
async function sendGiftAsVisitor(server: FakeServer): Promise<HTMLElement> {
  await renderFlow(server, null);
  await enterCodes('AB12', '3456');
  const form = await screen.findByRole('region', { name: 'Onnea, voitit ristikkolehtipaketin!' });
  await fill(form, mattisContact);
  await userEvent.click(within(form).getByRole('button', { name: 'Lähetä' }));
  return form;
}

const mattisAddress = {
  ...mattisContact,
  Katuosoite: 'Koivukuja 1',
  Postinumero: '33100',
  Postitoimipaikka: 'Tampere',
};

/** The flow logs a failed call (the toast has told the player); the expected ones stay out of the output. */
function quietFailures() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
  });
}

const whereTo = () => screen.findByRole('status', { name: 'Siirrytty osoitteeseen' });

describe('the claim flow: a product win', () => {
  let server: FakeServer;
  beforeEach(() => {
    window.sessionStorage.clear();
    server = claimServer({ 'AB12 3456': prizes.thermos });
  });

  it('shows the product, asks for an option and the delivery address, and redeems it', async () => {
    await renderFlow(server);
    expect(screen.getByText('Syötä arvasta löytyvät tarkistusnumerot.')).toBeInTheDocument();
    await enterCodes('AB12', '3456');

    const result = await screen.findByRole('region', { name: 'Voitto' });
    expect(within(result).getByText('Termospullo')).toBeInTheDocument();
    expect(within(result).getByText('Pitää kahvin kuumana.')).toBeInTheDocument();
    const redeem = within(result).getByRole('button', { name: 'Lunasta' });
    expect(redeem).toBeDisabled();
    await userEvent.click(within(result).getByRole('radio', { name: 'Sininen' }));
    await userEvent.click(redeem);

    // Sent by post: the address is asked, the signed-in player's name and email are already there.
    const form = await screen.findByRole('region', { name: 'Toimitustiedot' });
    expect(within(form).getByRole('textbox', { name: /^Etunimi/ })).toHaveValue('Maija');
    expect(within(form).getByRole('textbox', { name: /^Sähköposti/ })).toHaveValue('maija@example.fi');
    await fill(form, { Katuosoite: 'Kuusitie 3', Postinumero: '00100', Postitoimipaikka: 'Helsinki' });
    await userEvent.click(within(form).getByRole('button', { name: 'Lunasta' }));

    expect(await screen.findByRole('heading', { name: 'Voitto lunastettu' })).toBeInTheDocument();
    expect(
      screen.getByText('Kiitos! Voittosi on lunastettu, ja toimitamme sen antamaasi osoitteeseen.'),
    ).toBeInTheDocument();
    const [commit] = server.requestsTo('PUT', '/api/v1/lotteries/7/claims/commit');
    expect(commit!.body).toMatchObject({
      firstname: 'Maija',
      lastname: 'Meikäläinen',
      email: 'maija@example.fi',
      phone: '0401234567',
      address: 'Kuusitie 3',
      postal_code: '00100',
      city: 'Helsinki',
      product_option_id: 32,
    });
    expect(commit!.headers.authorization).toBe(`Bearer ${TEST_ID_TOKEN}`);
  });

  it('sends the codes the lottery asks for, trimmed, and "Takaisin" returns to the result', async () => {
    await renderFlow(server);
    await enterCodes(' AB12 ', '3456 ');
    const result = await screen.findByRole('region', { name: 'Voitto' });
    expect(server.requestsTo('POST', CLAIMS).map((r) => r.body)).toEqual([
      { code_a: 'AB12', code_b: '3456' },
    ]);

    await userEvent.click(within(result).getByRole('radio', { name: 'Punainen' }));
    await userEvent.click(within(result).getByRole('button', { name: 'Lunasta' }));
    const form = await screen.findByRole('region', { name: 'Toimitustiedot' });
    await userEvent.click(within(form).getByRole('button', { name: 'Takaisin' }));
    expect(await screen.findByRole('region', { name: 'Voitto' })).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/api/v1/lotteries/7/claims/commit')).toHaveLength(0);
  });

  it("moves between the codes, the result and the address with the browser's Back and Forward", async () => {
    await renderFlow(server);
    await enterCodes('AB12', '3456');
    let result = await screen.findByRole('region', { name: 'Voitto' });
    await userEvent.click(within(result).getByRole('radio', { name: 'Sininen' }));
    await userEvent.click(within(result).getByRole('button', { name: 'Lunasta' }));
    await screen.findByRole('region', { name: 'Toimitustiedot' });

    // Back from the address to the result, and from the result to the codes, on the same page.
    await browserBack();
    result = await screen.findByRole('region', { name: 'Voitto' });
    expect(within(result).getByText('Termospullo')).toBeInTheDocument();
    await browserBack();
    expect(await screen.findByRole('button', { name: 'Jatka' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Voitto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Siirrytty osoitteeseen' })).not.toBeInTheDocument();

    // Forward shows the same answer again without asking the server twice, then the chosen option's form.
    await browserForward();
    expect(await screen.findByRole('region', { name: 'Voitto' })).toHaveTextContent('Termospullo');
    await browserForward();
    const form = await screen.findByRole('region', { name: 'Toimitustiedot' });
    await fill(form, { Katuosoite: 'Kuusitie 3', Postinumero: '00100', Postitoimipaikka: 'Helsinki' });
    await userEvent.click(within(form).getByRole('button', { name: 'Lunasta' }));
    expect(await screen.findByRole('heading', { name: 'Voitto lunastettu' })).toBeInTheDocument();
    expect(server.requestsTo('POST', CLAIMS)).toHaveLength(1);
    expect(server.requestsTo('PUT', '/api/v1/lotteries/7/claims/commit').map((r) => r.body)).toEqual([
      expect.objectContaining({ product_option_id: 32 }),
    ]);

    // Back from the success page finds no answer to show again: the codes are asked, nothing is sent.
    await browserBack();
    expect(await screen.findByRole('button', { name: 'Jatka' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Toimitustiedot' })).not.toBeInTheDocument();
    expect(server.requestsTo('PUT', '/api/v1/lotteries/7/claims/commit')).toHaveLength(1);
  });
});

describe('the claim flow: a lottery with one combined code', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('asks for the check number in three boxes and sends it joined as code_b', async () => {
    const server = claimServer({});
    server.on('POST', '/api/v1/lotteries/8/claims/', () => ({ id: 101, lottery_id: 8, prize: prizes.noWin }));
    await renderApp(<ClaimFlow lottery={{ ...lottery, id: 8, codes_check_type: 2 }} />, {
      url: '/lunastettavat/kulta-arpa',
      server,
    });
    expect(screen.getByText('Syötä arvasta löytyvä tarkistusnumero.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tarkistusnumero, osa 1/3' }), 'AAAABBBBCCCC');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText('Tällä arvalla ei ole voittoa.')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/v1/lotteries/8/claims/').map((r) => r.body)).toEqual([
      { code_b: 'AAAABBBBCCCC' },
    ]);
  });
});

describe('the claim flow: a money win', () => {
  let server: FakeServer;
  beforeEach(() => {
    window.sessionStorage.clear();
    server = claimServer({ 'AB12 3456': prizes.money, 'CD34 5678': prizes.noWin });
  });

  it('says a signed-in player got the sum on the balance; "Syötä uusi" asks for new codes', async () => {
    await renderFlow(server);
    await enterCodes('AB12', '3456');
    const result = await screen.findByRole('region', { name: 'Voitto' });
    expect(within(result).getByText('10 euron voitto')).toBeInTheDocument();
    expect(within(result).getByText('Voitettu summa on lisätty saldoosi.')).toBeInTheDocument();

    await userEvent.click(within(result).getByRole('button', { name: 'Syötä uusi' }));
    expect(codeA()).toHaveValue('');
    expect(codeB()).toHaveValue('');
    await enterCodes('CD34', '5678');
    expect(await screen.findByText('Tällä arvalla ei ole voittoa.')).toBeInTheDocument();
  });

  it('"Valitse voitto" takes a signed-in player to the prize shop', async () => {
    await renderFlow(server);
    await enterCodes('AB12', '3456');
    await userEvent.click(await screen.findByRole('button', { name: 'Valitse voitto' }));
    expect(await whereTo()).toHaveTextContent('/voittokauppa');
  });

  it('asks an anonymous winner to sign in or leave a way to reach them, no street address', async () => {
    await renderFlow(server, null);
    await enterCodes('AB12', '3456');
    const result = await screen.findByRole('region', { name: 'Voitto' });
    expect(within(result).getByRole('button', { name: 'Kirjaudu' })).toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: 'Jatka antamaan yhteystietoja' }));

    const form = await screen.findByRole('region', { name: 'Yhteystiedot' });
    expect(
      within(form).getByText('Anna yhteystietosi, niin kerromme, miten voitto maksetaan.'),
    ).toBeVisible();
    expect(within(form).queryByRole('textbox', { name: /^Katuosoite/ })).not.toBeInTheDocument();
    await fill(form, mattisContact);
    await userEvent.click(within(form).getByRole('button', { name: 'Lähetä' }));

    expect(
      await screen.findByText('Kiitos! Olemme sinuun yhteydessä ja kerromme, miten voitto maksetaan.'),
    ).toBeInTheDocument();
    const [commit] = server.requestsTo('PUT', '/api/v1/lotteries/7/claims/commit');
    expect(commit!.body).toMatchObject({
      firstname: 'Matti',
      email: 'matti@example.fi',
      phone: '0501234567',
    });
    expect(commit!.body).not.toHaveProperty('product_option_id');
    expect(commit!.headers.authorization).toBeUndefined();
  });
});

describe('the claim flow: a gift code', () => {
  quietFailures();
  let server: FakeServer;
  beforeEach(() => {
    window.sessionStorage.clear();
    server = claimServer({ 'AB12 3456': prizes.gift });
  });

  it('asks an anonymous winner where to send the code, sends it and says so', async () => {
    await sendGiftAsVisitor(server);

    // Read again on each try: the form says so as soon as it is sent, and the "sent" entry that replaces it
    // says it again, so an element found in the first may be gone by the time it is checked.
    await vi.waitFor(() =>
      expect(
        screen.getByText('Voittokoodi on lähetetty sähköpostiisi ja tekstarina puhelinnumeroosi.'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText('Koodi lähetetty')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/api/v1/lotteries/7/claims').map((r) => r.body)).toEqual([
      { firstname: 'Matti', lastname: 'Virtanen', email: 'matti@example.fi', phone: '0501234567' },
    ]);
    // "Syötä uusi" comes with the "sent" entry, which may render after the form's own message.
    await userEvent.click(await screen.findByRole('button', { name: 'Syötä uusi' }));
    expect(codeA()).toHaveValue('');
  });

  it('keeps the form filled and says "Koodia lähettäessä tapahtui virhe" when sending fails', async () => {
    server.on('PUT', '/api/v1/lotteries/7/claims', () => reply(500, { code: 'unknown_error' }));
    const form = await sendGiftAsVisitor(server);

    expect(await screen.findByRole('alert')).toHaveTextContent('Koodia lähettäessä tapahtui virhe');
    expect(within(form).getByRole('textbox', { name: /^Sähköposti/ })).toHaveValue('matti@example.fi');
    expect(within(form).getByRole('button', { name: 'Lähetä' })).toBeEnabled();
    expect(screen.queryByText(/Voittokoodi on lähetetty/)).not.toBeInTheDocument();
  });

  it('tells a signed-in winner the code went to their email and phone without asking again', async () => {
    await renderFlow(server);
    await enterCodes('AB12', '3456');
    expect(
      await screen.findByText('Voittokoodi on lähetetty sähköpostiisi ja tekstarina puhelinnumeroosi.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Etunimi/ })).not.toBeInTheDocument();
    expect(server.requestsTo('PUT', '/api/v1/lotteries/7/claims')).toHaveLength(0);
  });
});

describe('the claim flow: no win', () => {
  let server: FakeServer;
  beforeEach(() => {
    window.sessionStorage.clear();
    server = claimServer({ 'AB12 3456': prizes.noWin });
  });

  it('offers an anonymous player the extra draw and enters them with their contact details', async () => {
    await renderFlow(server, null);
    await enterCodes('AB12', '3456');
    expect(await screen.findByText('Tällä arvalla ei ole voittoa.')).toBeInTheDocument();
    expect(screen.getByText('Voit vielä osallistua lisäarvontaan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Osallistu lisäarvontaan' }));

    const form = await screen.findByRole('region', { name: 'Osallistu lisäarvontaan' });
    await fill(form, mattisAddress);
    await userEvent.click(within(form).getByRole('button', { name: 'Osallistu lisäarvontaan' }));

    expect(
      await screen.findByRole('heading', { name: 'Olet osallistunut lisäarvontaan!' }),
    ).toBeInTheDocument();
    const [entry] = server.requestsTo('PUT', '/api/v1/lotteries/7/extra-lottery/commit');
    expect(entry!.body).toMatchObject({ firstname: 'Matti', postal_code: '33100', city: 'Tampere' });
  });

  it('tells a signed-in player the ticket is already in the extra draw, with no form to fill', async () => {
    await renderFlow(server);
    await enterCodes('AB12', '3456');
    expect(await screen.findByText('Tällä arvalla ei ole voittoa.')).toBeInTheDocument();
    expect(screen.getByText('Olet osallistunut lisäarvontaan!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Osallistu lisäarvontaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Syötä uusi' })).toBeInTheDocument();
  });
});

describe('the claim flow: a refused code and a double submit', () => {
  quietFailures();
  beforeEach(() => window.sessionStorage.clear());

  it('shows the catalogue’s Finnish text and keeps the codes for correcting', async () => {
    const server = claimServer({ 'AB12 3456': prizes.money });
    await renderFlow(server);
    await enterCodes('AB12', '9999');

    expect(await screen.findByRole('alert')).toHaveTextContent('Virheelliset koodit.');
    expect(codeA()).toHaveValue('AB12');
    expect(codeB()).toHaveValue('9999');
    expect(screen.queryByRole('region', { name: 'Voitto' })).not.toBeInTheDocument();

    await userEvent.clear(codeB());
    await userEvent.type(codeB(), '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText('Voitettu summa on lisätty saldoosi.')).toBeInTheDocument();
  });

  it('names a ticket already claimed', async () => {
    const server = claimServer({});
    server.on('POST', CLAIMS, () => reply(409, { code: 'ticket_already_claimed' }));
    await renderFlow(server);
    await enterCodes('AB12', '3456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Arpa on jo lunastettu.');
    expect(codeA()).toHaveValue('AB12');
  });

  it('sends one claim however often "Jatka" is pressed while the answer is on its way', async () => {
    const server = claimServer({});
    let answer: (prize: ClaimPrize) => void = () => undefined;
    server.on(
      'POST',
      CLAIMS,
      () =>
        new Promise((resolve) => {
          answer = (prize) => resolve({ id: 100, lottery_id: 7, prize });
        }),
    );
    await renderFlow(server);
    await userEvent.type(codeA(), 'AB12');
    await userEvent.type(codeB(), '3456');
    const submit = screen.getByRole('button', { name: 'Jatka' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await userEvent.type(codeB(), '{Enter}');
    expect(server.requestsTo('POST', CLAIMS)).toHaveLength(1);

    answer(prizes.money);
    expect(await screen.findByText('Voitettu summa on lisätty saldoosi.')).toBeInTheDocument();
    expect(server.requestsTo('POST', CLAIMS)).toHaveLength(1);
  });
});

describe('the claim flow: a claim whose codes were entered in another browser', () => {
  quietFailures();
  beforeEach(() => window.sessionStorage.clear());

  const address = {
    ...mattisContact,
    Katuosoite: 'Kuusitie 3',
    Postinumero: '00100',
    Postitoimipaikka: 'Helsinki',
  };
  const takenOver =
    'Arvan koodit syötettiin toisessa selaimessa, ja lunastus siirtyi sinne. Syötä koodit uudelleen, jos haluat jatkaa tässä.';

  it('says where the claim went and asks for the codes again; entering them brings it back', async () => {
    const server = claimServer({ 'AB12 3456': prizes.thermos });
    let moved = true;
    server.on('PUT', '/api/v1/lotteries/7/claims/commit', () =>
      moved ? reply(409, { code: 'claim_taken_over' }) : reply(204),
    );
    await renderFlow(server, null);
    await enterCodes('AB12', '3456');
    const result = await screen.findByRole('region', { name: 'Voitto' });
    await userEvent.click(within(result).getByRole('radio', { name: 'Sininen' }));
    await userEvent.click(within(result).getByRole('button', { name: 'Lunasta' }));
    const form = await screen.findByRole('region', { name: 'Toimitustiedot' });
    await fill(form, address);
    await userEvent.click(within(form).getByRole('button', { name: 'Lunasta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(takenOver);
    expect(await screen.findByRole('button', { name: 'Jatka' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Toimitustiedot' })).not.toBeInTheDocument();
    // Back leads to no form of the claim that moved.
    await browserBack();
    expect(await screen.findByRole('button', { name: 'Jatka' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Voitto' })).not.toBeInTheDocument();

    moved = false;
    await enterCodes('AB12', '3456');
    const again = await screen.findByRole('region', { name: 'Voitto' });
    await userEvent.click(within(again).getByRole('radio', { name: 'Sininen' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Lunasta' }));
    const formAgain = await screen.findByRole('region', { name: 'Toimitustiedot' });
    await fill(formAgain, address);
    await userEvent.click(within(formAgain).getByRole('button', { name: 'Lunasta' }));
    expect(await screen.findByRole('heading', { name: 'Voitto lunastettu' })).toBeInTheDocument();
    expect(server.requestsTo('POST', CLAIMS)).toHaveLength(2);
  });

  it('says a gift claimed in the other browser is claimed, not that sending failed', async () => {
    const server = claimServer({ 'AB12 3456': prizes.gift });
    server.on('PUT', '/api/v1/lotteries/7/claims', () => reply(409, { code: 'ticket_already_claimed' }));
    await sendGiftAsVisitor(server);

    expect(await screen.findByRole('alert')).toHaveTextContent('Arpa on jo lunastettu.');
    expect(screen.queryByText('Koodia lähettäessä tapahtui virhe')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Jatka' })).toBeInTheDocument();
    expect(screen.queryByText(/Voittokoodi on lähetetty/)).not.toBeInTheDocument();
  });

  it.each([
    ['ticket_already_claimed', 'Arpa on jo lunastettu.'],
    ['already_partaking_extra_lottery', 'Osallistuu jo lisäarvontaan.'],
  ])(
    'asks for the codes again when the extra draw was joined with them elsewhere (%s)',
    async (code, text) => {
      const server = claimServer({ 'AB12 3456': prizes.noWin });
      server.on('PUT', '/api/v1/lotteries/7/extra-lottery/commit', () => reply(409, { code }));
      await renderFlow(server, null);
      await enterCodes('AB12', '3456');
      await userEvent.click(await screen.findByRole('button', { name: 'Osallistu lisäarvontaan' }));
      const form = await screen.findByRole('region', { name: 'Osallistu lisäarvontaan' });
      await fill(form, mattisAddress);
      await userEvent.click(within(form).getByRole('button', { name: 'Osallistu lisäarvontaan' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(await screen.findByRole('button', { name: 'Jatka' })).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Olet osallistunut lisäarvontaan!' }),
      ).not.toBeInTheDocument();
    },
  );
});

describe('the claim flow: the session changes in another tab', () => {
  beforeEach(() => window.sessionStorage.clear());

  const matti: TestPlayer = {
    sub: 'matti',
    given_name: 'Matti',
    family_name: 'Virtanen',
    email: 'matti@example.fi',
  };

  it('a player signed out elsewhere is asked to sign in and enter the codes again, nothing is sent', async () => {
    const server = claimServer({ 'AB12 3456': prizes.thermos });
    const { sessionElsewhere } = await renderFlow(server);
    await enterCodes('AB12', '3456');
    const result = await screen.findByRole('region', { name: 'Voitto' });
    await userEvent.click(within(result).getByRole('radio', { name: 'Sininen' }));
    await userEvent.click(within(result).getByRole('button', { name: 'Lunasta' }));
    await screen.findByRole('region', { name: 'Toimitustiedot' });

    await sessionElsewhere(null);
    expect(
      await screen.findByText(
        'Et ole enää kirjautunut sisään. Kirjaudu sisään ja syötä arvan koodit uudelleen, niin voit jatkaa lunastusta.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jatka' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Toimitustiedot' })).not.toBeInTheDocument();
    expect(server.requestsTo('PUT', '/api/v1/lotteries/7/claims/commit')).toHaveLength(0);
  });

  it('a visitor who signs in elsewhere on the gift form gets the code sent as the player, as a sign-in here does', async () => {
    const server = claimServer({ 'AB12 3456': prizes.gift });
    const { sessionElsewhere } = await renderFlow(server, null);
    await enterCodes('AB12', '3456');
    await screen.findByRole('region', { name: 'Onnea, voitit ristikkolehtipaketin!' });

    await sessionElsewhere(testPlayer);
    expect(
      await screen.findByText('Voittokoodi on lähetetty sähköpostiisi ja tekstarina puhelinnumeroosi.'),
    ).toBeInTheDocument();
    const presented = server.requestsTo('POST', CLAIMS);
    expect(presented.map((request) => request.body)).toEqual([
      { code_a: 'AB12', code_b: '3456' },
      { code_a: 'AB12', code_b: '3456' },
    ]);
    expect(presented[1]!.headers.authorization).toBe(`Bearer ${TEST_ID_TOKEN}`);
    expect(server.requestsTo('PUT', '/api/v1/lotteries/7/claims')).toHaveLength(0);
  });

  it('another player signed in elsewhere gets the codes presented again as themselves, not the first one’s form', async () => {
    const server = claimServer({ 'AB12 3456': prizes.thermos });
    const { sessionElsewhere } = await renderFlow(server);
    await enterCodes('AB12', '3456');
    const result = await screen.findByRole('region', { name: 'Voitto' });
    await userEvent.click(within(result).getByRole('radio', { name: 'Sininen' }));
    await userEvent.click(within(result).getByRole('button', { name: 'Lunasta' }));
    const form = await screen.findByRole('region', { name: 'Toimitustiedot' });
    expect(within(form).getByRole('textbox', { name: /^Etunimi/ })).toHaveValue('Maija');

    await sessionElsewhere(matti);
    await vi.waitFor(() => expect(server.requestsTo('POST', CLAIMS)).toHaveLength(2));
    const again = await screen.findByRole('region', { name: 'Voitto' });
    await userEvent.click(within(again).getByRole('radio', { name: 'Sininen' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Lunasta' }));
    const theirs = await screen.findByRole('region', { name: 'Toimitustiedot' });
    expect(within(theirs).getByRole('textbox', { name: /^Etunimi/ })).toHaveValue('Matti');
    expect(within(theirs).getByRole('textbox', { name: /^Sähköposti/ })).toHaveValue('matti@example.fi');
    expect(server.requestsTo('PUT', '/api/v1/lotteries/7/claims/commit')).toHaveLength(0);
  });
});
