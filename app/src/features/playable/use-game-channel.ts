import type { GameInitMessage } from '@arpa/contract';
import { useEffect, useRef, type RefObject } from 'react';
import { gameMessages, readGameMessage } from './game-protocol';

export interface GameChannelOptions {
  frame: RefObject<HTMLIFrameElement | null>;
  /** The game's exact origin: the only one whose messages are read, and the only target of ours. */
  gameOrigin: string;
  init: GameInitMessage;
  onFinish: (reason: string) => void;
  /** A problem the player is told of in a red toast. */
  onProblem: (text: string) => void;
}

/**
 * Protocol v1 on the parent's side (SPEC §4, docs/decisions/0036-game-client.md): a message is read only when
 * it comes from the game's frame (`event.source`) and the game's exact origin; `getInit` is answered with
 * `init`, posted to that origin (never `*`); the first `finish` ends the game.
 */
export function useGameChannel({ frame, gameOrigin, init, onFinish, onProblem }: GameChannelOptions) {
  const latest = useRef({ init, onFinish, onProblem });
  useEffect(() => {
    latest.current = { init, onFinish, onProblem };
  });
  useEffect(() => {
    let finished = false;
    const listen = (event: MessageEvent) => {
      const game = frame.current?.contentWindow;
      if (!game || event.source !== game || event.origin !== gameOrigin) return;
      const message = readGameMessage(event.data);
      if (!message) return;
      if (message.type === 'invalidVersion') {
        latest.current.onProblem(gameMessages.invalidVersion);
      } else if (message.type === 'getInit') {
        try {
          game.postMessage(latest.current.init, gameOrigin);
        } catch {
          latest.current.onProblem(gameMessages.sendFailed);
        }
      } else if (!finished) {
        finished = true;
        latest.current.onFinish(message.reason);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, gameOrigin]);
}
