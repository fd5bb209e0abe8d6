import { describe, expect, it } from 'vitest';
import { createSessionQueue, sessionCookieOf } from './session-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('one identity-provider request per browser session at a time', () => {
  it('runs a session’s requests in order, never two at once, and other sessions alongside', async () => {
    const queue = createSessionQueue();
    const log: string[] = [];
    const dones = new Map<string, () => void>();
    const start = (key: string | undefined, name: string) =>
      queue.run(key, (done) => {
        log.push(`start ${name}`);
        dones.set(name, () => {
          log.push(`end ${name}`);
          done();
        });
      });
    start('a', 'auth');
    start('a', 'logout');
    start('b', 'other');
    start(undefined, 'anonymous');
    await tick();
    // The second request of session a waits for the first; b and the cookieless one do not wait.
    expect(log).toEqual(['start anonymous', 'start auth', 'start other']);
    dones.get('auth')?.();
    await tick();
    expect(log.slice(-2)).toEqual(['end auth', 'start logout']);
    // A request that ends twice (finish, then close) releases once.
    dones.get('logout')?.();
    dones.get('logout')?.();
    dones.get('other')?.();
    await tick();
    expect(queue.size).toBe(0);
  });

  it('reads the provider’s session cookie, not its companions', () => {
    expect(sessionCookieOf({ cookie: '_session.sig=x; _session=abc123; _csrf=t' })).toBe('abc123');
    expect(sessionCookieOf({ cookie: '_session.legacy=abc' })).toBeUndefined();
    expect(sessionCookieOf({})).toBeUndefined();
  });
});
