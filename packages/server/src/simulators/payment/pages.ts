import { BANKS } from '@arpa/contract';
import { simulatedBanks } from './banks.ts';
import type { SimulatedPayment } from './simulator.ts';

/** The simulated bank's pages: Finnish HTML with inline styles, no external assets. */

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );
}

const euros = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' });

export function formatAmount(cents: number): string {
  return euros.format(cents / 100);
}

function page(title: string, colour: string, body: string): string {
  return `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f4f6; color: #1d1d1f; }
  header { background: ${colour}; color: #fff; padding: 16px 24px; }
  header h1 { margin: 0; font-size: 1.5rem; }
  main { max-width: 480px; margin: 24px auto; background: #fff; border-radius: 8px; padding: 24px; }
  .notice { background: #fff4ce; border-radius: 4px; padding: 8px 12px; font-size: .875rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { font: inherit; padding: 12px 24px; border-radius: 4px; border: 2px solid ${colour}; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d1d1f; outline-offset: 2px; }
  .primary { background: ${colour}; color: #fff; }
  .secondary { background: #fff; color: #1d1d1f; }
  ul { list-style: none; padding: 0; } li { margin: 8px 0; }
  li a { display: block; padding: 12px; border: 1px solid #ccc; border-radius: 4px; color: inherit; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

const testNotice =
  '<p class="notice">Tämä on maksupalvelun simulaattori kehitystä ja testausta varten. Rahaa ei siirry.</p>';

/** The hosted payment page (`href`): the list of banks. */
export function bankListPage(payment: SimulatedPayment, basePath: string): string {
  const links = BANKS.map(
    (bank) =>
      `<li><a href="${basePath}/pay/${encodeURIComponent(payment.transactionId)}?method=${bank}">${escapeHtml(
        simulatedBanks[bank].name,
      )}</a></li>`,
  ).join('\n');
  return page(
    'Valitse pankki',
    '#1d1d1f',
    `<header><h1>Valitse pankki</h1></header>
<main>
${testNotice}
<p>Maksettava summa: <strong>${formatAmount(payment.amount)}</strong></p>
<ul>
${links}
</ul>
</main>`,
  );
}

/** The bank's confirmation page: bank name, amount, "Maksa" and "Peruuta". */
export function bankPage(
  payment: SimulatedPayment,
  bank: keyof typeof simulatedBanks,
  basePath: string,
): string {
  const { name, colour } = simulatedBanks[bank];
  return page(
    `${name} – maksun vahvistus`,
    colour,
    `<header><h1>${escapeHtml(name)}</h1></header>
<main>
${testNotice}
<h2>Maksun vahvistus</h2>
<dl>
  <dt>Saaja</dt><dd>Arpa (kauppias ${escapeHtml(payment.account)})</dd>
  <dt>Summa</dt><dd data-testid="amount">${formatAmount(payment.amount)}</dd>
  <dt>Viitenumero</dt><dd>${escapeHtml(payment.reference)}</dd>
</dl>
<form method="post" action="${basePath}/pay/${encodeURIComponent(payment.transactionId)}/complete">
  <input type="hidden" name="method" value="${bank}">
  <div class="actions">
    <button class="primary" type="submit" name="action" value="pay">Maksa</button>
    <button class="secondary" type="submit" name="action" value="cancel">Peruuta</button>
  </div>
</form>
</main>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Maksua ei löytynyt',
    '#1d1d1f',
    `<header><h1>Maksua ei löytynyt</h1></header>
<main>
${testNotice}
<p>Maksua ei löytynyt tai sen tiedot ovat virheelliset. Palaa verkkokauppaan ja yritä uudelleen.</p>
</main>`,
  );
}
