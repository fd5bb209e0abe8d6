/** The game's Finnish texts. Error texts come from the catalogue of @arpa/contract. */
export const texts = {
  title: 'Raaputusarpa',
  demo: 'Demopeli: ostot ja voitot eivät vaikuta saldoosi.',
  waiting: 'Peli käynnistyy…',
  initFailed: 'Pelin käynnistys epäonnistui.',
  sendFailed: 'Viestin lähetys epäonnistui. Tarkista yhteys ja yritä uudelleen.',
  offerTitle: 'Osta arvat',
  offer: (amount: number, price: string) => `${amount} ${amount === 1 ? 'arpa' : 'arpaa'} à ${price}`,
  discount: (amount: string) => `Ensimmäisen oston alennus −${amount}`,
  total: (amount: string) => `Yhteensä ${amount}`,
  buy: 'Osta',
  ticketTitle: (position: number, count: number, code: string) => `Arpa ${position}/${count} (${code})`,
  revealAll: 'Paljasta kaikki',
  opening: 'Avataan…',
  next: 'Seuraava arpa',
  done: 'Valmis',
  close: 'Sulje peli',
  noWin: 'Ei voittoa tällä kertaa.',
  wonMoney: (amount: string) => `Voitit ${amount}!`,
  wonProduct: (name: string) => `Voitit tuotteen: ${name}!`,
  // A prize at or below the ticket's price is not celebrated (issue 18): said plainly, beside the price.
  smallMoney: (amount: string, price: string) => `Voitto ${amount}. Arvan hinta oli ${price}.`,
  smallProduct: (name: string, price: string) => `Voitto: ${name}. Arvan hinta oli ${price}.`,
  finished: 'Peli päättyi.',
};

const euros = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' });

/** Cents as Finnish euros: 150 → "1,50 €" (with a no-break space). */
export function formatCents(cents: number): string {
  return euros.format(cents / 100);
}
