// /healthz while the public pages render again after catalogue changes: every operator change drops the
// rendered pages (decision 0037), and the next visitor of each page and consent variant waits for a new
// render and its compression. Neither may hold the server's other requests.
import { healthRow } from './claims.mjs';
import { probeWhile } from './load.mjs';
import { adminToken, startOurs } from './processes.mjs';

const pages = ['/', '/lunastettavat', '/voittokauppa'];
// The app's consent cookie (app/src/lib/consent.ts): with a choice the page comes without the dialog.
const consentVariants = [{}, { cookie: 'arpa_consent=v1.a0.m0' }];
const rounds = 10;

async function fetchPage(base, path, headers) {
  const response = await fetch(base + path, { headers: { 'accept-encoding': 'br', ...headers } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
}

/** The row: /healthz probed 100 times a second while `rounds` catalogue changes each re-render every page. */
export async function rerenderRows() {
  const server = await startOurs();
  try {
    for (const path of pages)
      for (const headers of consentVariants) await fetchPage(server.base, path, headers);
    const content = await (await fetch(`${server.base}/static/content.json`)).json();
    const title = content.landingPage.cards[0].title;
    const [renders, health] = await probeWhile(`${server.base}/healthz`, async () => {
      let count = 0;
      for (let round = 0; round < rounds; round += 1) {
        // The operator edits the site's texts: the cached catalogue and the pages rendered from it are
        // dropped, and a page that comes out different is compressed again.
        content.landingPage.cards[0].title = `${title} ${round + 1}`;
        const change = await fetch(`${server.base}/api/admin/content`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(content),
        });
        if (!change.ok) throw new Error(`operator change: ${change.status} ${await change.text()}`);
        for (const path of pages)
          for (const headers of consentVariants) {
            await fetchPage(server.base, path, headers);
            count += 1;
          }
      }
      return count;
    });
    const row = healthRow(health);
    return [
      {
        what: 'PGlite: /healthz p99 while public pages render again after catalogue changes',
        ...row,
        value: `${row.value}; ${renders} pages rendered after ${rounds} changes`,
      },
    ];
  } finally {
    await server.stop();
  }
}
