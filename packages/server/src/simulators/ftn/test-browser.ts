import type { FastifyInstance } from 'fastify';

// Drives the simulator's test page over HTTP the way a browser would: read the page, submit one of its
// forms, follow the redirect back to the relying party. Shared by the simulator's and strong-auth's tests.

export const testPublicUrl = 'http://localhost:8080';
export const testRedirectUri = `${testPublicUrl}/auth`;

export interface PageForm {
  action: string;
  fields: Record<string, string>;
}

function decode(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Every form of the page with its hidden and prefilled fields. */
export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].map((match) => ({
    action: decode(match[1]),
    fields: Object.fromEntries(
      [...match[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((input) => [
        decode(input[1]),
        decode(input[2]),
      ]),
    ),
  }));
}

export async function openAuthorizePage(app: FastifyInstance, url: string) {
  const target = new URL(url, testPublicUrl);
  return app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
}

export function submitForm(app: FastifyInstance, form: PageForm, extra: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: form.action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form.fields, ...extra }).toString(),
  });
}

/**
 * Opens the authorize URL, picks the test person with this index (or types one) and answers the
 * query the browser is sent back with.
 */
export async function identifyAt(
  app: FastifyInstance,
  authorizeUrl: string,
  choice: { person: number } | { given_name: string; family_name: string; personal_identity_code: string },
): Promise<URLSearchParams> {
  const page = await openAuthorizePage(app, authorizeUrl);
  if (page.statusCode !== 200) throw new Error(`authorize page: ${page.statusCode} ${page.body}`);
  const forms = formsOf(page.body);
  const form =
    'person' in choice
      ? forms.find((candidate) => candidate.fields.person === String(choice.person))
      : forms.find((candidate) => !('person' in candidate.fields) && !('cancel' in candidate.fields));
  if (!form) throw new Error('no such form on the page');
  const answer = await submitForm(app, form, 'person' in choice ? {} : choice);
  if (answer.statusCode !== 303) throw new Error(`identification: ${answer.statusCode} ${answer.body}`);
  const back = new URL(String(answer.headers.location));
  const expected = new URL(authorizeUrl, testPublicUrl).searchParams.get('redirect_uri');
  if (`${back.origin}${back.pathname}` !== expected) throw new Error(`redirected to ${back.href}`);
  return back.searchParams;
}
