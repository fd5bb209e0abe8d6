import type { StartGameRequest } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/**
 * POST /api/v1/lotteries/{id}/playable-games (signed in), or /demo-api/… for a demo (no sign-in): the
 * game token and what the app forwards to the game in `init` (docs/playable-api.md). A refusal shows the
 * catalogue's text in a red toast and rejects; `strong_authentication_required` is the caller's to act on.
 */
export function startGame(api: ApiClient, lotteryId: number, request: StartGameRequest, demo: boolean) {
  const options = { params: { id: lotteryId }, body: request };
  return demo
    ? api.call('POST /demo-api/v1/lotteries/{id}/playable-games', options)
    : api.call('POST /api/v1/lotteries/{id}/playable-games', options);
}

export interface GameStart {
  lotteryId: number;
  request: StartGameRequest;
  demo: boolean;
}

export function useStartGame() {
  const api = useApi();
  return useSWRMutation(
    'POST /api/v1/lotteries/{id}/playable-games',
    (_call, { arg: { lotteryId, request, demo } }: { arg: GameStart }) =>
      startGame(api, lotteryId, request, demo),
  );
}
