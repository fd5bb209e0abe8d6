import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loadSimulatorKeys } from './keys.ts';
import { errorPage, identificationPage } from './pages.ts';
import { testPersons } from './personal-code.ts';
import {
  checkAuthorizeRequest,
  exchangeAuthorizationCode,
  issueAuthorizationCode,
  personFrom,
  requestFields,
  withQuery,
  type FtnClient,
  type FtnProvider,
} from './provider.ts';

export const ftnSimulatorPath = '/ftn-sim';

export interface FtnProviderOptions {
  db: Kysely<Database>;
  /** The simulator's public base URL, e.g. `http://localhost:8080/ftn-sim`. */
  issuer: string;
  clients: readonly FtnClient[];
  now?: () => Date;
}

export async function createFtnProvider(options: FtnProviderOptions): Promise<FtnProvider> {
  return {
    db: options.db,
    issuer: options.issuer.replace(/\/$/, ''),
    clients: options.clients,
    keys: await loadSimulatorKeys(options.db),
    now: options.now ?? (() => new Date()),
  };
}

type Params = Record<string, string | undefined>;

/** Only the string values of a query or form: repeated or structured parameters are ignored. */
function stringParams(input: unknown): Params {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(Object.entries(input).filter(([, value]) => typeof value === 'string')) as Params;
}

function page(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * The simulated FTN identity provider under /ftn-sim: discovery, the test page (authorize), the token
 * endpoint and the public keys. Register with `{ prefix: ftnSimulatorPath, provider }`.
 */
export async function ftnSimulatorRoutes(app: FastifyInstance, { provider }: { provider: FtnProvider }) {
  await app.register(formbody);
  const action = `${ftnSimulatorPath}/authorize`;

  app.get('/.well-known/openid-configuration', async () => ({
    issuer: provider.issuer,
    authorization_endpoint: `${provider.issuer}/authorize`,
    token_endpoint: `${provider.issuer}/token`,
    jwks_uri: `${provider.issuer}/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['pairwise'],
    scopes_supported: ['openid'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    claims_supported: [
      'sub',
      'given_name',
      'family_name',
      'personal_identity_code',
      'acr',
      'auth_time',
      'nonce',
    ],
  }));

  app.get('/jwks', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return provider.keys.jwks;
  });

  app.get('/authorize', async (request, reply) => {
    const check = checkAuthorizeRequest(provider, stringParams(request.query));
    if (check.kind === 'page') return page(reply, 400, errorPage(check.message));
    if (check.kind === 'redirect') return reply.redirect(check.location, 303);
    return page(
      reply,
      200,
      identificationPage({ action, fields: requestFields(check.request), persons: testPersons }),
    );
  });

  app.post('/authorize', async (request, reply) => {
    const form = stringParams(request.body);
    const check = checkAuthorizeRequest(provider, form);
    if (check.kind === 'page') return page(reply, 400, errorPage(check.message));
    if (check.kind === 'redirect') return reply.redirect(check.location, 303);
    const authorization = check.request;
    if (form.cancel) {
      const location = withQuery(authorization.redirectUri, {
        error: 'access_denied',
        error_description: 'the user cancelled the identification',
        state: authorization.state,
      });
      return reply.redirect(location, 303);
    }
    const chosen = form.person !== undefined ? testPersons[Number(form.person)] : undefined;
    const person = chosen ?? (form.person === undefined ? personFrom(form) : undefined);
    if (!person) {
      const typed = {
        given_name: form.given_name,
        family_name: form.family_name,
        personal_identity_code: form.personal_identity_code,
      };
      return page(
        reply,
        400,
        identificationPage({
          action,
          fields: requestFields(authorization),
          persons: testPersons,
          typed,
          error: 'Tarkista etunimet, sukunimi ja henkilötunnus.',
        }),
      );
    }
    return reply.redirect(await issueAuthorizationCode(provider, authorization, person), 303);
  });

  app.post('/token', async (request, reply) => {
    const result = await exchangeAuthorizationCode(provider, {
      authorization: request.headers.authorization,
      form: stringParams(request.body),
    });
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (result.status === 401) reply.header('www-authenticate', 'Basic realm="ftn-sim"');
    return reply.code(result.status).send(result.body);
  });
}
