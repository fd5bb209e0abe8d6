import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild as fakeSiteBuild } from '../test/fake-app-build.ts';
import { createTestApp } from '../test/harness.ts';
import { buildGameServer, siteOriginFromEnv } from './game-origin.ts';
import { testTempDir } from '../test/temp-dir.ts';

const siteOrigin = 'https://arpa.example';

/** A stand-in for games/raaputus/dist with the meta element the build has. */
function fakeBuild(): string {
  const dir = testTempDir('game');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="fi"><head><meta name="arpa-site-origin" content="" />' +
      '<script type="module" src="/assets/index-abc.js"></script></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets/index-abc.js'), 'console.log("peli");');
  return dir;
}

describe('the game origin', () => {
  let game: FastifyInstance;

  beforeAll(async () => {
    game = await buildGameServer({ siteOrigin, gameDir: fakeBuild() });
  });
  afterAll(() => game.close());

  it("writes the site's origin into the game's page, whatever the request says", async () => {
    const response = await game.inject({
      url: '/?parent=https://evil.example',
      headers: { referer: 'https://evil.example/', host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<meta name="arpa-site-origin" content="https://arpa.example" />');
    expect(response.body).not.toContain('evil');
  });

  it('lets only the site frame the game and the game call only the site', async () => {
    const response = await game.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors https://arpa.example');
    expect(csp).toContain('connect-src https://arpa.example');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/\*|unsafe/);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('serves the hashed assets as immutable, with the same policy', async () => {
    const response = await game.inject({ url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-security-policy']).toContain('frame-ancestors https://arpa.example');
  });

  it('serves nothing else: no API, no site pages', async () => {
    for (const url of ['/api/v1/game', '/tili', '/../package.json']) {
      expect((await game.inject({ url })).statusCode).toBe(404);
    }
  });

  it('answers 503 when the game is not built', async () => {
    const unbuilt = await buildGameServer({ siteOrigin, gameDir: join(tmpdir(), 'arpa-no-game') });
    expect((await unbuilt.inject({ url: '/' })).statusCode).toBe(503);
    await unbuilt.close();
  });
});

describe('the site origin the game trusts', () => {
  it("is PUBLIC_URL's origin, or http://localhost:$PORT", () => {
    expect(siteOriginFromEnv({ PUBLIC_URL: 'https://arpa.example/polku/' })).toBe('https://arpa.example');
    expect(siteOriginFromEnv({ PORT: '8181' })).toBe('http://localhost:8181');
    expect(siteOriginFromEnv({})).toBe('http://localhost:8080');
  });
});

describe("the site's policy for the game", () => {
  it.each([
    [{}, 'http://localhost:8081'],
    [{ GAME_PORT: '9191' }, 'http://localhost:9191'],
    [{ GAME_PUBLIC_URL: 'https://peli.arpa.example/' }, 'https://peli.arpa.example'],
  ])('lets the site frame the game on its origin (%o → %s) and nothing else', async (env, origin) => {
    const siteBuild = fakeSiteBuild();
    const site = await createTestApp({ env, appDir: join(siteBuild, 'dist') });
    try {
      const csp = String((await site.request({ url: '/tili' })).headers['content-security-policy']);
      expect(csp).toContain(`frame-src 'self' ${origin};`);
      expect(csp).toContain("frame-ancestors 'self'");
    } finally {
      await site.close();
      rmSync(siteBuild, { recursive: true, force: true });
    }
  });
});
