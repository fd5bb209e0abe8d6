import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectToParent } from './protocol.ts';

const siteOrigin = 'https://arpa.example';
const init = {
  type: 'init',
  version: 1,
  token: 'gt_abc',
  lotteryId: 7,
  slug: 'onnenraaputus',
  purchaseAmount: 2,
  ticketPrice: 200,
  api: '/api',
  demoGame: false,
  discount: 0,
};

/** The game's window and its parent, as far as the protocol uses them. */
let parent: { postMessage: ReturnType<typeof vi.fn> };
let game: Window;

beforeEach(() => {
  parent = { postMessage: vi.fn() };
  game = Object.assign(new EventTarget(), { parent }) as unknown as Window;
});

function deliver(data: unknown, origin = siteOrigin, source: unknown = parent) {
  game.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

function connect() {
  const onInit = vi.fn();
  const onRefused = vi.fn();
  const connection = connectToParent({ window: game, parentOrigin: siteOrigin, onInit, onRefused });
  return { connection, onInit, onRefused };
}

describe('the game side of protocol v1', () => {
  it('asks the parent for init with the exact site origin as the target, never *', () => {
    connect().connection.requestInit();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'getInit', version: 1 }, siteOrigin);
  });

  it('accepts an init of version 1 from the parent window on the site origin, once', () => {
    const { onInit } = connect();
    deliver(init);
    deliver({ ...init, token: 'gt_other' });
    expect(onInit).toHaveBeenCalledTimes(1);
    expect(onInit).toHaveBeenCalledWith(init);
  });

  it('ignores an init from another origin, even one differing only by scheme or port', () => {
    const { onInit, onRefused } = connect();
    deliver(init, 'https://evil.example');
    deliver(init, 'http://arpa.example');
    deliver(init, 'https://arpa.example:8443');
    deliver(init, 'null');
    expect(onInit).not.toHaveBeenCalled();
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('ignores an init from another window on the site origin (the frame itself or a sibling)', () => {
    const { onInit } = connect();
    deliver(init, siteOrigin, game);
    deliver(init, siteOrigin, { postMessage: vi.fn() });
    deliver(init, siteOrigin, null);
    expect(onInit).not.toHaveBeenCalled();
  });

  it('refuses an init of another version and an init with a wrong field', () => {
    const first = connect();
    deliver({ ...init, version: 2 });
    expect(first.onRefused).toHaveBeenCalledWith('invalidVersion');
    expect(first.onInit).not.toHaveBeenCalled();
    first.connection.close();

    const second = connect();
    deliver({ ...init, api: 'https://evil.example/api' });
    expect(second.onRefused).toHaveBeenCalledWith('invalidInit');
  });

  it("ignores the parent's other messages", () => {
    const { onInit, onRefused } = connect();
    deliver({ type: 'somethingElse' });
    deliver('init');
    expect(onInit).not.toHaveBeenCalled();
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('sends finish with its reason to the site origin and stops listening', () => {
    const { connection, onInit } = connect();
    connection.finish('noSaldo');
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'finish', version: 1, reason: 'noSaldo' },
      siteOrigin,
    );
    deliver(init);
    expect(onInit).not.toHaveBeenCalled();
  });
});
