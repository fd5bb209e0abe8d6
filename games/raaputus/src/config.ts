/**
 * The site's origin, written into the game's HTML by the server that serves the game
 * (packages/server/src/http/game-origin.ts). A query parameter or the referrer could be set by anyone who
 * frames the game; the server's own page cannot. Null when it is missing or not an http(s) origin.
 */
export function siteOriginFrom(document: Document): string | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="arpa-site-origin"]')?.content ?? '';
  try {
    const url = new URL(content);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === content ? url.origin : null;
  } catch {
    return null;
  }
}
