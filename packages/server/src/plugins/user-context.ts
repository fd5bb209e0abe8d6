import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
// `request.user` is declared and filled from the bearer token by the auth plugin.
import type {} from './auth.ts';

/**
 * The OIDC subject of the signed-in player, the owner key of their accounts; 401 `unauthorized` for an
 * anonymous request.
 */
export function getUserId(request: FastifyRequest): string {
  const sub = request.user?.sub;
  if (!sub) throw new ApiError('unauthorized', 401);
  return sub;
}
