// The JavaScript the landing page "/" loads before it shows its content, read from the Vite manifest of
// the built app: the entry, every chunk it imports statically, and the landing route's chunk with its
// static imports. The size report sums their gzipped sizes against the 100 KB budget; an end-to-end test
// checks that a logged-out visit to "/" loads no other script, so the sum is what a visitor pays.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The module of the landing route, as the manifest names it (app/src/app/router.tsx). */
const LANDING_ROUTE_MODULE = 'src/app/routes/LandingRoute.tsx';

/** Asset paths ('assets/…js') of the landing page's JavaScript in `appDist` (app/dist). */
export function landingScripts(appDist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(appDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1)
    throw new Error(`Expected one entry in the app's manifest, found ${entries.length}`);
  if (!manifest[LANDING_ROUTE_MODULE]) throw new Error(`${LANDING_ROUTE_MODULE} is not a chunk of the app`);
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk(entries[0]!);
  walk(LANDING_ROUTE_MODULE);
  return [...seen].map((key) => manifest[key].file);
}
