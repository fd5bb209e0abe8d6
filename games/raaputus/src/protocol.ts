import {
  GAME_PROTOCOL_VERSION,
  parseGameInit,
  type GameClientMessage,
  type GameFinishReason,
  type GameInitMessage,
} from '@arpa/contract';

/** What the game tells the parent when it ends: a reason of SPEC §4, or another one (an unknown error). */
export type FinishReason = GameFinishReason | 'invalidVersion' | 'error';

export interface ParentConnectionOptions {
  /** The game's own window (its `parent` is the page that framed it). */
  window: Window;
  /** The only origin whose messages are read and the only target of the game's messages. */
  parentOrigin: string;
  /** A valid version 1 `init` from the parent. Called once; later inits are ignored. */
  onInit: (init: GameInitMessage) => void;
  /** The parent's `init` was refused: another version, or fields missing or of the wrong type. */
  onRefused: (problem: 'invalidVersion' | 'invalidInit') => void;
}

export interface ParentConnection {
  /** Asks the parent for `init`. */
  requestInit(): void;
  /** Tells the parent the game has ended, and stops listening. */
  finish(reason: FinishReason): void;
  /** Stops listening. */
  close(): void;
}

/**
 * The game's side of protocol v1 (SPEC §4). A message is read only when it comes from the parent window
 * (`event.source`) and from the configured site origin (`event.origin`, compared exactly); everything
 * else, including the same page's messages from another origin or another window on the right origin, is
 * ignored. Messages go to the parent with its exact origin as the target, never `*`.
 */
export function connectToParent(options: ParentConnectionOptions): ParentConnection {
  const { window: own, parentOrigin } = options;
  let settled = false;

  const send = (message: GameClientMessage) => own.parent.postMessage(message, parentOrigin);

  const onMessage = (event: MessageEvent) => {
    if (settled || event.origin !== parentOrigin || event.source !== own.parent) return;
    const init = parseGameInit(event.data);
    // Not an init (another message of the parent's page): not ours to read.
    if (init === null) return;
    settled = true;
    if (init === 'invalidVersion') options.onRefused('invalidVersion');
    else if (init === 'invalid') options.onRefused('invalidInit');
    else options.onInit(init);
  };
  own.addEventListener('message', onMessage);

  const close = () => own.removeEventListener('message', onMessage);
  return {
    requestInit: () => send({ type: 'getInit', version: GAME_PROTOCOL_VERSION }),
    finish: (reason) => {
      close();
      send({ type: 'finish', version: GAME_PROTOCOL_VERSION, reason });
    },
    close,
  };
}
