import type { StartGameResponse } from '@arpa/contract';
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  addBalancePath,
  finishAction,
  gameReturnPath,
  initMessage,
  originOf,
  readGameMessage,
} from './game-protocol';
import { useGameChannel } from './use-game-channel';

const game: StartGameResponse = {
  token: 'gt_abc',
  expires_at: '2026-11-23T12:30:00.000Z',
  lottery_id: 7,
  slug: 'raaputus',
  ticket_price: 200,
  purchase_amount: 2,
  bundle: false,
  discount: 100,
  api: '/api',
  demo: false,
};

describe('protocol v1, the parent’s side (SPEC §4)', () => {
  it('answers getInit with init from the start call’s answer', () => {
    expect(initMessage(game)).toEqual({
      type: 'init',
      version: 1,
      token: 'gt_abc',
      lotteryId: 7,
      slug: 'raaputus',
      purchaseAmount: 2,
      ticketPrice: 200,
      api: '/api',
      demoGame: false,
      discount: 100,
    });
  });

  it('reads getInit and finish of version 1; another version is an error', () => {
    expect(readGameMessage({ type: 'getInit', version: 1 })).toEqual({ type: 'getInit' });
    expect(readGameMessage({ type: 'finish', version: 1, reason: 'ok' })).toEqual({
      type: 'finish',
      reason: 'ok',
    });
    expect(readGameMessage({ type: 'getInit', version: 2 })).toEqual({ type: 'invalidVersion' });
    expect(readGameMessage({ type: 'other' })).toBeNull();
    expect(readGameMessage('getInit')).toBeNull();
  });

  it('acts on each finish reason', () => {
    expect(finishAction('ok')).toEqual({ kind: 'toLottery' });
    expect(finishAction('noSaldo')).toEqual({ kind: 'toAddBalance', toast: 'Lisää saldoa ostoa varten' });
    expect(finishAction('noAuth')).toEqual({ kind: 'logout', toast: 'Istunto vanheni.' });
    expect(finishAction('noPlaytime')).toEqual({
      kind: 'toLotteryWithError',
      toast: 'Peliaika on rajoitettu.',
    });
    expect(finishAction('invalidVersion')).toEqual({ kind: 'error', toast: 'Tuntematon virhe.' });
  });

  it('sends a player out of balance to add the purchase’s amount, with the way back', () => {
    expect(addBalancePath(game, '/pelattavat/raaputus/pelaa?purchase_amount=2')).toBe(
      '/tili/lisaa-saldoa?amount=300&redirect=%2Fpelattavat%2Fraaputus%2Fpelaa%3Fpurchase_amount%3D2',
    );
    expect(originOf('http://127.0.0.1:8182/')).toBe('http://127.0.0.1:8182');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
  });

  it('goes back only to a play page of this site', () => {
    expect(gameReturnPath('/pelattavat/raaputus/pelaa?purchase_amount=1')).toBe(
      '/pelattavat/raaputus/pelaa?purchase_amount=1',
    );
    expect(gameReturnPath('https://attacker.example/')).toBeUndefined();
    expect(gameReturnPath('//attacker.example/pelattavat/x/pelaa')).toBeUndefined();
    expect(gameReturnPath('/tili')).toBeUndefined();
    expect(gameReturnPath(null)).toBeUndefined();
  });
});

function Harness(props: { onFinish: (reason: string) => void; onProblem: (text: string) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useGameChannel({ frame, gameOrigin: 'https://peli.example', init: initMessage(game), ...props });
  return <iframe ref={frame} title="peli" />;
}

describe('the game channel', () => {
  function setUp() {
    const onFinish = vi.fn();
    const onProblem = vi.fn();
    const { getByTitle } = render(<Harness onFinish={onFinish} onProblem={onProblem} />);
    const frameWindow = (getByTitle('peli') as HTMLIFrameElement).contentWindow!;
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    const send = (data: unknown, origin: string, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    return { onFinish, onProblem, frameWindow, post, send };
  }

  it('answers only the game’s own frame and origin, to that origin', () => {
    const { frameWindow, post, send } = setUp();
    send({ type: 'getInit', version: 1 }, 'https://attacker.example', frameWindow);
    send({ type: 'getInit', version: 1 }, 'https://peli.example', window);
    expect(post).not.toHaveBeenCalled();
    send({ type: 'getInit', version: 1 }, 'https://peli.example', frameWindow);
    expect(post).toHaveBeenCalledWith(initMessage(game), 'https://peli.example');
  });

  it('ends on the first finish, and calls another version an error', () => {
    const { frameWindow, onFinish, onProblem, send } = setUp();
    send({ type: 'finish', version: 1, reason: 'ok' }, 'https://attacker.example', frameWindow);
    expect(onFinish).not.toHaveBeenCalled();
    send({ type: 'finish', version: 1, reason: 'noSaldo' }, 'https://peli.example', frameWindow);
    send({ type: 'finish', version: 1, reason: 'ok' }, 'https://peli.example', frameWindow);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith('noSaldo');
    send({ type: 'getInit', version: 3 }, 'https://peli.example', frameWindow);
    expect(onProblem).toHaveBeenCalledWith('Virheellinen asiakasohjelman versio.');
  });
});
