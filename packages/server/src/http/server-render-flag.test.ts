import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../test/fake-app-build.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';

// One app per file: the flag-on server (server-render.test.ts has the flag off).
describe(`server-rendered pages with PLAYABLE_TICKETS_ENABLED on (${testDatabaseKind})`, () => {
  let on: TestApp;
  const root = fakeBuild();

  beforeAll(async () => {
    on = await createTestApp({ appDir: join(root, 'dist'), env: { PLAYABLE_TICKETS_ENABLED: '1' } });
  });

  afterAll(async () => {
    await on.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('says in every page, rendered or not, that playable tickets are on', async () => {
    const flag = '<meta name="arpa-playable" content="1">';
    const get = (url: string) =>
      on.app.inject({ method: 'GET', url, headers: { cookie: 'arpa_consent=v1.a0.m0' } });
    const landing = (await get('/')).body;
    // The server's render and the browser's config read the same setting: hydration matches.
    expect(landing).toContain(flag);
    expect(landing).toContain('<a href="/pelattavat">Pelaa arpoja</a>');
    expect((await get('/pelattavat/raaputus/pelaa')).body).toContain(flag);
    expect((await get('/tili')).body).toContain(flag);
  });
});
