import type { CodeSubmissions, DefaultLimit, Limit, ProtectionStatus, SpendingSummary } from '@arpa/contract';
import {
  EmptyBody,
  LimitConfirmRequest,
  LimitUpdates,
  NoQuery,
  SelfExclusionRequest,
  type SpendingSummaryReminder,
} from '@arpa/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { expireOverduePayments } from '../payments/service.ts';
import { codeSubmissions } from './code-submissions.ts';
import { spendingSummary } from './spending.ts';
import { acknowledgeSummaryReminder, summaryReminder } from './summary-reminder.ts';
import {
  confirmLimitRaise,
  defaultLimits,
  getLimits,
  getProtection,
  quickStop,
  requestSelfExclusionLift,
  selfExclude,
  updateLimits,
} from './service.ts';
import { configureProtection, protectionSettingsFromEnv } from './settings.ts';

export interface LimitsRoutesOptions {
  db: Kysely<Database>;
  /** The clock of limit periods and pauses; injectable for tests. */
  now?: () => Date;
  /** The operator's protection settings come from here (settings.ts); default none, the defaults. */
  env?: NodeJS.ProcessEnv;
}

/** SPEC §7: the operator's limits and the signed-in player's own limits and pause. */
export async function limitsRoutes(app: FastifyInstance, options: LimitsRoutesOptions): Promise<void> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  configureProtection(protectionSettingsFromEnv(options.env ?? {}));

  app.addHook('onRequest', async (request, reply) => {
    // Another player's limits cannot even be asked for.
    if (Object.hasOwn(request.query as object, 'user_id'))
      throw new ApiError('query_param_user_id_not_allowed');
    reply.header('cache-control', 'no-store');
  });

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/v1/users/default-limits',
    { schema: { querystring: NoQuery } },
    async (): Promise<DefaultLimit[]> => defaultLimits(),
  );

  app.get('/api/v1/users/limits', { schema: { querystring: NoQuery } }, async (request): Promise<Limit[]> => {
    const userId = getUserId(request);
    // An overdue payment releases its headroom before `value_left` is shown.
    await expireOverduePayments(app.payments, db, userId);
    return getLimits(db, userId, now());
  });

  routes.patch(
    '/api/v1/users/limits',
    { schema: { querystring: NoQuery, body: LimitUpdates } },
    async (request): Promise<Limit[]> => updateLimits(db, getUserId(request), request.body, now()),
  );

  routes.post(
    '/api/v1/users/limits/confirm',
    { schema: { querystring: NoQuery, body: LimitConfirmRequest } },
    async (request): Promise<Limit[]> =>
      confirmLimitRaise(db, getUserId(request), request.body.variety, now()),
  );

  app.get(
    '/api/v1/users/protection',
    { schema: { querystring: NoQuery } },
    async (request): Promise<ProtectionStatus> => getProtection(db, getUserId(request), now()),
  );

  app.post(
    '/api/v1/users/protection/quick-stop',
    { schema: { querystring: NoQuery, body: EmptyBody } },
    async (request): Promise<ProtectionStatus> => quickStop(db, getUserId(request), now()),
  );

  routes.post(
    '/api/v1/users/protection/self-exclusion',
    { schema: { querystring: NoQuery, body: SelfExclusionRequest } },
    async (request): Promise<ProtectionStatus> =>
      selfExclude(db, getUserId(request), request.body.months, now()),
  );

  app.post(
    '/api/v1/users/protection/self-exclusion/lift-request',
    { schema: { querystring: NoQuery, body: EmptyBody } },
    async (request): Promise<ProtectionStatus> => requestSelfExclusionLift(db, getUserId(request), now()),
  );

  app.get(
    '/api/v1/users/code-submissions',
    { schema: { querystring: NoQuery } },
    async (request): Promise<CodeSubmissions> => codeSubmissions(db, getUserId(request), now()),
  );

  app.get(
    '/api/v1/users/spending-summary',
    { schema: { querystring: NoQuery } },
    async (request): Promise<SpendingSummary> => spendingSummary(db, getUserId(request), now()),
  );

  app.get(
    '/api/v1/users/spending-summary/reminder',
    { schema: { querystring: NoQuery } },
    async (request): Promise<SpendingSummaryReminder> => summaryReminder(db, getUserId(request), now()),
  );

  app.post(
    '/api/v1/users/spending-summary/reminder/acknowledge',
    { schema: { querystring: NoQuery, body: EmptyBody } },
    async (request): Promise<SpendingSummaryReminder> =>
      acknowledgeSummaryReminder(db, getUserId(request), now()),
  );
}
