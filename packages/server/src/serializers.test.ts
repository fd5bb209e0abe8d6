import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp, type TestAppOptions } from './test/harness.ts';

// Answers are serialized from their route's response schema; the apps of one process share the compiled
// serializers (app.ts, `sharedSerializerCompiler`). Each answer keeps to its own route's schema in every app.
const Player = {
  type: 'object',
  properties: { name: { type: 'string' }, cents: { type: 'integer' } },
  required: ['name', 'cents'],
} as const;
const Prize = { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] } as const;
const answer = { name: 'Niina', cents: 1250, title: 'Kahvinkeitin', secret: 'ei näy' };

const routes: TestAppOptions['testRoutes'] = (app) => {
  app.get('/api/test/player', { schema: { response: { 200: Player } } }, async () => answer);
  app.get('/api/test/prize', { schema: { response: { 200: Prize } } }, async () => answer);
};

describe(`answers serialized from their route's schema in every app of the process (${testDatabaseKind})`, () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ testRoutes: routes });
    second = await createTestApp({ testRoutes: routes });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('gives each route its own fields and nothing the schema leaves out, in the first app and the next', async () => {
    for (const test of [first, second]) {
      expect((await test.request({ url: '/api/test/player' })).json()).toEqual({
        name: 'Niina',
        cents: 1250,
      });
      expect((await test.request({ url: '/api/test/prize' })).json()).toEqual({ title: 'Kahvinkeitin' });
    }
  });
});
